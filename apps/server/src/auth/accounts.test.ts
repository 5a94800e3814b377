import { rows, sql } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkIn, type TestApp } from '../test/test-app';
import { promoteAdmins } from './promote-admins';

const signIn = (t: TestApp, email: string, password: string) => t.request('/api/auth/sign-in/email', { body: { email, password } });
const signUpOnly = (t: TestApp, email: string, password = 'secret123', name = 'Test User') =>
  t.request('/api/auth/sign-up/email', { body: { email, password, name, callbackURL: '/email-confirmed' } });
const sessionOf = async (t: TestApp, token: string) => (await t.request('/api/auth/get-session', { token })).json();

describe('accounts: sign-up, confirmation and sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses to sign in before the address is confirmed', async () => {
    expect((await signUpOnly(t, 'new@example.com')).status).toBe(200);
    const res = await signIn(t, 'new@example.com', 'secret123');
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('Email not verified');
    // A fresh confirmation mail goes out on that attempt, so a lost first mail is not a dead end.
    expect(t.mailer.sent.filter((m) => m.to === 'new@example.com')).toHaveLength(2);
  });

  it('rejects a wrong password with 401 and a generic message', async () => {
    await t.signUp('known@example.com', 'right-password');
    const res = await signIn(t, 'known@example.com', 'wrong-password');
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Invalid email or password');
    const unknown = await signIn(t, 'nobody@example.com', 'whatever1');
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).message).toBe('Invalid email or password');
  });

  it('rejects a second account for the same address without revealing that it exists', async () => {
    const { userId } = await t.signUp('taken@example.com', 'original-pass');
    const res = await signUpOnly(t, 'Taken@Example.com', 'intruder-pass', 'Someone Else');
    // Same answer as any sign-up (the SPA shows "Check Your Email"); nothing is created or changed.
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.token).toBeNull();
    expect(body.user.id).not.toBe(userId);
    const [count] = await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM users WHERE lower(email) = 'taken@example.com'`);
    expect(count?.n).toBe(1);
    expect((await signIn(t, 'taken@example.com', 'intruder-pass')).status).toBe(401);
    expect((await signIn(t, 'taken@example.com', 'original-pass')).status).toBe(200);
    // The owner is told, with a way back in, instead of waiting for a confirmation that never comes.
    const notice = t.mailer.lastTo('taken@example.com');
    expect(notice?.subject).toBe('You already have a Lectern account');
    expect(linkIn(notice)).toBe('http://localhost:3000/login');
  });

  it('rejects passwords under 6 characters (spec 000 §9)', async () => {
    const res = await signUpOnly(t, 'short@example.com', '12345');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/password too short/i);
    expect((await signUpOnly(t, 'short@example.com', '123456')).status).toBe(200);
  });

  it('confirmation links are single-purpose: a forged token does not verify', async () => {
    await signUpOnly(t, 'forged@example.com');
    const link = new URL(linkIn(t.mailer.lastTo('forged@example.com')));
    link.searchParams.set('token', 'not-a-real-token');
    const res = await t.request(link.pathname + link.search);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/error=invalid_token/i);
    expect((await signIn(t, 'forged@example.com', 'secret123')).status).toBe(403);
  });
});

describe('accounts: bearer tokens and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('accepts the bearer token for API calls and revokes it on sign-out', async () => {
    const { token, userId } = await t.signUp('bearer@example.com');
    const session = await sessionOf(t, token);
    expect(session.user).toMatchObject({ id: userId, email: 'bearer@example.com' });
    expect((await t.request('/api/projects', { token })).status).toBe(200);

    const out = await t.request('/api/auth/sign-out', { method: 'POST', body: {}, token });
    expect(out.status).toBe(200);
    const after = await t.request('/api/projects', { token });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: 'User not authenticated' });
    expect(await sessionOf(t, token)).toBeNull();
  });

  it('ignores a made-up bearer token', async () => {
    expect((await t.request('/api/profile', { token: 'made-up-token' })).status).toBe(401);
  });

  it('signing out one device keeps the others signed in', async () => {
    const { token: laptop } = await t.signUp('two-devices@example.com');
    const phone = (await (await signIn(t, 'two-devices@example.com', 'secret123')).json()).token as string;
    await t.request('/api/auth/sign-out', { method: 'POST', body: {}, token: phone });
    expect((await t.request('/api/profile', { token: phone })).status).toBe(401);
    expect((await t.request('/api/profile', { token: laptop })).status).toBe(200);
  });
});

describe('accounts: who administers an installation', () => {
  it('makes the first account an admin and the next ones not', async () => {
    const t = await createTestApp();
    try {
      const first = await t.signUp('owner@example.com');
      const second = await t.signUp('member@example.com');
      expect((await sessionOf(t, first.token)).user.isAdmin).toBe(true);
      expect((await sessionOf(t, second.token)).user.isAdmin).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('makes every address in ADMIN_EMAILS an admin at sign-up', async () => {
    const t = await createTestApp({ adminEmails: ['boss@example.com'] });
    try {
      await t.signUp('first@example.com');
      const boss = await t.signUp('boss@example.com');
      const other = await t.signUp('other@example.com');
      expect((await sessionOf(t, boss.token)).user.isAdmin).toBe(true);
      expect((await sessionOf(t, other.token)).user.isAdmin).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('promotes existing accounts listed in ADMIN_EMAILS when the app starts', async () => {
    const t = await createTestApp();
    try {
      await t.signUp('owner@example.com');
      const later = await t.signUp('later@example.com');
      expect((await sessionOf(t, later.token)).user.isAdmin).toBe(false);
      // What the app does at start-up with ADMIN_EMAILS (app.ts), for accounts that already exist.
      await promoteAdmins(t.database.db, ['later@example.com']);
      const res = await t.request('/api/auth/get-session', { token: later.token });
      expect((await res.json()).user.isAdmin).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('cannot be granted through the sign-up request', async () => {
    const t = await createTestApp();
    try {
      await t.signUp('owner@example.com');
      await t.request('/api/auth/sign-up/email', {
        body: { email: 'sneaky@example.com', password: 'secret123', name: 'Sneaky', isAdmin: true, callbackURL: '/email-confirmed' },
      });
      const link = new URL(linkIn(t.mailer.lastTo('sneaky@example.com')));
      await t.request(link.pathname + link.search);
      const { token } = await (await signIn(t, 'sneaky@example.com', 'secret123')).json();
      expect((await sessionOf(t, token)).user.isAdmin).toBe(false);
    } finally {
      await t.close();
    }
  });
});
