import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { Database } from '@lectern/db';
import PgBoss from 'pg-boss';
import { z } from 'zod';

export const RENDER_QUEUE = 'render-video';
/** Retries after a render's first attempt fails; the render is final only once they are spent. */
export const RENDER_RETRY_LIMIT = 3;

/** Job payloads are validated at both ends (DESIGN.md: validate every boundary). */
export const renderJobSchema = z.object({ renderId: z.uuid() });
export type RenderJob = z.infer<typeof renderJobSchema>;

export interface JobQueue {
  boss: PgBoss;
  sendRender(job: RenderJob): Promise<string | null>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  /** Seconds an active job may run before it counts as lost and is retried (a crashed worker). */
  expireInSeconds?: number;
  retryDelaySeconds?: number;
  /** How often lost jobs are looked for (pg-boss maintenance); short in tests. */
  maintenanceIntervalSeconds?: number;
}

/**
 * pg-boss on the same database as everything else: a PostgreSQL server directly, or the
 * embedded PGlite exposed on a loopback socket (STACK.md), so one process needs nothing else.
 */
export async function createJobQueue(database: Database, databaseUrl: string | undefined, options: QueueOptions = {}): Promise<JobQueue> {
  let socket: PGLiteSocketServer | undefined;
  let connectionString = databaseUrl ?? database.url;
  if (!connectionString) {
    if (!database.pglite) throw new Error('the job queue needs DATABASE_URL or the embedded database');
    socket = new PGLiteSocketServer({ db: database.pglite, host: '127.0.0.1', port: 0, maxConnections: 4 });
    await socket.start();
    connectionString = `postgres://postgres@${socket.getServerConn()}/postgres`;
  }
  // One connection on PGlite: its socket interleaves statements of concurrent connections.
  const boss = new PgBoss({ connectionString, max: socket ? 1 : 4, schema: 'pgboss', maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60 });
  boss.on('error', (err) => console.error(`job queue: ${err.message}`));
  await boss.start();
  const queue = {
    name: RENDER_QUEUE,
    retryLimit: RENDER_RETRY_LIMIT,
    retryDelay: options.retryDelaySeconds ?? 5,
    expireInSeconds: options.expireInSeconds ?? 15 * 60,
  };
  // Processes started together on a new database all create the queue at once; pg-boss 10's
  // create_queue inserts the queue row and then alters the shared job table, and PostgreSQL ends
  // all but one of those transactions as a deadlock (SQLSTATE 40P01). Trying again finds the
  // queue made by the winner, so every process starts.
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(RENDER_QUEUE, queue);
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt >= 10) throw err;
      await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 200));
    }
  }
  return {
    boss,
    sendRender: (job) => boss.send(RENDER_QUEUE, renderJobSchema.parse(job)),
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await socket?.stop();
    },
  };
}
