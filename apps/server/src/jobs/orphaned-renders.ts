import { type Db, rows, sql } from '@lectern/db';
import { RENDER_QUEUE } from './job-queue';

/** An unfinished render with no owner and no job this long is re-queued (docs/decisions/109). */
export const ORPHAN_AFTER_MS = 30_000;

/**
 * Renders that are queued or running, owned by no worker, and have no pg-boss job that will run
 * them: nothing pending (created, retry) and no job fetched in the last ORPHAN_AFTER_MS (a live
 * worker claims its render as soon as it fetches the job). That happens when a process dies
 * between recording a render and sending its job, between taking a stale render back and
 * re-sending it, or between fetching a job and claiming the render; without this the render
 * would block Generate until its job expired, or for ever. Reads pg-boss's own job table (same
 * database, schema "pgboss", job_state enum ordered created < retry < active < …).
 *
 * Touching updated_at is the lease: among workers sweeping at once one gets each render.
 */
export async function takeOrphanedRenders(db: Db, orphanAfterMs = ORPHAN_AFTER_MS): Promise<string[]> {
  const age = sql`make_interval(secs => ${orphanAfterMs / 1000})`;
  const taken = await rows<{ id: string }>(
    db,
    sql`UPDATE renders r SET updated_at = now()
        WHERE r.status IN ('queued', 'running') AND r.worker_id IS NULL AND r.updated_at < now() - ${age}
          AND NOT EXISTS (
            SELECT 1 FROM pgboss.job j
            WHERE j.name = ${RENDER_QUEUE} AND j.data->>'renderId' = r.id::text
              AND (j.state IN ('created', 'retry') OR (j.state = 'active' AND j.started_on > now() - ${age}))
          )
        RETURNING r.id`,
  );
  return taken.map((r) => r.id);
}
