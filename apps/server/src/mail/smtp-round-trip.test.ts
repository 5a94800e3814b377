import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createSmtpMailer } from './mailer';

/** A real SMTP listener on a free port; every message is parsed the way a mail client would. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The newest mail to `to` whose subject matches, waiting for it to arrive. */
  async function mailTo(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = [...received].reverse().find((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === to && subject.test(m.subject ?? ''));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
  return { port, received, mailTo, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function signInToken(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.request('/api/auth/sign-in/email', { body: { email, password } });
  expect(res.status).toBe(200);
  return (await res.json()).token;
}

const linkOf = (mail: ParsedMail) => {
  const url = mail.text?.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link in "${mail.subject}"`);
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

describe('account e-mail through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  const email = 'mia@example.com';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ mailer: createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Lectern <no-reply@lectern.test>') });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('reports the SMTP mailer as healthy', async () => {
    const health = await (await t.request('/api/health')).json();
    expect(health.mailer).toEqual({ status: 'ok', kind: 'smtp' });
  });

  it('confirms an address from the mailed link without signing in, then signs in', async () => {
    const signUp = await t.request('/api/auth/sign-up/email', {
      body: { name: 'Mia Chen', email, password: 'first-pass', callbackURL: '/email-confirmed' },
    });
    expect(signUp.status).toBe(200);

    const mail = await smtp.mailTo(email, /confirm/i);
    expect(mail.from?.value[0]).toMatchObject({ name: 'Lectern', address: 'no-reply@lectern.test' });
    expect(mail.subject).toBe('Confirm your Lectern account');
    expect(mail.text).toContain('Hi Mia Chen');
    expect(mail.html).toContain('Confirm Email');

    // Not confirmed yet: signing in is refused with the better-auth message the SPA maps.
    const early = await t.request('/api/auth/sign-in/email', { body: { email, password: 'first-pass' } });
    expect(early.status).toBe(403);
    expect((await early.json()).message).toBe('Email not verified');

    const confirm = await t.request(linkOf(mail));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toMatch(/\/email-confirmed$/);
    // Spec 000 §2: confirming an address does not sign the user in.
    expect(confirm.headers.get('set-cookie') ?? '').not.toMatch(/session_token=[^;]+/);

    const signIn = await t.request('/api/auth/sign-in/email', { body: { email, password: 'first-pass' } });
    expect(signIn.status).toBe(200);
    const { token, user } = await signIn.json();
    expect(user).toMatchObject({ email, emailVerified: true });
    expect((await t.request('/api/profile', { token })).status).toBe(200);
  });

  it('resets a forgotten password from the mailed link, exactly once', async () => {
    const before = await signInToken(t, email, 'first-pass');

    const ask = await t.request('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } });
    expect(ask.status).toBe(200);
    const mail = await smtp.mailTo(email, /reset/i);
    expect(mail.subject).toBe('Reset your Lectern password');

    const link = linkOf(mail);
    const open = await t.request(link);
    expect(open.status).toBe(302);
    const target = new URL(open.headers.get('location') ?? '', 'http://localhost:3000');
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.request('/api/auth/reset-password', { body: { token, newPassword: 'second-pass' } });
    expect(reset.status).toBe(200);

    const oldPassword = await t.request('/api/auth/sign-in/email', { body: { email, password: 'first-pass' } });
    expect(oldPassword.status).toBe(401);
    expect(await signInToken(t, email, 'second-pass')).toBeTruthy();
    // Resetting signs out the sessions that existed before.
    expect((await t.request('/api/profile', { token: before })).status).toBe(401);

    // The token and the link are spent.
    const again = await t.request('/api/auth/reset-password', { body: { token, newPassword: 'third-pass' } });
    expect(again.status).toBe(400);
    const reopen = await t.request(link);
    expect(reopen.status).toBe(302);
    expect(reopen.headers.get('location')).toMatch(/error=INVALID_TOKEN/);
    expect((await t.request('/api/auth/sign-in/email', { body: { email, password: 'third-pass' } })).status).toBe(401);
  });
});
