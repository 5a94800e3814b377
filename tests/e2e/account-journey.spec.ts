import { expect, test } from '@playwright/test';
import { completeOnboarding, uniqueEmail } from './support/accounts';
import { openLinkFromMailbox } from './support/mailbox';

test('a new creator signs up, confirms, onboards, creates a project, signs out and resets a forgotten password', async ({ page }) => {
  const email = uniqueEmail('creator');
  const firstPassword = 'first-pass-1';
  const newPassword = 'brand-new-pass-2';

  // Landing page → Start Free → sign-up form.
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Free' }).first().click();
  await expect(page).toHaveURL(/\/signup/);
  const signUp = page.getByRole('form', { name: 'Create account' });
  await expect(signUp.getByText('Password must be at least 6 characters long')).toBeVisible();
  await signUp.getByLabel('Full Name').fill('Casey Creator');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(firstPassword);
  await signUp.getByRole('button', { name: 'Create Account' }).click();

  const checkEmail = page.getByRole('dialog', { name: 'Check Your Email' });
  await expect(checkEmail).toBeVisible();
  await expect(checkEmail.getByText(email)).toBeVisible();

  // Signing in before confirming is refused with the spec's message.
  await checkEmail.getByRole('button', { name: 'Return to Sign In' }).click();
  await expect(page).toHaveURL(/\/login/);
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill(email);
  await signInForm.getByLabel('Password', { exact: true }).fill(firstPassword);
  await signInForm.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please check your email and click the confirmation link')).toBeVisible();

  // The confirmation mail, opened from the developer mailbox.
  await openLinkFromMailbox(page, email, 'Confirm your Lectern account');
  await expect(page).toHaveURL(/\/email-confirmed/);
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible();
  // Confirming does not sign in (spec 000 §2).
  await page.getByRole('link', { name: 'Sign In to Your Account' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Email confirmed! Your account is now verified. Please sign in to continue.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(firstPassword);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // First visit: the onboarding modal, five steps.
  await completeOnboarding(page, 'Casey');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Casey');
  await expect(page.getByText('No projects yet')).toBeVisible();

  // Create a project: it opens on the flow choice.
  await page.getByRole('button', { name: 'Create Project' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Project' });
  await create.getByLabel('Project Name').fill('Warehouse safety induction');
  await create.getByLabel('Purpose / Goal').selectOption('Onboarding');
  await create.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}\/select-flow$/);

  // The project is on the dashboard.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('Warehouse safety induction')).toBeVisible();

  // Sign out: back to the landing page, and the dashboard is closed.
  await page.getByRole('button', { name: /log ?out|sign out/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  // Forgot password: the form needs the address first, then mails a link.
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  const forgot = page.getByRole('form', { name: 'Sign in' });
  await forgot.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Please enter your email address first.')).toBeVisible();
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText(/password reset link is on its way/)).toBeVisible();

  await openLinkFromMailbox(page, email, 'Reset your Lectern password');
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The old password no longer works; the new one does.
  const again = page.getByRole('form', { name: 'Sign in' });
  await again.getByLabel('Email').fill(email);
  await again.getByLabel('Password', { exact: true }).fill(firstPassword);
  await again.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await again.getByLabel('Password', { exact: true }).fill(newPassword);
  await again.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Casey');
  await expect(page.getByText('Warehouse safety induction')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
