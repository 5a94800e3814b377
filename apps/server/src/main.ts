import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createDb } from '@lectern/db';
import { createApp } from './app';
import { EnvError, loadEnv } from './config/env';
import { createDevMailbox, createSmtpMailer } from './mail/mailer';

async function main() {
  const env = loadEnv();
  const database = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: join(env.dataDir, 'db') });
  const mailer = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createDevMailbox(database.db);
  const { app } = await createApp({ env, database, mailer });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const where = env.DATABASE_URL ? 'PostgreSQL server' : `embedded database in ${join(env.dataDir, 'db')}`;
    console.log(`Lectern is running at ${env.publicUrl} (port ${info.port}, ${where}).`);
    if (mailer.kind === 'dev-mailbox') console.log(`No SMTP_URL set: e-mail goes to ${env.publicUrl}/dev/mailbox and this log.`);
  });

  const stop = async () => {
    server.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  // A configuration error is one clear line, not a stack trace.
  console.error(err instanceof EnvError ? err.message : `Lectern could not start: ${(err as Error).stack ?? err}`);
  process.exit(1);
});
