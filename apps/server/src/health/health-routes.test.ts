import type { Db } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILBOX_KEY_HEADER } from '../mail/dev-mailbox-routes';
import { createDevMailbox, type Mailer } from '../mail/mailer';
import { createTestApp, type TestApp } from '../test/test-app';
import { healthRoutes } from './health-routes';

describe('health, security headers and unknown API routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database and the mailer', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: { status: 'ok', kind: t.database.kind },
      mailer: { status: 'ok', kind: 'smtp' },
    });
  });

  it('sends the security headers on API answers and pages', async () => {
    for (const path of ['/api/health', '/api/projects', '/dashboard']) {
      const res = await t.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers unknown /api routes with a JSON 404 { error }', async () => {
    const { token } = await t.signUp('explorer@example.com');
    for (const [path, method] of [
      ['/api/does-not-exist', 'GET'],
      ['/api/nothing/here', 'POST'],
      ['/api/projects-typo', 'GET'],
      ['/api/nothing/here', 'DELETE'],
    ] as const) {
      const res = await t.request(path, { method, token, body: method === 'POST' ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
    // Anonymous callers are stopped before routing, so they learn nothing about which routes exist.
    const anonymous = await t.request('/api/does-not-exist');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'User not authenticated' });
  });

  it('has no developer mailbox when real mail is configured', async () => {
    const { token } = await t.signUp('curious@example.com');
    const res = await t.request('/api/dev/mailbox', { token });
    expect(res.status).toBe(404);
    // /dev/mailbox falls through to the SPA (not built in tests), never to stored mail.
    const page = await t.request('/dev/mailbox');
    expect(await page.text()).not.toContain('Developer mailbox');
    expect(t.mailer.sent.length).toBeGreaterThan(0);
  });
});

describe('health and the developer mailbox without SMTP', () => {
  it('stores mail for /dev/mailbox and /api/dev/mailbox, newest first, escaped', async () => {
    // The mailer needs the app's database, which createTestApp makes: bind it once both exist.
    let inner: Mailer | undefined;
    const lines: string[] = [];
    const mailer: Mailer = {
      kind: 'dev-mailbox',
      send: (m) => (inner as Mailer).send(m),
      check: async () => 'ok',
    };
    const t = await createTestApp({ mailer });
    try {
      inner = createDevMailbox(t.database.db, (line) => lines.push(line));
      const health = await (await t.request('/api/health')).json();
      expect(health.mailer).toEqual({ status: 'ok', kind: 'dev-mailbox' });

      await mailer.send({ to: 'a@example.com', subject: 'First <b>', text: 'Open http://localhost:3000/x?y=1 now', html: '' });
      await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'Hello', html: '' });
      expect(lines[0]).toContain('mail to a@example.com: First <b>');

      // Read with the mailbox key the log prints; who else may read it: mail/dev-mailbox-access.test.ts.
      const keyed = { headers: { [MAILBOX_KEY_HEADER]: t.mailboxKey } };
      const json = await (await t.app.request('/api/dev/mailbox', keyed)).json();
      expect(json.messages.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First <b>']);
      expect(json.messages[1]).toMatchObject({ to_address: 'a@example.com', text_body: 'Open http://localhost:3000/x?y=1 now' });

      const page = await t.app.request(`/dev/mailbox?key=${encodeURIComponent(t.mailboxKey)}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<h1>Developer mailbox</h1>');
      expect(html).toContain('First &#60;b&#62;');
      expect(html).not.toContain('First <b>');
      expect(html).toContain('<a href="http://localhost:3000/x?y=1">');
    } finally {
      await t.close();
    }
  });

  it('reports a mailer that cannot hand over mail, while staying up', async () => {
    const broken: Mailer = { kind: 'smtp', send: async () => {}, check: async () => 'error' };
    const t = await createTestApp({ mailer: broken });
    try {
      const res = await t.request('/api/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', mailer: { status: 'error', kind: 'smtp' } });
    } finally {
      await t.close();
    }
  });

  it('does not touch the mail server on every probe', async () => {
    // A counting fake mailer: a load balancer probing /api/health must not cost an SMTP handshake each time.
    let checks = 0;
    const counting: Mailer = {
      kind: 'smtp',
      send: async () => {},
      check: async () => {
        checks++;
        return 'ok';
      },
    };
    const t = await createTestApp({ mailer: counting });
    try {
      for (let i = 0; i < 30; i++) {
        const res = await t.request('/api/health');
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ mailer: { status: 'ok', kind: 'smtp' } });
      }
      const together = await Promise.all(Array.from({ length: 20 }, () => t.request('/api/health')));
      expect(together.every((res) => res.status === 200)).toBe(true);
      expect(checks).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const deadDb = { execute: async () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const ok: Mailer = { kind: 'dev-mailbox', send: async () => {}, check: async () => 'ok' };
    const res = await healthRoutes(deadDb, ok, 'postgres').request('/');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'error',
      database: { status: 'error', kind: 'postgres' },
      mailer: { status: 'ok', kind: 'dev-mailbox' },
    });
  });
});
