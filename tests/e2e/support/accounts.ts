import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { confirmationLinkFor } from './mailbox';

/** The installation's first account, created by installation.setup.ts before every journey. */
export const OWNER = { name: 'Olivia Owner', email: 'owner@lectern.test', password: 'owner-pass-1' } as const;

let counter = 0;
/** An address no other journey (or earlier run of the same journey) uses. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@lectern.test`;
}

/**
 * Creates a confirmed account through the API, for journeys about something other than signing
 * up (account-journey.spec.ts signs up through the screens).
 */
export async function createConfirmedAccount(request: APIRequestContext, account: { name: string; email: string; password: string }, origin = baseUrl()) {
  // better-auth checks the Origin of state-changing calls; the browser sends it, a script must too.
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { Origin: origin },
    data: { name: account.name, email: account.email, password: account.password, callbackURL: '/email-confirmed' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const link = await confirmationLinkFor(request, account.email);
  const confirm = await request.get(link, { maxRedirects: 0 });
  expect(confirm.status()).toBe(302);
}

/** Where the server under test runs (set by playwright.config.ts, inherited by the workers). */
export const baseUrl = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3107';

/** Signs in on /login the way a person does and waits for the signed-in area. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Answers the five onboarding steps (spec 000 §2 "Onboarding modal") and lands on the dashboard. */
export async function completeOnboarding(page: Page, nickname: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Step 1 of 5')).toBeVisible();
  await expect(dialog.getByText('Give yourself a nickname')).toBeVisible();
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await dialog.getByLabel('Nickname').fill(nickname);
  await next.click();

  await expect(dialog.getByText('Step 2 of 5')).toBeVisible();
  await expect(dialog.getByText('What best describes your role?').first()).toBeVisible();
  await expect(next).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Training Specialist' }).check();
  await next.click();

  await expect(dialog.getByText('Step 3 of 5')).toBeVisible();
  await expect(dialog.getByText('What best describes your team size?').first()).toBeVisible();
  await dialog.getByRole('radio', { name: 'Small team (2–5 people)' }).check();
  await next.click();

  await expect(dialog.getByText('Step 4 of 5')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Employee onboarding' }).check();
  await next.click();

  await expect(dialog.getByText('Step 5 of 5')).toBeVisible();
  await expect(dialog.getByText(/You're all set/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in through the API (the cookie lands in the page's context) with onboarding already answered. */
export async function signInOnboarded(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
  nickname: string,
  origin = baseUrl(),
) {
  const headers = { Origin: origin };
  const signIn = await request.post('/api/auth/sign-in/email', { headers, data: { email: account.email, password: account.password } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const profile = await request.put('/api/profile', {
    headers,
    data: { username: nickname, role: ['Training Specialist'], team_size: 'Just me', use_cases: ['Employee onboarding'], onboarding_completed: true },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  await page.goto('/dashboard');
}
