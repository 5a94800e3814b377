import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AVATAR_MESSAGES,
  AVATAR_PROGRESS_STEPS,
  type CaptionWord,
  chargedMinutes,
  chosenVideoSeconds,
  DEFAULT_AVATAR_ID,
  findAvatar,
  SERVER_FAULT,
  VIDEO_RECORD_FAILURES,
  videoQuizzes,
} from '@lectern/core';
import { and, type Db, eq, inArray, projects, renders, sql, videos } from '@lectern/db';
import { ownedAssetKeys } from '../assets/asset-ownership';
import { AppError, orServerFault, ServerFault } from '../http/errors';
import { safeErrorText, userFacingErrorText } from '../http/safe-log';
import { musicForRender } from '../music/render-music';
import type { FileStorage } from '../storage/file-storage';
import { allowancePort } from './allowance-port';
import { type AvatarClipSource, renderAvatarJob } from './avatar-render-job';
import { AvatarStageError } from './avatar-render-pipeline';
import type { PresenterPorts } from './presenter-ports';
import { VideoTooLongError } from './render-length';
import { renderVideo } from './render-pipeline';
import type { RenderPorts } from './render-ports';
import { contentKey, readRenderSettings } from './render-settings';
import { type AllowancePort, endRender } from './render-use-cases';
import { fetchStockImage } from './stock-image';
import { videoChapters } from './video-chapters';

export interface RenderWorkerDeps {
  db: Db;
  storage: FileStorage;
  ports: RenderPorts;
  allowance: AllowancePort;
  /** The offline presenter (videos with avatar); without it and without `avatarClips` avatar renders fail. */
  presenter?: PresenterPorts;
  /** Presenter clips from a cloud service (AVATAR_PROVIDER=azure); takes over from the offline presenter. */
  avatarClips?: AvatarClipSource;
  /** How often the worker looks for a cancellation and writes progress. */
  pollMs?: number;
  log?: (line: string) => void;
}

const MIME = { webm: 'video/webm', mp4: 'video/mp4' } as const;
const ACTIVE = ['queued', 'running'];

type RenderRow = typeof renders.$inferSelect;
type NewVideo = typeof videos.$inferInsert;

/**
 * Runs one render job. Safe to run again for the same render (a retry after a crash, a duplicate
 * job): the video, the charge and the completion are recorded in one transaction, once per render.
 */
