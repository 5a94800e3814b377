import { expect, test } from '@playwright/test';
import { baseUrl, completeOnboarding, createConfirmedAccount, uniqueEmail } from './support/accounts';

test('a session revoked while working sends the user to sign in and back to the page they were on', async ({ page, request, context }) => {
  const account = { name: 'Sid Session', email: uniqueEmail('session'), password: 'session-pass-1' };
  await createConfirmedAccount(request, account);

  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // A brand-new account is welcomed, not welcomed back.
  await completeOnboarding(page, 'Sid');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sid!');

  await page.getByRole('link', { name: 'Projects' }).first().click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page).toHaveTitle('Projects · Lectern');
  await page.getByRole('tab', { name: /^Draft/ }).click();

  // The session is revoked on the server (signed out elsewhere) while this tab keeps its cookie.
  const cookies = await context.cookies();
  const revoked = await page.request.post('/api/auth/sign-out', { headers: { Origin: baseUrl() }, data: {} });
  expect(revoked.ok()).toBe(true);
  await context.clearCookies();
  await context.addCookies(cookies);

  // The next action is refused: the user is told why and asked to sign in again.
  await page.getByRole('main').getByRole('button', { name: 'Create Project' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Project' });
  await create.getByLabel('Project Name').fill('Forklift refresher');
  await create.getByLabel('Purpose / Goal').selectOption('Onboarding');
  await create.getByRole('button', { name: 'Create Project' }).click();

  await expect(page).toHaveURL(/\/login\?session=ended&next=%2Fprojects$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await expect(page.getByText('User not authenticated')).toHaveCount(0);

  const again = page.getByRole('form', { name: 'Sign in' });
  await again.getByLabel('Email').fill(account.email);
  await again.getByLabel('Password', { exact: true }).fill(account.password);
  await again.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
});

test('an unknown address answers 404 with the page-not-found screen', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Lectern');
});
