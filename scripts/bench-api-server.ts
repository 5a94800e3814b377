/**
 * The server side of the API load bench (scripts/bench-api.ts), run in its own process so the
 * load generator does not share its event loop: the real app (createApp) on a fresh database,
 * one confirmed user with 20 projects and one shared video, listening on a free loopback port.
 * Tells its parent `{ port, token, projectId, slug }` once ready, and stops when the parent disconnects.
 * With BENCH_API_PROCESSES=N (PostgreSQL only), N API processes share the port through
 * node:cluster, as N API processes share one database in a scaled set-up (docs/DEPLOY.md); this
 * process then only prepares the data and hands out connections.
 */
import cluster from 'node:cluster';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createOfflineTextGenerator } from '@lectern/ai';
import { createDb, type Database, videos } from '@lectern/db';
import { createApp } from '../apps/server/src/app';
import { documentExtractor } from '../apps/server/src/documents/document-extractor';
import { combinedImageSearch, generatedImageSearch } from '../apps/server/src/images/image-search';
import { createSmtpMailer, type Mailer, type MailMessage } from '../apps/server/src/mail/mailer';
import { createLocalStorage } from '../apps/server/src/storage/file-storage';

const PROJECTS = 20;
const PASSWORD = 'bench-password-123';
const PUBLIC_URL = 'http://127.0.0.1';

/** The real app on this database, as the server entry point builds it. */
async function benchApp(database: Database, work: string, sent: MailMessage[]) {
  // Sign-up mail is kept here for the confirmation link; the health probe checks the SMTP server
  // the bench started, as a production mailer would.
  const smtp = process.env.BENCH_SMTP_URL ? createSmtpMailer(process.env.BENCH_SMTP_URL, 'bench@lectern.test') : null;
  const mailer: Mailer = {
    kind: 'smtp',
    send: async (m) => {
      sent.push(m);
    },
    check: () => (smtp ? smtp.check() : Promise.resolve('ok')),
  };
  const { app } = await createApp({
    env: { publicUrl: PUBLIC_URL, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-42', ADMIN_EMAILS: [], RATE_LIMIT: false, TRUST_PROXY: false },
    database,
    mailer,
    services: {
      storage: createLocalStorage(join(work, 'files')),
      queue: { sendRender: async ({ renderId }) => renderId },
      extractDocument: documentExtractor,
      textGenerator: createOfflineTextGenerator(),
      imageSearch: combinedImageSearch({ primary: generatedImageSearch((k) => `generated:${encodeURIComponent(k)}`) }),
    },
    // The web bench (bench-web.ts) serves a build of its own; the API bench needs none.
    webDist: process.env.BENCH_WEB_DIST || join(work, 'no-web-build'),
  });
  return app;
}

/** A cluster worker: one more API process on the prepared database, listening on the shared port. */
async function apiProcess() {
  const work = process.env.BENCH_WORK_DIR!;
  const database = await createDb({ databaseUrl: process.env.BENCH_POSTGRES_URL!, migrate: false });
  const app = await benchApp(database, work, []);
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'lectern-bench-api-'));
  await mkdir(join(work, 'no-web-build'));
  const postgresUrl = process.env.BENCH_POSTGRES_URL;
  const database: Database = postgresUrl ? await createDb({ databaseUrl: postgresUrl }) : await createDb({ dataDir: join(work, 'db') });
  const sent: MailMessage[] = [];
  const app = await benchApp(database, work, sent);
  const publicUrl = PUBLIC_URL;

  const call = async (path: string, init: { body?: unknown; token?: string } = {}) => {
    const res = await app.request(path, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        Origin: publicUrl,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (res.status >= 400) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  const email = 'bench@example.com';
  await call('/api/auth/sign-up/email', { body: { email, password: PASSWORD, name: 'Bench User', callbackURL: '/email-confirmed' } });
  const link = new URL(sent.find((m) => m.to === email)?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  await call(link.pathname + link.search);
  const { token } = (await (await call('/api/auth/sign-in/email', { body: { email, password: PASSWORD } })).json()) as { token: string };
  let projectId = '';
  for (let i = 1; i <= PROJECTS; i++) {
    const res = await call('/api/projects', { token, body: { name: `Customer data handling, part ${i}`, purpose: 'Compliance Training' } });
    projectId = ((await res.json()) as { project: { id: string } }).project.id;
  }

  // One shared video, for the web bench's share page: a stored file and a share link.
  const storage = createLocalStorage(join(work, 'files'));
  const userId = ((await (await call('/api/auth/get-session', { token })).json()) as { user: { id: string } }).user.id;
  const [video] = await database.db
    .insert(videos)
    .values({
      project_id: projectId,
      user_id: userId,
      filename: 'bench.webm',
      storage_key: `videos/${projectId}.webm`,
      format: 'webm',
      duration: '60',
      file_size: 4096,
    })
    .returning();
  await storage.put(`videos/${projectId}.webm`, new Uint8Array(4096));
  const shared = await call('/api/videos/share', { token, body: { videoId: video!.id, title: 'Handling customer data' } });
  const { slug } = (await shared.json()) as { slug: string };

  const processes = postgresUrl ? Math.max(1, Number(process.env.BENCH_API_PROCESSES ?? 1)) : 1;
  if (processes > 1) {
    // listen(0) in cluster workers gives them all the same port; ready once every one listens.
    const workers = Array.from({ length: processes }, () => cluster.fork({ BENCH_WORK_DIR: work }));
    const ports = await Promise.all(
      workers.map(
        (worker) =>
          new Promise<number>((resolve, reject) => {
            worker.once('listening', (address) => resolve(address.port));
            worker.once('exit', (code) => reject(new Error(`an API process stopped before it listened (exit ${code})`)));
          }),
      ),
    );
    process.send?.({ port: ports[0], token, projectId, slug });
    process.once('disconnect', async () => {
      for (const worker of workers) worker.process.kill();
      await rm(work, { recursive: true, force: true });
      process.exit(0);
    });
    return;
  }

  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
    process.send?.({ port: info.port, token, projectId, slug });
  });

  // The load is over when the parent lets go: drop the connections and end the process (the
  // parent drops a PostgreSQL bench database itself). The database is not closed first, so a
  // request still in flight cannot log a closed-pool error.
  process.once('disconnect', async () => {
    server.close();
    if ('closeAllConnections' in server) server.closeAllConnections();
    await rm(work, { recursive: true, force: true });
    process.exit(0);
  });
}

(cluster.isPrimary ? main() : apiProcess()).catch((err) => {
  console.error(err);
  process.exit(1);
});
