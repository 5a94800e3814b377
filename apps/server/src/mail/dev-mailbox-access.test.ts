import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkIn, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { devMailboxKey, devMailboxLink } from './dev-mailbox-key';
import { MAILBOX_KEY_HEADER, MAILBOX_REFUSED } from './dev-mailbox-routes';
import { createDevMailbox, type Mailer } from './mailer';

/** What @hono/node-server hands the app: the TCP peer of the connection. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/**
 * Decision 152: the developer mailbox answers the holder of its key (printed in the server log)
 * or an administrator, and nobody else, wherever the connection comes from.
 */
describe('the developer mailbox answers only the holder of its key or an administrator', () => {
  let t: TestApp;
  let adminToken: string;
  let memberToken: string;
  const get = (path: string, env: object | undefined, headers: Record<string, string> = {}) =>
    t.app.request(path, { headers: { Origin: TEST_ORIGIN, ...headers } }, env);

  beforeAll(async () => {
    // A dev mailbox bound to the app's own database once it exists; TRUST_PROXY=1 as behind a proxy.
    let inner: Mailer | undefined;
    const mailer: Mailer = { kind: 'dev-mailbox', send: (m) => (inner as Mailer).send(m), check: async () => 'ok' };
    t = await createTestApp({ mailer, trustProxy: true });
    inner = createDevMailbox(t.database.db, () => {});
    // Sign-ups read their confirmation link from the capturing mailer too.
    const send = inner.send.bind(inner);
    inner = {
      ...inner,
      send: async (m) => {
        await send(m);
        await t.mailer.send(m);
      },
    };
    adminToken = (await t.signUp('owner@example.com')).token;
    memberToken = (await t.signUp('member@example.com')).token;
    const reset = await t.request('/api/auth/request-password-reset', { body: { email: 'owner@example.com', redirectTo: '/reset-password' } });
    expect(reset.status).toBe(200);
  });
  afterAll(() => t.close());

  const expectRefused = async (res: Response) => {
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('reset-password');
  };

  it('refuses a remote caller, so a stranger cannot take the reset link for the first account', async () => {
    for (const path of ['/api/dev/mailbox', '/dev/mailbox']) await expectRefused(await get(path, from('203.0.113.7')));
    const json = await (await get('/api/dev/mailbox', from('203.0.113.7'))).json();
    expect(json.error).toBe(MAILBOX_REFUSED);
  });

  it('refuses a loopback connection without the key, whatever a reverse proxy on the same machine sends or omits', async () => {
    // nginx's default proxy_pass: Host rewritten to the upstream, no X-Forwarded-*; Caddy and Apache add them.
    const proxied: Record<string, string>[] = [
      {},
      { Host: '127.0.0.1:3000' },
      { Host: 'localhost:3000', Connection: 'close' },
      { 'X-Forwarded-For': '203.0.113.7' },
      { 'X-Forwarded-For': '127.0.0.1' },
      { Forwarded: 'for=127.0.0.1' },
      { 'X-Real-IP': '127.0.0.1' },
      { Via: '1.1 caddy', 'X-Forwarded-Host': 'lectern.example.com', 'X-Forwarded-Proto': 'https' },
    ];
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (const headers of proxied) {
        for (const path of ['/api/dev/mailbox', '/dev/mailbox']) {
          const res = await get(path, from(address), headers);
          expect([address, headers, path, res.status]).toEqual([address, headers, path, 403]);
        }
      }
    }
  });

  it('refuses a wrong, shortened, lengthened or empty key, and a connection the server cannot place', async () => {
    const key = t.mailboxKey;
    for (const wrong of [
      '',
      key.slice(0, -1),
      `${key}x`,
      `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`,
      key.toUpperCase() === key ? key.toLowerCase() : key.toUpperCase(),
    ]) {
      await expectRefused(await get(`/api/dev/mailbox?key=${encodeURIComponent(wrong)}`, from('127.0.0.1')));
      await expectRefused(await get('/api/dev/mailbox', from('127.0.0.1'), { [MAILBOX_KEY_HEADER]: wrong || ' ' }));
    }
    await expectRefused(await get('/api/dev/mailbox', undefined));
  });

  it('refuses a signed-in member who is not an administrator', async () => {
    await expectRefused(await get('/api/dev/mailbox', from('203.0.113.7'), { Authorization: `Bearer ${memberToken}` }));
  });

  it('opens with the key from the log, in the link or a header, from wherever the request comes', async () => {
    const link = new URL(devMailboxLink('http://localhost:3000', t.mailboxKey));
    for (const env of [from('127.0.0.1'), from('203.0.113.7'), undefined]) {
      const page = await get(link.pathname + link.search, env, { 'X-Forwarded-For': '198.51.100.4' });
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(await page.text()).toContain('<h1>Developer mailbox</h1>');
      const res = await get('/api/dev/mailbox', env, { [MAILBOX_KEY_HEADER]: t.mailboxKey });
      expect(res.status).toBe(200);
      const { messages } = await res.json();
      expect(messages.some((m: { subject: string }) => /reset/i.test(m.subject))).toBe(true);
    }
  });

  it('opens for an administrator from anywhere', async () => {
    const res = await get('/api/dev/mailbox', from('203.0.113.7'), { Authorization: `Bearer ${adminToken}` });
    expect(res.status).toBe(200);
    const { messages } = await res.json();
    expect(linkIn({ to: '', subject: '', html: '', text: messages[0].text_body })).toMatch(/^http/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('devMailboxKey', () => {
  it('is the configured key, or one derived from the installation secret that every process agrees on', () => {
    const secret = 'a'.repeat(40);
    expect(devMailboxKey(secret)).toBe(devMailboxKey(secret));
    expect(devMailboxKey(secret)).not.toBe(devMailboxKey('b'.repeat(40)));
    expect(devMailboxKey(secret)).toMatch(/^[\w-]{32}$/);
    expect(devMailboxKey(secret)).not.toContain(secret.slice(0, 8));
    expect(devMailboxKey(secret, 'configured-mailbox-key')).toBe('configured-mailbox-key');
  });
});
