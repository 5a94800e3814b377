import { AVATAR_PROGRESS_STEPS, chosenVideoSeconds, type Project, requiredMinutes, usageVideoType, type VideoType } from '@lectern/core';
import { and, type Db, desc, eq, inArray, renders, sql, videos } from '@lectern/db';
import { notFound, validationError } from '../http/errors';
import { isUuid } from '../http/ids';
import { type JobQueue, RENDER_RETRY_LIMIT } from '../jobs/job-queue';
import { getProject } from '../projects/project-use-cases';
import { avatarMinutes, chosenAvatar } from './avatar-render-settings';
import { checkNarrationFits } from './narration-estimate';
import { contentKey, readRenderSettings } from './render-settings';

/** Runs SQL inside the caller's transaction. */
export type Tx = Pick<Db, 'execute'>;

/**
 * The render pipeline's view of the allowance (decision 107). Every method runs inside the
 * caller's transaction, after `lock`, so a render's state and its minutes change together.
 */
export interface AllowancePort {
  /** Locks the user's allowance until the transaction ends. */
  lock(tx: Tx, userId: string): Promise<void>;
  /** Holds the render's minutes, or throws the spec's "Insufficient … allowance. You need X minutes but only have Y minutes remaining." (409). */
  hold(tx: Tx, userId: string, renderId: string, minutes: number, type: VideoType): Promise<void>;
  /** Turns the render's hold into its charge; charging a render twice charges once. */
  charge(tx: Tx, userId: string, minutes: number, type: VideoType, ref: { projectId: string; videoId: string; renderId: string }): Promise<unknown>;
  /** Frees the render's hold without a charge. */
  release(tx: Tx, renderId: string): Promise<boolean>;
}

const ACTIVE = ['queued', 'running'];

type Row = typeof renders.$inferSelect;

/** Attempts a render gets: the first and the queue's retries. */
export const RENDER_MAX_ATTEMPTS = RENDER_RETRY_LIMIT + 1;

/**
 * The render as the API reports it. `attempt`, `maxAttempts` and `retrying` were added later
 * (decision 127): an attempt that failed while the queue will run it again leaves the render
 * running with the attempt's error; it is not final until the queue gives up (markRenderFailed).
 */
export const toRender = (r: Row) => ({
  id: r.id,
  projectId: r.project_id,
  status: r.status,
  format: r.format,
  step: r.step,
  percent: r.percent,
  etaSeconds: r.eta_seconds,
  error: r.error,
  videoId: r.video_id,
  minutes: r.minutes,
  /** Decision 145: the other format of a video with the same content, charged no minutes. */
  free: r.minutes === 0,
  createdAt: r.created_at.toISOString(),
  startedAt: r.started_at?.toISOString() ?? null,
  finishedAt: r.finished_at?.toISOString() ?? null,
  videoType: r.video_type === 'avatar' ? ('avatar' as const) : ('non_avatar' as const),
  avatarId: r.avatar_id,
  talkingAvatarDurationSeconds: r.talking_avatar_duration_seconds,
  attempt: r.attempts,
  maxAttempts: RENDER_MAX_ATTEMPTS,
  retrying: ACTIVE.includes(r.status) && r.error !== null && r.attempts < RENDER_MAX_ATTEMPTS,
});
export type RenderDto = ReturnType<typeof toRender>;

/**
 * Spec 001 §5: non-avatar generation needs the selected duration in minutes (spec 001 §9: 1 to 5).
 * Decision 149: never the slides' own durations, which the client writes freely, and a value saved
 * outside the choices before writes were checked counts as the wizard's default, as the wizard shows it.
 */
export const minutesFor = (project: Pick<Project, 'progress_data'>): number =>
  requiredMinutes({ videoType: 'non_avatar', selectedDurationSeconds: chosenVideoSeconds(project.progress_data, 'non_avatar') });

/** Spec 001 §1: flow type experimental is the video with avatar; its minutes are avatar minutes. */
const presenterOf = (project: Pick<Project, 'flow_type' | 'progress_data'>) =>
  project.flow_type === 'experimental' ? chosenAvatar(project.progress_data) : null;

/**
 * What a render of the project as saved now would show and sound like (decision 145). The project
 * view compares it with its latest video's key to say before a click whether another format is free.
 */
export function projectContentKey(project: Pick<Project, 'flow_type' | 'progress_data'>): string {
  const avatar = presenterOf(project);
  return contentKey(readRenderSettings(project.progress_data), { videoType: avatar ? 'avatar' : 'non_avatar', avatarId: avatar?.id ?? null });
}

/**
 * Queues a render: checks the slides (spec 001 §5), then in one transaction under the user's
 * allowance lock returns the project's active render if there is one, or records the render and
 * holds its minutes (refused when they do not fit: nothing is recorded). Holding under the lock
 * makes the allowance limit how many renders run, whatever the interleaving.
 */
