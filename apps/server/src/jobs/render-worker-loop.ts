import type PgBoss from 'pg-boss';
import { markRenderFailed, processRender, type RenderWorkerDeps } from '../renders/render-worker';
import { RENDER_QUEUE, renderJobSchema } from './job-queue';
import { ORPHAN_AFTER_MS, takeOrphanedRenders } from './orphaned-renders';
import {
  beat,
  claimRender,
  HEARTBEAT_INTERVAL_MS,
  newWorkerId,
  releaseRender,
  STALE_AFTER_MS,
  SWEEP_INTERVAL_MS,
  takeBackStaleRenders,
} from './render-ownership';
import { removeRenderLeftovers } from './temp-leftovers';

export interface RenderWorkerOptions {
  /** Render jobs this process runs at once. */
  concurrency?: number;
  /** This process alone uses the database (the embedded one): renders owned by any other worker are from a previous boot. */
  exclusiveDatabase?: boolean;
  heartbeatMs?: number;
  staleAfterMs?: number;
  sweepMs?: number;
  orphanAfterMs?: number;
}

/**
 * Takes render jobs from the queue. Each render is claimed on its row and kept alive by a
 * heartbeat (docs/decisions/109); renders whose worker stopped beating are re-queued by whichever
 * worker sweeps first, at start-up and every few seconds. A thrown error lets pg-boss retry the
 * job; once its retries are spent the render is marked failed so the person sees why.
 */
export async function startRenderWorker(boss: PgBoss, deps: RenderWorkerDeps, options: RenderWorkerOptions = {}) {
  const {
    concurrency = 1,
    heartbeatMs = HEARTBEAT_INTERVAL_MS,
    staleAfterMs = STALE_AFTER_MS,
    sweepMs = SWEEP_INTERVAL_MS,
    orphanAfterMs = ORPHAN_AFTER_MS,
  } = options;
  const log = deps.log ?? console.log;
  const workerId = newWorkerId();

  const sweep = async () => {
    const taken = await takeBackStaleRenders(deps.db, { workerId, staleAfterMs, exclusiveDatabase: options.exclusiveDatabase });
    for (const render of taken) {
      // Send before cancelling: if this process dies in between, the dead job still expires and retries.
      await boss.send(RENDER_QUEUE, renderJobSchema.parse({ renderId: render.id }));
      if (render.jobId) await boss.cancel(RENDER_QUEUE, render.jobId).catch(() => undefined);
      log(`render ${render.id}: its worker stopped responding; resuming it`);
    }
    for (const renderId of await takeOrphanedRenders(deps.db, orphanAfterMs)) {
      await boss.send(RENDER_QUEUE, renderJobSchema.parse({ renderId }));
      log(`render ${renderId}: it had no job; queued it again`);
    }
  };
  // Before taking jobs, so a render interrupted by this process's own crash resumes first.
  await sweep();
  let sweeping = false;
  const sweeper = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweep()
      .catch((err) => log(`looking for interrupted renders failed: ${(err as Error).message}`))
      .finally(() => {
        sweeping = false;
      });
  }, sweepMs);
  sweeper.unref();

  const ids: string[] = [];
  for (let i = 0; i < concurrency; i++) {
    ids.push(
      await boss.work<{ renderId: string }>(RENDER_QUEUE, { pollingIntervalSeconds: 1, includeMetadata: true }, async ([job]) => {
        if (!job) return;
        const { renderId } = renderJobSchema.parse(job.data);
        // A live worker already runs it (a duplicate job), or it is finished: nothing to do.
        if (!(await claimRender(deps.db, renderId, workerId, job.id, staleAfterMs))) return;
        const lost = new AbortController();
        const heartbeat = setInterval(async () => {
          try {
            // Taken over after missed heartbeats (a stalled process): stop, the new owner finishes it.
            if (!(await beat(deps.db, renderId, workerId))) lost.abort(new Error('another worker took the render over'));
          } catch (err) {
            log(`render ${renderId}: heartbeat failed: ${(err as Error).message}`);
          }
        }, heartbeatMs);
        try {
          // Earlier attempts on this machine died (or lost the render and stop): their scratch goes.
          await removeRenderLeftovers(renderId).catch((err) => log(`render ${renderId}: could not remove earlier scratch: ${err.message}`));
          await processRender(deps, renderId, lost.signal);
        } catch (err) {
          // Taken over meanwhile: the new owner carries on, so this run's error is not the render's.
          if (lost.signal.aborted || !(await beat(deps.db, renderId, workerId).catch(() => true))) {
            log(`render ${renderId}: stopped after another worker took it over (${(err as Error).message})`);
            return;
          }
          const meta = job as unknown as { retryCount?: number; retryLimit?: number };
          if ((meta.retryCount ?? 0) >= (meta.retryLimit ?? 0)) await markRenderFailed(deps.db, renderId, (err as Error).message);
          throw err;
        } finally {
          clearInterval(heartbeat);
          // The queue's retry may run on any worker.
          await releaseRender(deps.db, renderId, workerId).catch(() => undefined);
        }
      }),
    );
  }
  return {
    workerId,
    async stop() {
      clearInterval(sweeper);
      await Promise.all(ids.map((id) => boss.offWork({ id })));
    },
  };
}
