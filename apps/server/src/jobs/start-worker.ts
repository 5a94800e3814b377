import type { Database } from '@lectern/db';
import type { Env } from '../config/env';
import { allowancePort } from '../renders/allowance-port';
import { createNodeRenderPorts } from '../renders/node-render-ports';
import type { Services } from '../services';
import type { JobQueue } from './job-queue';
import { startRenderWorker } from './render-worker-loop';

/** Starts rendering in this process: loaded only where renders run (the canvas and ffmpeg stay out of API-only processes). */
export async function startWorker(env: Env, database: Database, services: Services & { queue: JobQueue }) {
  if (!services.speech) throw new Error('the render worker needs a speech provider');
  const ports = createNodeRenderPorts(services.speech);
  return startRenderWorker(services.queue.boss, { db: database.db, storage: services.storage, ports, allowance: allowancePort(database.db) }, env.RENDER_CONCURRENCY);
}
