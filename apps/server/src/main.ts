import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createDb } from '@lectern/db';
import { createApp } from './app';
import { EnvError, loadEnv } from './config/env';
import { createServices } from './create-services';
import { scheduleDocumentSweep } from './documents/document-files';
import { installSafeConsole, safeErrorText } from './http/safe-log';
import { devMailboxLink } from './mail/dev-mailbox-key';
import { createDevMailbox, createSmtpMailer } from './mail/mailer';

/**
 * One process by default: the API, the built SPA and a render worker on an embedded database
 * (DESIGN.md). WORKER=0 serves HTTP only; WORKER_ONLY=1 (npm run worker) only renders.
 */
async function main() {
  // Before anything logs: no line of this process may carry query parameter values.
  installSafeConsole();
  const env = loadEnv();
  const workerOnly = process.env.WORKER_ONLY === '1';
  const database = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: join(env.dataDir, 'db') });
  const mailer = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createDevMailbox(database.db);
  const services = await createServices(env, database);
  const stops: Array<() => Promise<unknown>> = [];

  if (env.WORKER || workerOnly) {
    const { startWorker } = await import('./jobs/start-worker');
    const worker = await startWorker(env, database, services);
    stops.push(worker.stop);
    console.log(`Render worker started (${env.RENDER_CONCURRENCY} at a time).`);
  }

  if (!workerOnly) {
    const { app, mailboxKey } = await createApp({ env, database, mailer, services, trustedOrigins: env.TRUSTED_ORIGINS });
    // Uploads happen on API processes: they remove what an interrupted upload left (decision 101),
    // at start-up and hourly. Started here, not in createApp, so building an app does no I/O of its own.
    const stopSweep = scheduleDocumentSweep({ db: database.db, storage: services.storage });
    stops.push(async () => stopSweep());
    const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
      const where = env.DATABASE_URL ? 'PostgreSQL server' : `embedded database in ${join(env.dataDir, 'db')}`;
      console.log(`Lectern is running at ${env.publicUrl} (port ${info.port}, ${where}).`);
      if (mailer.kind === 'dev-mailbox') {
        // Decision 152: the key in this link is what opens the mailbox; only this log shows it.
        const local = `http://localhost:${info.port}`;
        console.log(
          `No SMTP_URL set: e-mail is printed in this log and kept in the developer mailbox, which opens with this link (keep it private): ${devMailboxLink(local, mailboxKey)}`,
        );
        if (env.publicUrl !== local) console.log(`The same mailbox at the public address: ${devMailboxLink(env.publicUrl, mailboxKey)}`);
        console.log('An administrator, once signed in, opens /dev/mailbox without the key.');
      }
    });
    stops.unshift(() => new Promise((resolve) => server.close(resolve)));
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const s of stops) await s().catch((err) => console.error(`stopping: ${safeErrorText(err)}`));
    await services.queue.stop().catch(() => undefined);
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  // A configuration error is one clear line, not a stack trace.
  console.error(err instanceof EnvError ? err.message : `Lectern could not start: ${safeErrorText(err)}`);
  process.exit(1);
});
