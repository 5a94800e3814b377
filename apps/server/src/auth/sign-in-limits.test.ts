import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { AUTH_LIMITS, KNOWN_DEVICE_COOKIE } from './auth-limits';

const TOO_MANY = { error: 'Too many requests. Please wait before trying again.' };
const { accountFromAddress, account, knownDevice } = AUTH_LIMITS.signIn;

/** A sign-in as a browser form would send it: application/x-www-form-urlencoded. */
const formSignIn = (t: TestApp, email: string, password: string, ip: string, path = '/api/auth/sign-in/email') =>
  t.app.request(path, {
    method: 'POST',
    headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip },
    body: new URLSearchParams({ email, password }).toString(),
  });

const jsonSignIn = (t: TestApp, email: string, password: string, ip: string, extra: { path?: string; headers?: Record<string, string> } = {}) =>
  t.app.request(extra.path ?? '/api/auth/sign-in/email', {
    method: 'POST',
    headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...extra.headers },
    body: JSON.stringify({ email, password }),
  });

describe('sign-in limits count every way of signing in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: true });
    await t.signUp('form@example.com', 'right-password');
    await t.signUp('alias@example.com', 'right-password');
  });
  afterAll(() => t.close());

  it('counts form-encoded attempts with JSON ones against the same account', async () => {
    const ip = '198.51.100.10';
    const statuses: number[] = [];
    for (let i = 0; i < accountFromAddress.limit; i++) {
      const res = i % 2 === 0 ? await formSignIn(t, 'form@example.com', 'wrong-password', ip) : await jsonSignIn(t, 'FORM@Example.com', 'wrong-password', ip);
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(accountFromAddress.limit).fill(401));
    // Locked for this address, in either encoding, even with the right password.
    const form = await formSignIn(t, 'form@example.com', 'right-password', ip);
    expect(form.status).toBe(429);
    expect(await form.json()).toEqual(TOO_MANY);
    expect((await jsonSignIn(t, 'form@example.com', 'right-password', ip)).status).toBe(429);
  });

  it('counts every URL spelling that reaches the password check; the others never reach it', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < accountFromAddress.limit; i++) expect((await jsonSignIn(t, 'alias@example.com', 'wrong-password', ip)).status).toBe(401);
    const spellings = [
      '/api/auth/sign-in/email',
      '/api/auth/sign-in/email?x=1',
      '/api/auth/sign-in/email/',
      '/api/auth//sign-in/email',
      '//api/auth/sign-in/email',
      '/api/auth/sign-in//email',
      '/api/auth/sign-in/%65mail',
      '/api/auth/sign-in/Email',
      '/api/auth/./sign-in/email',
      '/api/auth/x/../sign-in/email',
    ];
    for (const path of spellings) {
      const json = await jsonSignIn(t, 'alias@example.com', 'right-password', ip, { path });
      const form = await formSignIn(t, 'alias@example.com', 'right-password', ip, path);
      // 429: counted and refused. 404: not a sign-in route at all. Never 200/401 (an uncounted guess).
      for (const res of [json, form]) expect([path, [404, 429].includes(res.status)]).toEqual([path, true]);
    }
    // Encodings better-auth refuses for sign-in never reach the password check either.
    for (const [type, body] of [
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nalias@example.com\r\n--x--\r\n'],
      ['text/plain', JSON.stringify({ email: 'alias@example.com', password: 'right-password' })],
      ['application/vnd.api+json', JSON.stringify({ email: 'alias@example.com', password: 'right-password' })],
    ] as const) {
      const res = await t.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { Origin: TEST_ORIGIN, 'Content-Type': type, 'X-Forwarded-For': '198.51.100.21' },
        body,
      });
      expect([type, [400, 415, 429].includes(res.status)]).toEqual([type, true]);
    }
  });
});

