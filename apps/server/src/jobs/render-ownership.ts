import { randomUUID } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import { and, type Db, eq, inArray, or, renders, sql } from '@lectern/db';

/**
 * Liveness of render workers (docs/decisions/109). pg-boss 10 has no heartbeat: a job whose
 * worker died stays "active" until its expireInSeconds (15 min) pass. So the worker running a
 * render writes its id and a heartbeat on the render row, and any worker that sees a heartbeat
 * older than STALE_AFTER_MS re-queues the render; its cached segments make the resume quick.
 * Every time is the database's clock, so processes on different machines agree.
 */
export const HEARTBEAT_INTERVAL_MS = 5_000;
/** Three missed heartbeats: long enough for a busy machine, short enough to resume within 30 s. */
export const STALE_AFTER_MS = 15_000;
/** How often a worker looks for renders whose worker stopped beating. */
export const SWEEP_INTERVAL_MS = 5_000;

/** What the person sees while an interrupted render waits to be picked up again. */
export const RESUMING_STEP = 'Resuming after an interruption…';

/** A render in these states is waiting for, or in the hands of, a worker. */
const UNFINISHED = ['queued', 'running'];

/** The owner's last heartbeat is older than the threshold (by the database's clock). */
const beatBefore = (ms: number) => sql`${renders.heartbeat_at} < now() - make_interval(secs => ${ms / 1000})`;

/**
 * Takes ownership of a render for this worker: only while it is unfinished, and only when nobody
 * owns it or its owner's heartbeat is stale. One conditional UPDATE, so two workers never both win; a second job for a render a
 * live worker runs (a pg-boss retry after expiry, even in the same process) gets false.
 */
export async function claimRender(db: Db, renderId: string, workerId: string, jobId: string | null, staleAfterMs = STALE_AFTER_MS): Promise<boolean> {
  const claimed = await db
    .update(renders)
    .set({ worker_id: workerId, job_id: jobId, heartbeat_at: sql`now()` })
    .where(and(eq(renders.id, renderId), inArray(renders.status, UNFINISHED), or(sql`${renders.worker_id} IS NULL`, beatBefore(staleAfterMs))))
    .returning({ id: renders.id });
  return claimed.length === 1;
}

/** Refreshes the heartbeat; false when another worker has taken the render over meanwhile. */
export async function beat(db: Db, renderId: string, workerId: string): Promise<boolean> {
  const rows = await db
    .update(renders)
    .set({ heartbeat_at: sql`now()` })
    .where(and(eq(renders.id, renderId), eq(renders.worker_id, workerId)))
    .returning({ id: renders.id });
  return rows.length === 1;
}

/** Gives the render up (finished, or failed and left to the queue's retry, which any worker may run). */
export async function releaseRender(db: Db, renderId: string, workerId: string): Promise<void> {
  await db
    .update(renders)
    .set({ worker_id: null, heartbeat_at: null })
    .where(and(eq(renders.id, renderId), eq(renders.worker_id, workerId)));
}

/**
 * The process-id space this process lives in: the kernel's boot id and the PID namespace (Linux
 * /proc). Two processes with the same value see the same pids, so one can ask whether the other
 * still runs. Hostnames are not enough: scaled containers may share one. Null where /proc is
 * missing; then only heartbeats decide.
 */
function readProcessSpace(): string | null {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const namespace = readlinkSync('/proc/self/ns/pid').replace(/\D/g, '');
    return boot && namespace ? `${boot}.${namespace}` : null;
  } catch {
    return null;
  }
}
const PROCESS_SPACE = readProcessSpace();

/** host/pid/process-space/uuid: readable in the database, and lets a restarted process tell its predecessor is gone. */
export function newWorkerId(): string {
  return `${hostname()}/${process.pid}/${PROCESS_SPACE ?? '-'}/${randomUUID()}`;
}

/**
 * True only when the owner certainly no longer runs: it lived in this process's pid space and
 * its process is gone, or it had this very pid (so it was an earlier process). Otherwise (another
 * machine or container, or a pid now used by another process) the heartbeat threshold decides.
 */
export function ownerIsGone(ownerId: string, selfId: string, space = PROCESS_SPACE): boolean {
  const [, pidText, ownerSpace] = ownerId.split('/');
  const pid = Number(pidText);
  if (ownerId === selfId || !space || ownerSpace !== space || !Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    // EPERM: the process exists under another user.
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export interface StaleRender {
  id: string;
  /** The pg-boss job of the dead worker, to cancel so it is not retried 15 minutes later. */
  jobId: string | null;
}

/**
 * Finds renders whose worker is gone and takes them back, in one conditional UPDATE, so among
 * several sweeping workers exactly one re-queues each render. A worker is gone when its heartbeat
 * is older than the threshold, when it ran on this machine in a process that no longer exists,
 * or, with `exclusiveDatabase` (the embedded database, which one process opens), when it is any
 * other worker. The render goes back to "queued" with a step saying it is resuming; its last
 * percentage stays until the new run reports.
 */
export async function takeBackStaleRenders(db: Db, options: { workerId: string; staleAfterMs?: number; exclusiveDatabase?: boolean }): Promise<StaleRender[]> {
  const { workerId, staleAfterMs = STALE_AFTER_MS, exclusiveDatabase = false } = options;
  const claimed = and(sql`${renders.worker_id} IS NOT NULL`, inArray(renders.status, UNFINISHED));
  const owners = await db.selectDistinct({ id: renders.worker_id }).from(renders).where(claimed);
  const gone = owners.map((o) => o.id!).filter((id) => id !== workerId && (exclusiveDatabase || ownerIsGone(id, workerId)));
  const stale = gone.length > 0 ? or(beatBefore(staleAfterMs), inArray(renders.worker_id, gone)) : beatBefore(staleAfterMs);
  return db
    .update(renders)
    .set({ status: 'queued', step: RESUMING_STEP, eta_seconds: null, worker_id: null, heartbeat_at: null, updated_at: sql`now()` })
    .where(and(claimed, stale))
    .returning({ id: renders.id, jobId: renders.job_id });
}
