import { ONBOARDING_ERRORS } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('profile API', () => {
  let t: TestApp;
  let alice: { token: string; userId: string };
  let bob: { token: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp('alice@example.com');
    bob = await t.signUp('bob@example.com');
  });
  afterAll(() => t.close());

  const put = (token: string, body: unknown) => t.request('/api/profile', { method: 'PUT', token, body });

  it('needs a signed-in user', async () => {
    expect((await t.request('/api/profile')).status).toBe(401);
    expect((await put('', { username: 'x' })).status).toBe(401);
  });

  it('creates the profile on first read, with onboarding not completed (spec 000 §4)', async () => {
    const res = await t.request('/api/profile', { token: alice.token });
    expect(res.status).toBe(200);
    const { profile } = await res.json();
    expect(profile).toMatchObject({
      id: alice.userId,
      email: 'alice@example.com',
      username: null,
      role: [],
      team_size: null,
      use_cases: [],
      onboarding_completed: false,
      conversational_mode_enabled: false,
      language_conversion_quota: 5,
      language_conversions_used: 0,
    });
    // Reading again returns the same row rather than a new one.
    expect((await (await t.request('/api/profile', { token: alice.token })).json()).profile).toEqual(profile);
  });

  it('saves onboarding answers step by step', async () => {
    await put(alice.token, { username: 'Ali' });
    await put(alice.token, { role: ['Educator', 'Other: Coach'] });
    await put(alice.token, { team_size: 'Small team (2–5 people)' });
    await put(alice.token, { use_cases: ['L&D Training', 'Product Demos'] });
    const done = await put(alice.token, { onboarding_completed: true });
    expect(done.status).toBe(200);
    expect((await done.json()).profile).toMatchObject({
      username: 'Ali',
      role: ['Educator', 'Other: Coach'],
      team_size: 'Small team (2–5 people)',
      use_cases: ['L&D Training', 'Product Demos'],
      onboarding_completed: true,
    });
  });

  it.each([
    [{ role: ['Wizard'] }, 'Unknown role'],
    [{ role: [] }, ONBOARDING_ERRORS.role],
    [{ username: '   ' }, ONBOARDING_ERRORS.nickname],
    [{ team_size: 'Huge' }, ONBOARDING_ERRORS.teamSize],
    [{ use_cases: [] }, ONBOARDING_ERRORS.useCase],
  ])('rejects %j with the rule message', async (body, message) => {
    const res = await put(bob.token, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
  });

  it('rejects fields a person may not set (email, admin flags, quotas, unknown keys)', async () => {
    for (const body of [
      { email: 'new@example.com' },
      { is_admin: true },
      { conversational_mode_enabled: true },
      { language_conversion_quota: 100 },
      { colour: 'red' },
    ]) {
      const res = await put(bob.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(await res.json())).toEqual(['error']);
    }
    const { profile } = await (await t.request('/api/profile', { token: bob.token })).json();
    expect(profile).toMatchObject({ email: 'bob@example.com', conversational_mode_enabled: false, language_conversion_quota: 5 });
  });

  it("changes only the caller's own profile", async () => {
    const res = await put(bob.token, { username: 'Bobby', id: alice.userId });
    expect(res.status).toBe(400);
    await put(bob.token, { username: 'Bobby' });
    const aliceProfile = (await (await t.request('/api/profile', { token: alice.token })).json()).profile;
    const bobProfile = (await (await t.request('/api/profile', { token: bob.token })).json()).profile;
    expect(aliceProfile.username).toBe('Ali');
    expect(bobProfile).toMatchObject({ id: bob.userId, username: 'Bobby', onboarding_completed: false });
  });
});
