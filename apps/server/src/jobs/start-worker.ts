import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Database } from '@lectern/db';
import { ffmpegPath, ffprobePath } from '@lectern/media';
import { createAvatarProvider } from '../avatars/azure/create-avatar-provider';
import { SEGMENT_CACHE_FOLDER, SPEECH_CACHE_FOLDER } from '../cache/storage-cache-store';
import type { Env } from '../config/env';
import { allowancePort } from '../renders/allowance-port';
import { createNodePresenterPorts } from '../renders/node-presenter-ports';
import { createNodeRenderPorts } from '../renders/node-render-ports';
import type { Services } from '../services';
import type { JobQueue } from './job-queue';
import { pruneCache } from './prune-cache';
import { pruneStorageCache } from './prune-storage-cache';
import { startRenderWorker } from './render-worker-loop';
import { pruneTempLeftovers, TEMP_LEFTOVER_AGE_MS } from './temp-leftovers';

/** Starts rendering in this process: loaded only where renders run (the canvas and ffmpeg stay out of API-only processes). */
export async function startWorker(env: Env, database: Database, services: Services & { queue: JobQueue }) {
  if (!services.speech) throw new Error('the render worker needs a speech provider');
  for (const tool of [ffmpegPath(), ffprobePath()]) {
    // Say it at start-up rather than at the first render.
    if (spawnSync(tool, ['-version'], { stdio: 'ignore' }).error)
      console.warn(`Warning: ${tool} was not found; videos cannot be rendered until ffmpeg is installed (apt-get install ffmpeg).`);
  }
  const segmentsDir = join(env.dataDir, 'cache', 'segments');
  // With a bucket, encoded slides are shared by every worker; segmentsDir keeps local copies for ffmpeg.
  const shared = env.STORAGE_URL ? services.storage : undefined;
  const ports = createNodeRenderPorts(services.speech, { segmentsDir, sharedStorage: shared });
  // Videos with a presenter: drawn offline, or made by Azure with AVATAR_PROVIDER=azure (decision 137).
  const presenter = createNodePresenterPorts(services.speech, ports);
  const avatarClips = createAvatarProvider(env) ?? undefined;
  // Caches grow with every edit: prune what has not been used for a month, now and once a day.
  // In a bucket, last use is read from each entry's meta (decision 131); every worker may prune, deletes are idempotent.
  const prune = async () => {
    await pruneCache([segmentsDir, join(env.dataDir, 'cache', 'speech')]).catch((err) => console.warn(`cache pruning failed: ${err.message}`));
    if (shared)
      await pruneStorageCache(shared, [SEGMENT_CACHE_FOLDER, SPEECH_CACHE_FOLDER]).catch((err) => console.warn(`bucket cache pruning failed: ${err.message}`));
  };
  void prune();
  setInterval(prune, 24 * 60 * 60 * 1000).unref();
  // Scratch in the temp directory of processes killed mid-render (decision 109): now and every hour.
  const pruneTemp = () => pruneTempLeftovers().catch((err) => console.warn(`temp pruning failed: ${err.message}`));
  void pruneTemp();
  setInterval(pruneTemp, TEMP_LEFTOVER_AGE_MS).unref();
  return startRenderWorker(
    services.queue.boss,
    { db: database.db, storage: services.storage, ports, presenter, avatarClips, allowance: allowancePort(database.db) },
    // The embedded database is opened by one process only: whatever ran before this start is gone.
    { concurrency: env.RENDER_CONCURRENCY, exclusiveDatabase: database.kind === 'pglite' },
  );
}
