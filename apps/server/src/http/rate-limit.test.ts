import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const TOO_MANY = { error: 'Too many requests. Please wait before trying again.' };

describe('rate limits on the auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: true });
    await t.signUp('target@example.com', 'right-password');
  });
  afterAll(() => t.close());

  const attempt = (email: string, ip: string, password = 'wrong-password') =>
    t.request('/api/auth/sign-in/email', { body: { email, password }, headers: { 'X-Forwarded-For': ip } });

  it('stops repeated sign-in attempts for one account from one address, without locking the owner out elsewhere', async () => {
    // One address may try one account 10 times per 5 minutes (docs/decisions/105).
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt('target@example.com', '10.0.0.1')).status);
    expect(statuses).toEqual(Array(10).fill(401));

    const blocked = await attempt('Target@Example.com', '10.0.0.1', 'right-password');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual(TOO_MANY);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);

    // The owner, somewhere else, still gets in; other accounts are unaffected.
    expect((await attempt('target@example.com', '10.0.0.2', 'right-password')).status).toBe(200);
    expect((await attempt('someone-else@example.com', '10.0.0.1')).status).toBe(401);
  });

  it('stops one address that tries many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await attempt(`guess${i}@example.com`, '192.0.2.77')).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // The limit is per address: a neighbour still gets through.
    expect((await attempt('guess-x@example.com', '192.0.2.78')).status).toBe(401);
  });

  it('counts sign-up and password-reset requests separately from sign-in', async () => {
    const reset = await t.request('/api/auth/request-password-reset', {
      body: { email: 'target@example.com', redirectTo: '/reset-password' },
      headers: { 'X-Forwarded-For': '10.0.2.1' },
    });
    expect(reset.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.request('/api/auth/request-password-reset', {
        body: { email: 'target@example.com', redirectTo: '/reset-password' },
        headers: { 'X-Forwarded-For': `10.0.2.${i + 2}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('rate limits switched off (RATE_LIMIT=0)', () => {
  it('lets every attempt through to the credentials check', async () => {
    const t = await createTestApp({ rateLimit: false });
    try {
      const statuses = new Set<number>();
      for (let i = 0; i < 15; i++) {
        const res = await t.request('/api/auth/sign-in/email', { body: { email: 'x@example.com', password: 'nope-nope' } });
        statuses.add(res.status);
      }
      expect([...statuses]).toEqual([401]);
    } finally {
      await t.close();
    }
  });
});