export async function processRender(deps: RenderWorkerDeps, renderId: string, stop?: AbortSignal): Promise<void> {
  const { db, log = console.log } = deps;
  const [render] = await db.select().from(renders).where(eq(renders.id, renderId));
  if (!render || !ACTIVE.includes(render.status)) return;

  // A video recorded by an earlier version before its render completed: complete it now.
  const [existingVideo] = await db.select().from(videos).where(eq(videos.render_id, renderId));
  if (existingVideo) {
    await complete(deps, render, { id: existingVideo.id });
    return;
  }

  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, render.project_id), eq(projects.user_id, render.user_id)));
  if (!project) return fail(db, renderId, 'The project no longer exists.', deps.allowance);

  const settings = readRenderSettings(project.progress_data);
  const avatar = render.video_type === 'avatar' ? findAvatar(render.avatar_id ?? DEFAULT_AVATAR_ID) : null;
  if (render.video_type === 'avatar' && !avatar) return fail(db, renderId, AVATAR_MESSAGES.generateFailed, deps.allowance);
  const content = contentKey(settings, { videoType: avatar ? 'avatar' : 'non_avatar', avatarId: avatar?.id ?? null });
  // Decision 145: a free render is the other format of content already made; edited since, it would be a new video without its charge.
  if (render.minutes === 0 && render.content_key !== content) return fail(db, renderId, CONTENT_CHANGED, deps.allowance);
  const firstStep = avatar
    ? { step: AVATAR_PROGRESS_STEPS.preparing.text, percent: AVATAR_PROGRESS_STEPS.preparing.percent }
    : { step: 'Preparing your project', percent: 2 };
  // Decision 108: only files of the project owner's own uploads are read; anything else is drawn as a missing image.
  const ownedKeys = await ownedAssetKeys(db, project.user_id, [
    ...(settings.logoKey ? [settings.logoKey] : []),
    ...settings.slides.flatMap((s) => (s.contextualImage?.url ? [s.contextualImage.url] : [])),
  ]);
  const startedAt = Date.now();
  // Only a render still queued or running starts: a cancel that came first wins.
  const started = await db
    .update(renders)
    .set({
      status: 'running',
      started_at: new Date(),
      attempts: sql`${renders.attempts} + 1`,
      step: firstStep.step,
      // A resumed or retried render keeps the progress it showed: the bar never moves back.
      percent: sql`GREATEST(${renders.percent}, ${firstStep.percent})`,
      error: null,
      updated_at: new Date(),
    })
    .where(and(eq(renders.id, renderId), inArray(renders.status, ACTIVE)))
    .returning({ id: renders.id });
  if (started.length === 0) return;

  // One folder per attempt: two runs of one render (a duplicate job) never share files.
  const workDir = await mkdtemp(join(tmpdir(), `lectern-render-${renderId}-`));
  const output = join(workDir, `video.${render.format}`);

  const controller = new AbortController();
  // The job loop aborts when another worker has taken the render over (jobs/render-ownership.ts).
  stop?.addEventListener('abort', () => controller.abort(stop.reason), { once: true });
  let latest = firstStep;
  let written = '';
  const tick = setInterval(async () => {
    try {
      const [row] = await db.select({ status: renders.status }).from(renders).where(eq(renders.id, renderId));
      if (row?.status === 'cancelled') controller.abort(new Error('cancelled'));
      const key = `${latest.step}:${latest.percent}`;
      if (key !== written && !controller.signal.aborted) {
        written = key;
        const elapsed = (Date.now() - startedAt) / 1000;
        const eta = latest.percent > 5 ? Math.max(1, Math.round((elapsed / latest.percent) * (100 - latest.percent))) : null;
        await db
          .update(renders)
          .set({ step: latest.step, percent: sql`GREATEST(${renders.percent}, ${latest.percent})`, eta_seconds: eta, updated_at: new Date() })
          .where(and(eq(renders.id, renderId), eq(renders.status, 'running')));
      }
    } catch (err) {
      log(`render ${renderId}: progress update failed: ${(err as Error).message}`);
    }
  }, deps.pollMs ?? 500);

  try {
    const logoKey = settings.logoKey ? ownedKeys.get(settings.logoKey) : undefined;
    if (settings.logoKey && !logoKey) log(`render ${renderId}: the brand logo is not one of the owner's uploads; drawn without it`);
    const logo = logoKey ? await readAll(deps.storage, logoKey) : null;
    const common = {
      slides: settings.slides,
      theme: settings.theme,
      logo: logo ? { data: logo, mime: 'image/*' } : null,
      images: await slideImages(deps.storage, settings.slides, ownedKeys),
      language: settings.language,
      format: render.format as 'webm' | 'mp4',
      page: settings.page,
      burnedCaptions: settings.burnedCaptions,
      revealPoints: settings.revealPoints,
      // Decision 149: never longer than the minutes held; a free second format (decision 145) by the length chosen now.
      lengthLimit: {
        chosenSeconds: render.minutes > 0 ? render.minutes * 60 : chosenVideoSeconds(project.progress_data, avatar ? 'avatar' : 'non_avatar'),
        kind: avatar ? ('avatar' as const) : ('non_avatar' as const),
      },
      output,
    };
    const report = (step: string, percent: number) => {
      latest = { step, percent };
    };
    const result: {
      durationSeconds: number;
      slideSeconds: number[];
      slideWords?: CaptionWord[][];
      timings: Record<string, number>;
      captionsVtt: string;
      talkingAvatarDurationSeconds?: number;
    } = avatar
      ? await renderAvatarJob(deps, { render, projectId: project.id, avatar, workDir, input: common }, controller.signal, report)
      : await renderVideo(deps.ports, { ...common, voice: settings.voice }, controller.signal, report);
    // Issue 14: chapters, background music and faststart in one last pass over the joined video.
    // An avatar render keeps spec 001 §4's step texts; the bar only moves on.
    latest = avatar ? { ...latest, percent: Math.max(latest.percent, 98) } : { step: FINISHING_STEP, percent: 98 };
    const chapters = videoChapters(settings.slides, result.slideSeconds);
    const music = await musicForRender(deps, project.user_id, settings.music, settings.musicVolume, workDir, (line) => log(`render ${renderId}: ${line}`));
    const finished = join(workDir, `final.${render.format}`);
    await deps.ports.finish({
      input: output,
      output: finished,
      format: render.format as 'webm' | 'mp4',
      chapters,
      music,
      durationSeconds: result.durationSeconds,
      signal: controller.signal,
    });
    clearInterval(tick);
    const size = (await stat(finished)).size;
    const key = `projects/${project.id}/videos/${renderId}.${render.format}`;
    await deps.storage.putFile(key, finished);
    // Captions sit next to the video (docs/decisions/007).
    const captionsKey = `projects/${project.id}/videos/${renderId}.vtt`;
    await deps.storage.put(captionsKey, new TextEncoder().encode(result.captionsVtt));
    const slug =
      project.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60) || 'lectern-video';
    const outcome = await complete(deps, render, {
      values: {
        project_id: project.id,
        user_id: project.user_id,
        render_id: renderId,
        status: 'completed',
        metadata: {
          flow_type: project.flow_type,
          created_via: 'render',
          mime: MIME[render.format as 'webm' | 'mp4'],
          captions_key: captionsKey,
          caption_language: settings.language,
          aspect_ratio: settings.aspect,
          burned_captions: settings.burnedCaptions,
          chapters,
          // Decision 175: the questions the players stop at, as this video asks them.
          quizzes: videoQuizzes(settings.slides, result.slideSeconds, result.slideWords ?? []),
          ...(music && settings.music ? { background_music: { ...settings.music, volume: settings.musicVolume } } : {}),
          ...(avatar ? { avatar_id: avatar.id } : {}),
        },
        filename: `${slug}.${render.format}`,
        storage_key: key,
        file_size: size,
        duration: result.durationSeconds.toFixed(2),
        format: render.format,
        width: settings.page.width,
        height: settings.page.height,
        content_key: content,
      },
      timings: result.timings,
      talkingAvatarDurationSeconds: result.talkingAvatarDurationSeconds ?? null,
    });
    // Cancelled (or refused) meanwhile: no video may exist without its charge, so its files go.
    if (outcome === 'ended') await Promise.all([deps.storage.delete(key), deps.storage.delete(captionsKey)]);
  } catch (err) {
    clearInterval(tick);
    if (controller.signal.aborted) {
      log(`render ${renderId}: cancelled`);
      return;
    }
    // Decision 149: a narration longer than the held length is final; another attempt would speak it again.
    if (err instanceof VideoTooLongError) {
      log(`render ${renderId}: narration of ${err.seconds.toFixed(1)} s is longer than the held length; refused`);
      await fail(db, renderId, err.message, deps.allowance);
      return;
    }
    // The details go to the log; the row gets a sentence a person can read.
    log(`render ${renderId}: attempt failed: ${safeErrorText(err instanceof ServerFault ? err.fault : err instanceof AvatarStageError ? err.cause : err)}`);
    // Let the queue retry: the row says what happened meanwhile. Not final (the API reports it
    // as retrying) until the queue gives up and markRenderFailed ends it.
    await db
      .update(renders)
      .set({ step: 'Trying again after a problem', error: userFacingErrorText(err, SERVER_FAULT), updated_at: new Date() })
      .where(eq(renders.id, renderId));
    throw err;
  } finally {
    clearInterval(tick);
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Completes a render in one transaction under the owner's allowance lock: records the video,
 * turns the render's hold into its charge (spec 001 §4: after the video exists, by the selected
 * duration), marks the project and the render completed. A render already completed is left
 * alone ('done'); one cancelled, failed or deleted meanwhile gets no video and no charge ('ended'). If the
 * charge does not fit (a render accepted before holds existed), the render fails instead.
 */
