import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOfflineTextGenerator } from '@lectern/ai';
import { createTestDatabase, type Database } from '@lectern/db';
import { createApp } from '../app';
import { documentExtractor } from '../documents/document-extractor';
import { combinedImageSearch, generatedImageSearch } from '../images/image-search';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { Services } from '../services';
import { createLocalStorage } from '../storage/file-storage';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A mailer that keeps what it would send, for tests that follow links from mail. */
export function captureMailer(): Mailer & { sent: MailMessage[]; lastTo(email: string): MailMessage | undefined } {
  const sent: MailMessage[] = [];
  return {
    kind: 'smtp',
    sent,
    async send(m) {
      sent.push(m);
    },
    async check() {
      return 'ok';
    },
    lastTo: (email) => [...sent].reverse().find((m) => m.to === email),
  };
}

export function linkIn(message: MailMessage | undefined): string {
  const url = message?.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link in mail: ${message?.subject}`);
  return url;
}

export interface TestApp {
  app: Awaited<ReturnType<typeof createApp>>['app'];
  database: Database;
  mailer: ReturnType<typeof captureMailer>;
  /** app.request with JSON, the Origin header better-auth wants, and an optional bearer token. */
  request(path: string, init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> }): Promise<Response>;
  /** Signs up, confirms from the mail, signs in; returns the bearer token. */
  signUp(email: string, password?: string, name?: string): Promise<{ token: string; userId: string }>;
  services: Services;
  /** Render ids the app queued (the test drives the worker itself). */
  queued: string[];
  /** What opens the developer mailbox when the app has one (decision 152). */
  mailboxKey: string;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { adminEmails?: string[]; rateLimit?: boolean; trustProxy?: boolean; mailer?: Mailer; services?: Partial<Services> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const mailer = captureMailer();
  const filesDir = mkdtempSync(join(tmpdir(), 'lectern-test-files-'));
  const queued: string[] = [];
  const services: Services = {
    storage: createLocalStorage(filesDir),
    queue: {
      sendRender: async ({ renderId }) => {
        queued.push(renderId);
        return renderId;
      },
    },
    extractDocument: documentExtractor,
    textGenerator: createOfflineTextGenerator(),
    imageSearch: combinedImageSearch({ primary: generatedImageSearch((k) => `generated:${encodeURIComponent(k)}`) }),
    ...options.services,
  };
  const { app, mailboxKey } = await createApp({
    services,
    env: {
      publicUrl: TEST_ORIGIN,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
      ADMIN_EMAILS: options.adminEmails ?? [],
      RATE_LIMIT: options.rateLimit ?? false,
      ALLOW_PRIVATE_URLS: true,
      TRUST_PROXY: options.trustProxy ?? true,
    },
    database,
    mailer: options.mailer ?? mailer,
    webDist: '/nonexistent',
  });

  const request: TestApp['request'] = async (path, init = {}) =>
    app.request(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        Origin: TEST_ORIGIN,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  const signUp: TestApp['signUp'] = async (email, password = 'secret123', name = 'Test User') => {
    const res = await request('/api/auth/sign-up/email', { body: { email, password, name, callbackURL: '/email-confirmed' } });
    if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const link = new URL(linkIn(mailer.lastTo(email)));
    const verify = await request(link.pathname + link.search);
    if (verify.status >= 400) throw new Error(`verify failed: ${verify.status}`);
    const signIn = await request('/api/auth/sign-in/email', { body: { email, password } });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const body = (await signIn.json()) as { token: string; user: { id: string } };
    return { token: body.token, userId: body.user.id };
  };

  return {
    app,
    database,
    mailer,
    request,
    signUp,
    services,
    queued,
    mailboxKey,
    async close() {
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
