/**
 * Pieces of a Lectern installation made of several processes on loopback, shared by the scale
 * drill (scale-drill.ts) and the render throughput bench (bench-renders.ts): worker processes,
 * people signed up through the API, two-slide projects, and a render's progress stream.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_MAILBOX_KEY, type ServerProcess } from '../apps/server/src/test/server-process';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = join(ROOT, 'apps', 'server', 'src', 'main.ts');
export const PASSWORD = 'drill-password-1';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A broken expectation: reported as its message alone, without a stack. */
export class DrillFailure extends Error {}
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new DrillFailure(message);
}

/** The environment of a child process: the variables given, with empty ones left out (the server reads them as unset). */
export function childEnv(vars: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined && v !== ''));
}

const LINES = [
  'Every visitor signs in at the front desk and wears a badge while in the building.',
  'Badges are returned on the way out, so the desk knows who is still inside.',
  'Visitors are met at the desk by the person they came to see.',
  'Nobody is left alone in the offices without their host.',
  'Deliveries are signed for at the desk and never taken upstairs by couriers.',
  'In an alarm, hosts bring their visitors to the assembly point.',
];

/** Narrated slides sharing one minute (2 by default, up to 6); `tag` ends each script so no render reuses another's encoded slides. */
export const slidesFor = (tag: string, count = 2) =>
  LINES.slice(0, count).map((script, i) => ({
    id: `slide-${i + 1}`,
    title: `Visitors ${i + 1}`,
    description: '',
    script: `${script} Reference ${tag}.`,
    duration: Math.round(60 / count),
    order: i + 1,
    keyPoints: [],
    templateId: 'title-slide',
    visualCues: [],
    avatarVisible: false,
    imageKeyword: '',
  }));

/** A worker process (`npm run worker`, WORKER_ONLY=1): no HTTP, ready once it says its worker started. */
export function workerProcess(name: string, env: NodeJS.ProcessEnv) {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let log = '';
  return {
    name,
    get pid() {
      return child?.pid;
    },
    output: () => log,
    async start() {
      const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: ROOT, env: { ...env, WORKER_ONLY: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
      child = proc;
      let ready = false;
      let gone = false;
      exited = new Promise((resolve) =>
        proc.once('exit', (code, signal) => {
          gone = true;
          log += `\n[${name} exited: ${signal ?? code}]\n`;
          if (child === proc) child = undefined;
          resolve();
        }),
      );
      proc.stdout?.on('data', (d) => {
        log += d;
        if (/Render worker started/.test(String(d))) ready = true;
      });
      proc.stderr?.on('data', (d) => (log += d));
      const deadline = Date.now() + 120_000;
      while (!ready && !gone && Date.now() < deadline) await sleep(100);
      check(ready, `${name} did not start:\n${log.slice(-3000)}`);
    },
    /** SIGKILL, as a crash or an out-of-memory kill would; resolves once the process is gone. */
    async kill() {
      child?.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!child) return;
      const proc = child;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
export type WorkerProcess = ReturnType<typeof workerProcess>;

export interface Call {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** A request to one API process carrying the installation's public origin, as through the reverse proxy. */
export const callWith =
  (publicUrl: string) =>
  (api: ServerProcess, path: string, init: Call = {}) =>
    api.request(path, { ...init, headers: { Origin: publicUrl, ...init.headers } });

/** The JSON body of a successful answer; anything else fails with the status and the start of the body. */
export async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  check(res.ok, `${what}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/**
 * Signs up on `home`, confirms with the link from the developer mailbox read through `other`
 * (mail is kept in the shared database), signs in on `home`; returns the bearer token and user id.
 */
export async function signUpAcross(publicUrl: string, home: ServerProcess, other: ServerProcess, email: string, name: string) {
  const call = callWith(publicUrl);
  await json(await call(home, '/api/auth/sign-up/email', { body: { email, password: PASSWORD, name, callbackURL: '/email-confirmed' } }), `sign-up ${email}`);
  let link: URL | undefined;
  for (let t = 0; t < 100 && !link; t++) {
    const box = await json<{ messages: { to_address: string; subject: string; text_body: string }[] }>(
      await call(other, '/api/dev/mailbox', { headers: { 'X-Mailbox-Key': SERVER_MAILBOX_KEY } }),
      'mailbox',
    );
    const found = box.messages.find((m) => m.to_address === email && /confirm/i.test(m.subject))?.text_body.match(/https?:\/\/\S+/)?.[0];
    if (found) link = new URL(found);
    else await sleep(200);
  }
  check(link, `no confirmation mail to ${email}`);
  const verify = await fetch(`${other.url}${link.pathname}${link.search}`, { redirect: 'manual' });
  check(verify.status < 400, `confirming ${email}: HTTP ${verify.status}`);
  const signedIn = await json<{ token: string; user: { id: string } }>(
    await call(home, '/api/auth/sign-in/email', { body: { email, password: PASSWORD } }),
    `sign-in ${email}`,
  );
  return { token: signedIn.token, userId: signedIn.user.id };
}

/** Makes a one-minute project of `slides` slides and asks for its video; returns the project and render ids. */
export async function requestRender(publicUrl: string, api: ServerProcess, token: string, tag: string, patchVia: ServerProcess = api, slides = 2) {
  const call = callWith(publicUrl);
  const { project } = await json<{ project: { id: string } }>(
    await call(api, '/api/projects', { token, body: { name: `Visitors ${tag}`, purpose: 'Onboarding' } }),
    `project ${tag}`,
  );
  await json(
    await call(patchVia, `/api/projects/${project.id}`, { method: 'PATCH', token, body: { progress_data: { duration: 1, slides: slidesFor(tag, slides) } } }),
    `slides of ${tag}`,
  );
  const accepted = await json<{ id: string }>(await call(api, `/api/projects/${project.id}/renders`, { token, body: { format: 'webm' } }), `render ${tag}`);
  return { projectId: project.id, renderId: accepted.id };
}

export interface RenderState {
  status: string;
  percent: number;
  videoId: string | null;
}

/** Follows a render's server-sent events (GET /api/renders/:id/events) until it ends; returns its last state. */
export async function followRender(api: ServerProcess, publicUrl: string, token: string, renderId: string, signal?: AbortSignal): Promise<RenderState> {
  const res = await fetch(`${api.url}/api/renders/${renderId}/events`, { headers: { Origin: publicUrl, Authorization: `Bearer ${token}` }, signal });
  check(res.ok && res.body, `events of render ${renderId}: HTTP ${res.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  let last: RenderState | undefined;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trim())
        .join('\n');
      buffer = buffer.slice(end + 2);
      if (data) last = JSON.parse(data) as RenderState;
      end = buffer.indexOf('\n\n');
    }
  }
  check(last, `events of render ${renderId}: the stream ended without an event`);
  return last;
}
