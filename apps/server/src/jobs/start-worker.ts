import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Database } from '@lectern/db';
import { ffmpegPath, ffprobePath } from '@lectern/media';
import type { Env } from '../config/env';
import { allowancePort } from '../renders/allowance-port';
import { createNodeRenderPorts } from '../renders/node-render-ports';
import type { Services } from '../services';
import type { JobQueue } from './job-queue';
import { startRenderWorker } from './render-worker-loop';

/** Starts rendering in this process: loaded only where renders run (the canvas and ffmpeg stay out of API-only processes). */
export async function startWorker(env: Env, database: Database, services: Services & { queue: JobQueue }) {
  if (!services.speech) throw new Error('the render worker needs a speech provider');
  for (const tool of [ffmpegPath(), ffprobePath()]) {
    // Say it at start-up rather than at the first render.
    if (spawnSync(tool, ['-version'], { stdio: 'ignore' }).error) console.warn(`Warning: ${tool} was not found; videos cannot be rendered until ffmpeg is installed (apt-get install ffmpeg).`);
  }
  const ports = createNodeRenderPorts(services.speech, { segmentsDir: join(env.dataDir, 'cache', 'segments') });
  return startRenderWorker(services.queue.boss, { db: database.db, storage: services.storage, ports, allowance: allowancePort(database.db) }, env.RENDER_CONCURRENCY);
}
