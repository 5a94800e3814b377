import { createHmac } from 'node:crypto';
import { eq, sessions } from '@lectern/db';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_CACHE_MS } from '../auth/session-cache';
import { createTestApp, type TestApp } from '../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const signWith = (secret: string, token: string) => `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('the signed-in session check (docs/decisions/130)', () => {
  let t: TestApp;
  const email = 'sessions@example.com';
  const password = 'session-pass-1';

  /** A fresh session: the bare token, the signed `set-auth-token` value and the session cookie. */
  const signIn = async () => {
    const res = await t.request('/api/auth/sign-in/email', { body: { email, password } });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const cookie = (res.headers.get('set-cookie') ?? '').match(/lectern\.session_token=[^;]+/)?.[0] ?? '';
    return { token, signed: res.headers.get('set-auth-token') ?? '', cookie };
  };
  const projects = (headers: Record<string, string>) => t.request('/api/projects', { headers });
  const bearer = (value: string) => projects({ Authorization: `Bearer ${value}` });
  const expiryOf = async (token: string) =>
    (await t.database.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.token, token)))[0]?.expiresAt;

  beforeAll(async () => {
    t = await createTestApp();
    await t.signUp(email, password);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts the token from sign-in, its signed form, and the session cookie', async () => {
    const { token, signed, cookie } = await signIn();
    expect(signed).toContain('.');
    expect(cookie).not.toBe('');
    expect((await bearer(token)).status).toBe(200);
    expect((await bearer(signed)).status).toBe(200);
    expect((await bearer(decodeURIComponent(signed))).status).toBe(200);
    expect((await projects({ Cookie: cookie })).status).toBe(200);
  });

  it('refuses unknown and forged tokens, by bearer or cookie', async () => {
    const { token } = await signIn();
    const forged = signWith('not-the-installation-secret-at-all-000', token);
    const signedUnknown = (await signIn()).signed.replace(/^[^.]+/, 'x'.repeat(32));
    const refused: Record<string, string>[] = [
      { Authorization: 'Bearer no-such-session-token' },
      { Authorization: `Bearer ${forged}` },
      { Authorization: `Bearer ${encodeURIComponent(forged)}` },
      { Authorization: `Bearer ${signedUnknown}` },
      { Authorization: `Bearer ${token}.` },
      { Authorization: `Bearer ${token}.${'A'.repeat(43)}=` },
      { Cookie: `lectern.session_token=${encodeURIComponent(forged)}` },
      // A bare token is a bearer credential only; a cookie must carry the signature.
      { Cookie: `lectern.session_token=${token}` },
      { Authorization: `Basic ${token}` },
    ];
    for (const headers of refused) {
      const res = await projects(headers);
      expect([headers, res.status]).toEqual([headers, 401]);
      expect(await res.json()).toEqual({ error: 'User not authenticated' });
    }
    // Admin calls name their refusal apart (spec 000 §8), on the new path too.
    const admin = await t.request('/api/admin/users', { headers: { Authorization: `Bearer ${forged}` } });
    expect(admin.status).toBe(401);
    expect(await admin.json()).toEqual({ error: 'Admin not authenticated' });
  });

  it('refuses an expired session', async () => {
    const { token, cookie } = await signIn();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.token, token));
    expect((await bearer(token)).status).toBe(401);
    expect((await projects({ Cookie: cookie })).status).toBe(401);
  });

  it('refuses a session at once after it is signed out in this process, even one just verified', async () => {
    const { token, cookie } = await signIn();
    expect((await bearer(token)).status).toBe(200);
    expect((await projects({ Cookie: cookie })).status).toBe(200);
    const out = await t.request('/api/auth/sign-out', { body: {}, token });
    expect(out.status).toBe(200);
    expect((await bearer(token)).status).toBe(401);
    expect((await projects({ Cookie: cookie })).status).toBe(401);
  });

  it('refuses a session revoked by another process within the stated bound', async () => {
    const { token } = await signIn();
    expect((await bearer(token)).status).toBe(200);
    // Another server process deletes the row: this process is not told.
    await t.database.db.delete(sessions).where(eq(sessions.token, token));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS);
    expect((await bearer(token)).status).toBe(401);
  });

  it('refuses every session of an account at once after a password reset (better-auth revokes them)', async () => {
    const other = 'reset-sessions@example.com';
    const { token } = await t.signUp(other, 'first-pass-1');
    expect((await bearer(token)).status).toBe(200);
    expect((await t.request('/api/auth/request-password-reset', { body: { email: other, redirectTo: '/reset-password' } })).status).toBe(200);
    const link = t.mailer.lastTo(other)?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    const resetToken = new URL(link).pathname.split('/').pop() ?? new URL(link).searchParams.get('token') ?? '';
    const reset = await t.request('/api/auth/reset-password', { body: { newPassword: 'second-pass-2', token: resetToken } });
    expect(reset.status).toBe(200);
    expect((await bearer(token)).status).toBe(401);
  });

  it('still slides a session forward once a day while it is used (decision 004)', async () => {
    const { token } = await signIn();
    const lastSlid = new Date(Date.now() + 6 * DAY_MS - 60_000);
    await t.database.db.update(sessions).set({ expiresAt: lastSlid }).where(eq(sessions.token, token));
    expect((await bearer(token)).status).toBe(200);
    const slid = await expiryOf(token);
    expect(slid!.getTime()).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60 * 60_000);
    // A session used within the day keeps its expiry: no write per request.
    expect((await bearer(token)).status).toBe(200);
    expect((await expiryOf(token))!.getTime()).toBe(slid!.getTime());
  });
});
