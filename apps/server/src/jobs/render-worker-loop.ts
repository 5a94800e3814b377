import type PgBoss from 'pg-boss';
import { markRenderFailed, processRender, type RenderWorkerDeps } from '../renders/render-worker';
import { RENDER_QUEUE, renderJobSchema } from './job-queue';

/**
 * Takes render jobs from the queue. A thrown error lets pg-boss retry the job; once its retries
 * are spent the render is marked failed so the person sees why.
 */
export async function startRenderWorker(boss: PgBoss, deps: RenderWorkerDeps, concurrency = 1) {
  const ids: string[] = [];
  for (let i = 0; i < concurrency; i++) {
    ids.push(
      await boss.work<{ renderId: string }>(RENDER_QUEUE, { pollingIntervalSeconds: 1, includeMetadata: true }, async ([job]) => {
        if (!job) return;
        const { renderId } = renderJobSchema.parse(job.data);
        try {
          await processRender(deps, renderId);
        } catch (err) {
          const meta = job as unknown as { retryCount?: number; retryLimit?: number };
          if ((meta.retryCount ?? 0) >= (meta.retryLimit ?? 0)) await markRenderFailed(deps.db, renderId, (err as Error).message);
          throw err;
        }
      }),
    );
  }
  return { stop: () => Promise.all(ids.map((id) => boss.offWork(id))) };
}
