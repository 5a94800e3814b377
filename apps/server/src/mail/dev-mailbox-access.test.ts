import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkIn, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { createDevMailbox, type Mailer } from './mailer';

/** What @hono/node-server hands the app: the TCP peer of the connection. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('the developer mailbox answers only the machine itself or an administrator', () => {
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
  });
  afterAll(() => t.close());

  it('refuses a remote caller, so a stranger cannot take the reset link for the first account', async () => {
    const reset = await t.request('/api/auth/request-password-reset', { body: { email: 'owner@example.com', redirectTo: '/reset-password' } });
    expect(reset.status).toBe(200);
    for (const path of ['/api/dev/mailbox', '/dev/mailbox']) {
      const res = await get(path, from('203.0.113.7'));
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain('reset-password');
    }
    const json = await (await get('/api/dev/mailbox', from('203.0.113.7'))).json();
    expect(json.error).toMatch(/only in a browser on the server itself/);
  });

  it('refuses a request a reverse proxy on the same machine forwards (TRUST_PROXY=1), whatever address it names', async () => {
    const forwarded: Record<string, string>[] = [
      { 'X-Forwarded-For': '203.0.113.7' },
      { 'X-Forwarded-For': '127.0.0.1' },
      { Forwarded: 'for=127.0.0.1' },
      { 'X-Real-IP': '127.0.0.1' },
    ];
    for (const headers of forwarded) {
      const res = await get('/api/dev/mailbox', from('127.0.0.1'), headers);
      expect([headers, res.status]).toEqual([headers, 403]);
    }
  });

  it('refuses when the connection is unknown (no socket)', async () => {
    expect((await get('/api/dev/mailbox', undefined)).status).toBe(403);
  });

  it('refuses a signed-in member who is not an administrator', async () => {
    const res = await get('/api/dev/mailbox', from('203.0.113.7'), { Authorization: `Bearer ${memberToken}` });
    expect(res.status).toBe(403);
  });

  it('opens on loopback (IPv4, IPv6, IPv4-mapped) with no proxy headers', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await get('/api/dev/mailbox', from(address));
      expect([address, res.status]).toEqual([address, 200]);
      const { messages } = await res.json();
      expect(messages.some((m: { subject: string }) => /reset/i.test(m.subject))).toBe(true);
    }
    const page = await get('/dev/mailbox', from('127.0.0.1'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Developer mailbox</h1>');
  });

  it('opens for an administrator from anywhere', async () => {
    const res = await get('/api/dev/mailbox', from('203.0.113.7'), { Authorization: `Bearer ${adminToken}` });
    expect(res.status).toBe(200);
    const { messages } = await res.json();
    expect(linkIn({ to: '', subject: '', html: '', text: messages[0].text_body })).toMatch(/^http/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
