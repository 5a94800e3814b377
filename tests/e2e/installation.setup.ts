import { expect, test as setup } from '@playwright/test';
import { baseUrl, createConfirmedAccount, OWNER } from './support/accounts';

// Runs first on the fresh installation (playwright.config.ts: project "installation").
setup('the first account of a new installation administers it', async ({ request }) => {
  await createConfirmedAccount(request, OWNER);
  const signIn = await request.post('/api/auth/sign-in/email', { headers: { Origin: baseUrl() }, data: { email: OWNER.email, password: OWNER.password } });
  expect(signIn.ok()).toBe(true);
  const { token } = await signIn.json();
  const session = await (await request.get('/api/auth/get-session', { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(session.user).toMatchObject({ email: OWNER.email, isAdmin: true });
});