describe('the owner keeps access while guessing stays bounded (docs/decisions/105)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: true });
    await t.signUp('owner@example.com', 'right-password');
  });
  afterAll(() => t.close());

  it("a stranger's guesses lock out only the stranger's address", async () => {
    for (let i = 0; i < accountFromAddress.limit; i++) await jsonSignIn(t, 'owner@example.com', 'wrong-password', '203.0.113.1');
    expect((await jsonSignIn(t, 'owner@example.com', 'right-password', '203.0.113.1')).status).toBe(429);
    expect((await jsonSignIn(t, 'owner@example.com', 'right-password', '192.0.2.50')).status).toBe(200);
  });

  it("guesses from many addresses stop at the account's ceiling; the owner's known browser still signs in", async () => {
    // The owner's browser signed in before and holds the signed known-device cookie.
    const first = await jsonSignIn(t, 'owner@example.com', 'right-password', '192.0.2.60');
    expect(first.status).toBe(200);
    const device = first.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))
      ?.split(';')[0];
    expect(device).toBeTruthy();
    expect(first.headers.getSetCookie().find((c) => c.startsWith(KNOWN_DEVICE_COOKIE))).toMatch(/HttpOnly/i);

    // A distributed attacker: a few guesses from each of many addresses until the account ceiling.
    let refused = 0;
    let answered = 0;
    for (let i = 0; answered < account.limit + 5 && i < 200; i++) {
      const res = await jsonSignIn(t, 'owner@example.com', 'wrong-password', `10.9.${Math.floor(i / 5)}.${i % 5}`);
      if (res.status === 429) refused++;
      else answered++;
      if (refused > 0) break;
    }
    // The attempts before this describe's ones count too; never more than the ceiling get through.
    expect(refused).toBe(1);
    expect(answered).toBeLessThanOrEqual(account.limit);

    // Unknown browsers, even the owner with the right password, wait for the window to pass ...
    expect((await jsonSignIn(t, 'owner@example.com', 'right-password', '192.0.2.61')).status).toBe(429);
    // ... while the known browser keeps its own allowance.
    const known = await jsonSignIn(t, 'owner@example.com', 'right-password', '192.0.2.61', { headers: { Cookie: device! } });
    expect(known.status).toBe(200);

    // The cookie is bound to its account and signed: it does not help guess another account or forge.
    const forged = device!.replace(/=.*/, '=0123456789abcdef0123456789abcdef%3Aabc.sig');
    expect((await jsonSignIn(t, 'owner@example.com', 'right-password', '192.0.2.61', { headers: { Cookie: forged } })).status).toBe(429);
  });

  it('a known browser is limited too', async () => {
    // The account ceiling is spent by the previous test: a fresh installation.
    const fresh = await createTestApp({ rateLimit: true });
    try {
      await fresh.signUp('solo@example.com', 'right-password');
      const ok = await jsonSignIn(fresh, 'solo@example.com', 'right-password', '192.0.2.80');
      const device = ok.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))!
        .split(';')[0]!;
      const statuses: number[] = [];
      for (let i = 0; i < knownDevice.limit + 1; i++) {
        statuses.push((await jsonSignIn(fresh, 'solo@example.com', 'wrong-password', `192.0.2.${90 + i}`, { headers: { Cookie: device } })).status);
      }
      expect(statuses.slice(0, knownDevice.limit)).toEqual(Array(knownDevice.limit).fill(401));
      expect(statuses[knownDevice.limit]).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});

describe('checking the password of a signed-in account counts like signing in', () => {
  it('stops guessing the current password through change-password', async () => {
    const t = await createTestApp({ rateLimit: true });
    try {
      const { token } = await t.signUp('session@example.com', 'right-password');
      const change = (current: string) =>
        t.app.request('/api/auth/change-password', {
          method: 'POST',
          headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-Forwarded-For': '198.51.100.99' },
          body: JSON.stringify({ currentPassword: current, newPassword: 'another-password' }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < accountFromAddress.limit; i++) statuses.push((await change(`wrong-${i}`)).status);
      expect(statuses.every((s) => s === 400 || s === 401)).toBe(true);
      const blocked = await change('right-password');
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual(TOO_MANY);
    } finally {
      await t.close();
    }
  });
});