async function complete(
  deps: RenderWorkerDeps,
  render: RenderRow,
  video: { id: string } | { values: NewVideo; timings: Record<string, number>; talkingAvatarDurationSeconds?: number | null },
): Promise<'completed' | 'done' | 'ended'> {
  const { db } = deps;
  const allowance = deps.allowance;
  try {
    return await db.transaction(async (tx) => {
      await allowance.lock(tx, render.user_id);
      const [current] = await tx.select({ status: renders.status }).from(renders).where(eq(renders.id, render.id)).for('update');
      if (current?.status === 'completed') return 'done';
      // Cancelled, failed, or deleted with its project meanwhile.
      if (!current || !ACTIVE.includes(current.status)) return 'ended';
      let videoId: string;
      if ('id' in video) videoId = video.id;
      else {
        // Spec 000 §8 "Videos": a record that cannot be written says so.
        const [inserted] = await orServerFault(VIDEO_RECORD_FAILURES.create, () =>
          tx.insert(videos).values(video.values).onConflictDoNothing({ target: videos.render_id }).returning({ id: videos.id }),
        );
        videoId = inserted?.id ?? (await tx.select({ id: videos.id }).from(videos).where(eq(videos.render_id, render.id)))[0]!.id;
      }
      // Spec 001 §4: an avatar video is charged its selected duration in avatar minutes, after composition.
      const type = render.video_type === 'avatar' ? 'avatar' : 'non_avatar';
      // Decision 145: the other format of unchanged content holds and charges nothing, and writes no usage row.
      // Decision 160: a video clearly shorter than its hold is charged the minutes it runs.
      const minutes = 'values' in video ? chargedMinutes(render.minutes, Number(video.values.duration)) : render.minutes;
      if (minutes > 0) await allowance.charge(tx, render.user_id, minutes, type, { projectId: render.project_id, videoId, renderId: render.id });
      const now = new Date();
      const [project] = await tx.select().from(projects).where(eq(projects.id, render.project_id)).for('update');
      if (project) {
        // Spec 001 §4 "Project completion".
        const progress = { ...project.progress_data, videoGenerated: true, finalVideoUrl: `/api/videos/${videoId}/file`, completedAt: now.toISOString() };
        await tx.update(projects).set({ status: 'completed', completed_at: now, updated_at: now, progress_data: progress }).where(eq(projects.id, project.id));
      }
      await tx
        .update(renders)
        .set({
          status: 'completed',
          minutes,
          step: render.video_type === 'avatar' ? AVATAR_PROGRESS_STEPS.done.text : 'Your video is ready',
          percent: 100,
          eta_seconds: 0,
          video_id: videoId,
          finished_at: now,
          updated_at: now,
          ...('timings' in video ? { timings: video.timings } : {}),
          ...('talkingAvatarDurationSeconds' in video && typeof video.talkingAvatarDurationSeconds === 'number'
            ? { talking_avatar_duration_seconds: Number(video.talkingAvatarDurationSeconds.toFixed(2)) }
            : {}),
        })
        .where(eq(renders.id, render.id));
      return 'completed';
    });
  } catch (err) {
    if (!(err instanceof AppError && err.kind === 'conflict')) throw err;
    // The minutes no longer fit: the render fails with the allowance message, nothing is charged.
    const message = typeof err.details?.detail === 'string' ? err.details.detail : err.message;
    await endRender(db, allowance, render.id, { status: 'failed', step: 'Video generation failed', error: message });
    if ('id' in video) await db.delete(videos).where(eq(videos.id, video.id));
    return 'ended';
  }
}

