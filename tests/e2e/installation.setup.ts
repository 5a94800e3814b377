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
  // The owner has answered onboarding, so journeys that sign in as the owner start on the dashboard.
  const profile = await request.put('/api/profile', {
    headers: { Authorization: `Bearer ${token}` },
    data: { username: 'Olivia', role: ['Training Specialist'], team_size: 'Just me', use_cases: ['Employee onboarding'], onboarding_completed: true },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
});
