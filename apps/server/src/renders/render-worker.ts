import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, type Db, eq, projects, renders, sql, videos } from '@lectern/db';
import type { FileStorage } from '../storage/file-storage';
import { renderVideo } from './render-pipeline';
import { fetchStockImage } from './stock-image';
import type { RenderPorts } from './render-ports';
import { readRenderSettings } from './render-settings';
import type { AllowancePort } from './render-use-cases';

export interface RenderWorkerDeps {
  db: Db;
  storage: FileStorage;
  ports: RenderPorts;
  allowance: AllowancePort;
  /** How often the worker looks for a cancellation and writes progress. */
  pollMs?: number;
  log?: (line: string) => void;
}

const MIME = { webm: 'video/webm', mp4: 'video/mp4' } as const;

/**
 * Runs one render job. Safe to run again for the same render (a retry after a crash): a video
 * already recorded for the render is reused, and the allowance is charged once per render.
 */
export async function processRender(deps: RenderWorkerDeps, renderId: string): Promise<void> {
  const { db, log = console.log } = deps;
  const [render] = await db.select().from(renders).where(eq(renders.id, renderId));
  if (!render || render.status === 'completed' || render.status === 'cancelled') return;

  const [existingVideo] = await db.select().from(videos).where(eq(videos.render_id, renderId));
  if (existingVideo) return finish(deps, render, existingVideo.id);

  const [project] = await db.select().from(projects).where(and(eq(projects.id, render.project_id), eq(projects.user_id, render.user_id)));
  if (!project) return fail(db, renderId, 'The project no longer exists.');

  const settings = readRenderSettings(project.progress_data);
  const startedAt = Date.now();
  await db
    .update(renders)
    .set({ status: 'running', started_at: new Date(), attempts: sql`${renders.attempts} + 1`, step: 'Preparing your project', percent: 2, error: null, updated_at: new Date() })
    .where(eq(renders.id, renderId));

  const controller = new AbortController();
  let latest = { step: 'Preparing your project', percent: 2 };
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
          .set({ step: latest.step, percent: latest.percent, eta_seconds: eta, updated_at: new Date() })
          .where(and(eq(renders.id, renderId), eq(renders.status, 'running')));
      }
    } catch (err) {
      log(`render ${renderId}: progress update failed: ${(err as Error).message}`);
    }
  }, deps.pollMs ?? 500);

  const workDir = join(tmpdir(), `lectern-render-${renderId}`);
  const output = join(workDir, `video.${render.format}`);
  try {
    await mkdir(workDir, { recursive: true });
    const logo = settings.logoKey ? await readAll(deps.storage, settings.logoKey) : null;
    const result = await renderVideo(
      deps.ports,
      {
        slides: settings.slides,
        theme: settings.theme,
        logo: logo ? { data: logo, mime: 'image/*' } : null,
        images: await slideImages(deps.storage, settings.slides),
        voice: settings.voice,
        language: settings.language,
        format: render.format as 'webm' | 'mp4',
        output,
      },
      controller.signal,
      (step, percent) => {
        latest = { step, percent };
      },
    );
    clearInterval(tick);
    const size = (await stat(output)).size;
    const key = `projects/${project.id}/videos/${renderId}.${render.format}`;
    await deps.storage.putFile(key, output);
    // Captions sit next to the video (docs/decisions/007).
    const captionsKey = `projects/${project.id}/videos/${renderId}.vtt`;
    await deps.storage.put(captionsKey, new TextEncoder().encode(result.captionsVtt));
    const slug = project.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'lectern-video';
    const [video] = await db
      .insert(videos)
      .values({
        project_id: project.id,
        user_id: project.user_id,
        render_id: renderId,
        status: 'completed',
        metadata: { flow_type: project.flow_type, created_via: 'render', mime: MIME[render.format as 'webm' | 'mp4'], captions_key: captionsKey },
        filename: `${slug}.${render.format}`,
        storage_key: key,
        file_size: size,
        duration: result.durationSeconds.toFixed(2),
        format: render.format,
        width: 1920,
        height: 1080,
      })
      .onConflictDoNothing({ target: videos.render_id })
      .returning();
    const videoId = video?.id ?? (await db.select().from(videos).where(eq(videos.render_id, renderId)))[0]!.id;
    await db.update(renders).set({ timings: result.timings }).where(eq(renders.id, renderId));
    await finish(deps, render, videoId);
  } catch (err) {
    clearInterval(tick);
    if (controller.signal.aborted) {
      log(`render ${renderId}: cancelled`);
      return;
    }
    // Let the queue retry: the row says what happened meanwhile.
    await db
      .update(renders)
      .set({ step: 'Video generation failed', error: (err as Error).message, updated_at: new Date() })
      .where(eq(renders.id, renderId));
    throw err;
  } finally {
    clearInterval(tick);
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Records the video on the project, completes the render, then charges the allowance once. */
async function finish(deps: RenderWorkerDeps, render: typeof renders.$inferSelect, videoId: string) {
  const { db } = deps;
  const now = new Date();
  await db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, render.project_id)).for('update');
    if (project) {
      // Spec 001 §4 "Project completion".
      const progress = { ...project.progress_data, videoGenerated: true, finalVideoUrl: `/api/videos/${videoId}/file`, completedAt: now.toISOString() };
      await tx.update(projects).set({ status: 'completed', completed_at: now, updated_at: now, progress_data: progress }).where(eq(projects.id, project.id));
    }
    await tx
      .update(renders)
      .set({ status: 'completed', step: 'Your video is ready', percent: 100, eta_seconds: 0, video_id: videoId, finished_at: now, updated_at: now })
      .where(eq(renders.id, render.id));
  });
  try {
    // Spec 001 §4: consumed after the video exists, by the selected duration; idempotent per render.
    await deps.allowance.consume(render.user_id, render.minutes, 'non_avatar', { projectId: render.project_id, videoId, renderId: render.id });
  } catch (err) {
    (deps.log ?? console.warn)(`Video generated but failed to consume allowance: ${(err as Error).message}`);
  }
}

async function fail(db: Db, renderId: string, message: string) {
  await db.update(renders).set({ status: 'failed', step: 'Video generation failed', error: message, finished_at: new Date(), updated_at: new Date() }).where(eq(renders.id, renderId));
}

/** Marks a render failed once the queue has given up retrying it. */
export const markRenderFailed = fail;

async function readAll(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const file = await storage.get(key);
  if (!file) return null;
  return new Uint8Array(await new Response(file.stream()).arrayBuffer());
}

/** Slide images by their URL: uploaded project assets and stock photos; generated illustrations need none. */
async function slideImages(storage: FileStorage, slides: { contextualImage?: { url: string } | null }[]) {
  const images = new Map<string, Uint8Array>();
  for (const s of slides) {
    const url = s.contextualImage?.url;
    if (!url || images.has(url)) continue;
    const key = url.match(/^\/api\/assets\/(.+)$/)?.[1];
    const data = key ? await readAll(storage, `assets/${key}`) : await fetchStockImage(url);
    if (data) images.set(url, data);
  }
  return images;
}