/** The progress step of the final pass (chapters, music, faststart). */
export const FINISHING_STEP = 'Finishing the video';

/** Said when a free second format was asked for and the slides changed before it started (decision 145). */
export const CONTENT_CHANGED = 'The project changed after this format was requested. Generate the video again.';

async function fail(db: Db, renderId: string, message: string, allowance: AllowancePort = allowancePort(db)) {
  await endRender(db, allowance, renderId, { status: 'failed', step: 'Video generation failed', error: message });
}

/** Marks a render failed once the queue has given up retrying it, and frees its minutes. */
export const markRenderFailed = (db: Db, renderId: string, message: string) =>
  // The same user-facing text as the attempt wrote: a query or a path never reaches the person.
  fail(db, renderId, userFacingErrorText(new Error(message), SERVER_FAULT));

async function readAll(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const file = await storage.get(key);
  if (!file) return null;
  return new Uint8Array(await new Response(file.stream()).arrayBuffer());
}

/**
 * Slide images by their URL: the owner's uploads (`ownedKeys`, decision 108) and stock photos;
 * generated illustrations need none. Another owner's or a malformed asset URL is never read.
 */
async function slideImages(storage: FileStorage, slides: { contextualImage?: { url: string } | null }[], ownedKeys: ReadonlyMap<string, string>) {
  const images = new Map<string, Uint8Array>();
  for (const s of slides) {
    const url = s.contextualImage?.url;
    if (!url || images.has(url)) continue;
    const key = ownedKeys.get(url);
    const data = key ? await readAll(storage, key) : /^\s*(\/api\/)?assets\//i.test(url) ? null : await fetchStockImage(url);
    if (data) images.set(url, data);
  }
  return images;
}
