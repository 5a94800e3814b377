import { type Project, requiredMinutes, type VideoType } from '@lectern/core';
import { and, type Db, desc, eq, renders } from '@lectern/db';
import { conflict, notFound, validationError } from '../http/errors';
import { isUuid } from '../http/ids';
import type { JobQueue } from '../jobs/job-queue';
import { getProject } from '../projects/project-use-cases';
import { readRenderableSlides } from './render-settings';

export interface AllowancePort {
  check(userId: string, minutes: number, type: VideoType): Promise<{ hasEnough: boolean; message: string }>;
  consume(userId: string, minutes: number, type: VideoType, ref: { projectId: string; videoId: string; renderId: string }): Promise<unknown>;
}

type Row = typeof renders.$inferSelect;

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
  createdAt: r.created_at.toISOString(),
  startedAt: r.started_at?.toISOString() ?? null,
  finishedAt: r.finished_at?.toISOString() ?? null,
});
export type RenderDto = ReturnType<typeof toRender>;

/** Spec 001 §5: non-avatar generation needs the selected duration (or the slides' sum) in minutes. */
export function minutesFor(project: Project): number {
  const data = project.progress_data;
  const selected = Number(data.duration ?? data.azureDuration);
  const slides = readRenderableSlides(data);
  return requiredMinutes({
    videoType: 'non_avatar',
    // progress_data.duration holds the wizard's minutes (spec 001 §9: 1 to 5).
    selectedDurationSeconds: Number.isFinite(selected) && selected > 0 ? selected * 60 : null,
    slideDurationsSeconds: slides.map((s) => s.duration),
  });
}

/**
 * Queues a render: checks the slides and the allowance (spec 001 §5), refuses a second render
 * while one is active for the project, records the render and sends the job.
 */
export async function requestRender(
  deps: { db: Db; queue: Pick<JobQueue, 'sendRender'>; allowance: AllowancePort },
  userId: string,
  projectId: string,
  format: 'webm' | 'mp4',
) {
  const project = await getProject(deps.db, userId, projectId);
  if (project.flow_type === 'experimental') throw validationError('Presenter videos are made in the avatar flow.');
  const slides = readRenderableSlides(project.progress_data);
  if (slides.length === 0) throw validationError('No slides available');
  if (slides.every((s) => !s.script.trim())) throw validationError('Write or generate the narration scripts before generating the video.');
  const minutes = minutesFor(project);
  const check = await deps.allowance.check(userId, minutes, 'non_avatar');
  if (!check.hasEnough) throw conflict(check.message);

  const [active] = await deps.db
    .select()
    .from(renders)
    .where(and(eq(renders.project_id, projectId), eq(renders.user_id, userId)))
    .orderBy(desc(renders.created_at))
    .limit(1);
  if (active && (active.status === 'queued' || active.status === 'running')) return toRender(active);

  const [row] = await deps.db
    .insert(renders)
    .values({ project_id: projectId, user_id: userId, format, minutes, step: 'Waiting for a free renderer…' })
    .returning();
  await deps.queue.sendRender({ renderId: row!.id });
  return toRender(row!);
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

/** Cancelling marks the row; the worker watching it aborts ffmpeg and nothing is charged. */
export async function cancelRender(db: Db, userId: string, renderId: string) {
  await getRender(db, userId, renderId);
  const [row] = await db
    .update(renders)
    .set({ status: 'cancelled', step: 'Cancelled', finished_at: new Date(), updated_at: new Date() })
    .where(and(eq(renders.id, renderId), eq(renders.user_id, userId)))
    .returning();
  const current = toRender(row!);
  return current;
}