export async function requestRender(
  deps: { db: Db; queue: Pick<JobQueue, 'sendRender'>; allowance: AllowancePort },
  userId: string,
  projectId: string,
  requestedFormat?: 'webm' | 'mp4',
) {
  const project = await getProject(deps.db, userId, projectId);
  const settings = readRenderSettings(project.progress_data);
  const slides = settings.slides;
  if (slides.length === 0) throw validationError('No slides available');
  if (slides.every((s) => !s.script.trim())) throw validationError('Write or generate the narration scripts before generating the video.');
  // Issue 14: the format chosen in the wizard (progress_data.videoFormat) unless the request names one.
  const format = requestedFormat ?? settings.format;
  const avatar = presenterOf(project);
  const type: VideoType = avatar ? 'avatar' : 'non_avatar';
  const content = projectContentKey(project);
  const fullMinutes = avatar ? avatarMinutes(project.progress_data) : minutesFor(project);
  // Decision 149: the scripts must fit the length the minutes pay for.
  checkNarrationFits(slides, fullMinutes * 60, type);

  const { row, fresh } = await deps.db.transaction(async (tx) => {
    await deps.allowance.lock(tx, userId);
    const [active] = await tx
      .select()
      .from(renders)
      .where(and(eq(renders.project_id, projectId), eq(renders.user_id, userId)))
      .orderBy(desc(renders.created_at))
      .limit(1);
    if (active && ACTIVE.includes(active.status)) return { row: active, fresh: false };
    // Decision 145: the same content already made in the other format costs nothing again.
    const [twin] = await tx
      .select({ id: videos.id })
      .from(videos)
      .where(
        and(
          eq(videos.project_id, projectId),
          eq(videos.user_id, userId),
          eq(videos.status, 'completed'),
          eq(videos.content_key, content),
          sql`${videos.format} <> ${format}`,
        ),
      )
      .limit(1);
    const minutes = twin ? 0 : fullMinutes;
    const [created] = await tx
      .insert(renders)
      .values({
        project_id: projectId,
        user_id: userId,
        format,
        minutes,
        step: avatar ? AVATAR_PROGRESS_STEPS.preparing.text : 'Waiting for a free renderer…',
        video_type: usageVideoType(type),
        avatar_id: avatar?.id ?? null,
        content_key: content,
      })
      .returning();
    if (minutes > 0) await deps.allowance.hold(tx, userId, created!.id, minutes, type);
    return { row: created!, fresh: true };
  });
  if (fresh) {
    try {
      await deps.queue.sendRender({ renderId: row.id });
    } catch (err) {
      // A render that never reaches the queue must not keep its minutes.
      await endRender(deps.db, deps.allowance, row.id, { status: 'failed', step: 'Video generation failed', error: 'The render could not be queued.' });
      throw err;
    }
  }
  return toRender(row);
}

/**
 * Ends a queued or running render as failed or cancelled and releases its hold, in one
 * transaction; a render that already ended is left as it is. Returns the ended row, or null.
 */
export async function endRender(
  db: Db,
  allowance: AllowancePort,
  renderId: string,
  end: { status: 'failed' | 'cancelled'; step: string; error?: string },
  userId?: string,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ user_id: renders.user_id })
      .from(renders)
      .where(userId ? and(eq(renders.id, renderId), eq(renders.user_id, userId)) : eq(renders.id, renderId));
    if (!current) return null;
    await allowance.lock(tx, current.user_id);
    const now = new Date();
    const [row] = await tx
      .update(renders)
      .set({ status: end.status, step: end.step, ...(end.error === undefined ? {} : { error: end.error }), finished_at: now, updated_at: now })
      .where(and(eq(renders.id, renderId), inArray(renders.status, ACTIVE)))
      .returning();
    if (row) await allowance.release(tx, renderId);
    return row ?? null;
  });
}

export async function getRender(db: Db, userId: string, renderId: string) {
  if (!isUuid(renderId)) throw notFound('Render not found');
  const [row] = await db
    .select()
    .from(renders)
    .where(and(eq(renders.id, renderId), eq(renders.user_id, userId)));
  if (!row) throw notFound('Render not found');
  return toRender(row);
}

export async function latestRender(db: Db, userId: string, projectId: string) {
  await getProject(db, userId, projectId);
  const [row] = await db.select().from(renders).where(eq(renders.project_id, projectId)).orderBy(desc(renders.created_at)).limit(1);
  return row ? toRender(row) : null;
}

/**
 * Cancelling ends a queued or running render and frees its minutes; the worker watching the row
 * aborts ffmpeg and nothing is charged. A render that already ended is returned as it is.
 */
export async function cancelRender(db: Db, allowance: AllowancePort, userId: string, renderId: string) {
  await getRender(db, userId, renderId);
  await endRender(db, allowance, renderId, { status: 'cancelled', step: 'Cancelled' }, userId);
  return getRender(db, userId, renderId);
}
