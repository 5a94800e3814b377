import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const MAIN = join(ROOT, 'apps', 'server', 'src', 'main.ts');

/** The developer mailbox's key these servers are started with (DEV_MAILBOX_KEY, decision 152); requests send it as X-Mailbox-Key. */
export const SERVER_MAILBOX_KEY = 'server-process-mailbox-key';

export interface ServerProcessOptions {
  /** DATA_DIR of the installation; kept across restarts (the embedded database lives in it). */
  dataDir: string;
  /** DATABASE_URL of a PostgreSQL database; without it the server uses the embedded database in dataDir. */
  databaseUrl?: string;
  /** A fixed port; by default a free one is chosen once and reused by every restart. */
  port?: number;
  /** More environment for the server (e.g. WORKER: '0'); an empty string unsets a variable. */
  env?: Record<string, string>;
  /** How long a start may take before it counts as failed (tsx compiles on start; machines are slow). */
  startTimeoutMs?: number;
}

export interface RequestInit {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/**
 * The real server (`node --import tsx apps/server/src/main.ts`) in a child process, for tests that
 * kill it like a crash would and start it again on the same data. Mail goes to the developer
 * mailbox (no SMTP_URL), which signUp reads.
 */
export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  /** The current child's process id (undefined while stopped). */
  readonly pid: number | undefined;
  /** Starts the server (again) and resolves once /api/health answers 200. */
  start(): Promise<void>;
  /** SIGKILL, as a crash or an out-of-memory kill would: nothing is cleaned up. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** kill() then start(). */
  restart(): Promise<void>;
  /** SIGTERM (graceful shutdown) and wait for the exit; SIGKILL after a grace period. */
  stop(): Promise<void>;
  /** Everything the server wrote to stdout and stderr, across restarts (for failure messages). */
  output(): string;
  /** fetch against the server with JSON, the Origin header the auth layer wants, and an optional bearer token. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Signs up, confirms through the developer mailbox, signs in; returns the bearer token and user id. */
  signUp(email: string, password?: string, name?: string): Promise<{ token: string; userId: string }>;
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Creates the handle and starts the server; call stop() (or kill()) when done. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const startTimeoutMs = options.startTimeoutMs ?? 120_000;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let log = '';

  const env = (): NodeJS.ProcessEnv => {
    const base: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SMTP_URL: '',
      ADMIN_EMAILS: '',
      RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      DEV_MAILBOX_KEY: SERVER_MAILBOX_KEY,
      // The test runner's variables must not leak into the server (e.g. a test database URL).
      TEST_DATABASE_URL: undefined,
      VITEST: undefined,
      ...options.env,
    };
    // The server treats an empty variable as unset; dropping it keeps the environment readable.
    return Object.fromEntries(Object.entries(base).filter(([, v]) => v !== undefined && v !== ''));
  };

  const waitForExit = () => exited;

  const handle: ServerProcess = {
    url,
    port,
    get pid() {
      return child?.pid;
    },
    async start() {
      if (child) throw new Error('the server is already running');
      const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: ROOT, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
      child = proc;
      let gone = false;
      exited = new Promise((resolve) => {
        proc.once('exit', (code, signal) => {
          gone = true;
          log += `\n[server exited: ${signal ?? code}]\n`;
          if (child === proc) child = undefined;
          resolve();
        });
      });
      proc.stdout?.on('data', (d) => (log += d));
      proc.stderr?.on('data', (d) => (log += d));
      const deadline = Date.now() + startTimeoutMs;
      while (Date.now() < deadline) {
        if (gone) throw new Error(`the server exited while starting:\n${log.slice(-4000)}`);
        try {
          const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
          if (res.status === 200) return;
        } catch {
          // Not listening yet.
        }
        await sleep(200);
      }
      proc.kill('SIGKILL');
      await waitForExit();
      throw new Error(`the server did not answer /api/health within ${startTimeoutMs} ms:\n${log.slice(-4000)}`);
    },
    async kill() {
      if (!child) return;
      child.kill('SIGKILL');
      await waitForExit();
    },
    async restart() {
      await handle.kill();
      await handle.start();
    },
    async stop() {
      if (!child) return;
      const proc = child;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 20_000);
      await waitForExit();
      clearTimeout(timer);
    },
    output: () => log,
    request(path, init = {}) {
      return fetch(`${url}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          Origin: url,
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    },
    async signUp(email, password = 'secret123', name = 'Test User') {
      const res = await handle.request('/api/auth/sign-up/email', { body: { email, password, name, callbackURL: '/email-confirmed' } });
      if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      let link: URL | undefined;
      for (let i = 0; i < 50 && !link; i++) {
        const box = (await (await handle.request('/api/dev/mailbox', { headers: { 'X-Mailbox-Key': SERVER_MAILBOX_KEY } })).json()) as {
          messages: { to_address: string; subject: string; text_body: string }[];
        };
        const found = box.messages.find((m) => m.to_address === email && /confirm/i.test(m.subject))?.text_body.match(/https?:\/\/\S+/)?.[0];
        if (found) link = new URL(found);
        else await sleep(200);
      }
      if (!link) throw new Error(`no confirmation mail to ${email}`);
      const verify = await fetch(`${url}${link.pathname}${link.search}`, { redirect: 'manual' });
      if (verify.status >= 400) throw new Error(`confirmation failed: ${verify.status}`);
      const signIn = await handle.request('/api/auth/sign-in/email', { body: { email, password } });
      if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
      const body = (await signIn.json()) as { token: string; user: { id: string } };
      return { token: body.token, userId: body.user.id };
    },
  };
  await handle.start();
  return handle;
}
