import { AVATAR_MESSAGES, type Avatar, type ProgressData, type Slide } from '@lectern/core';
import { type Db, eq, renders, sql } from '@lectern/db';
import type { FileStorage } from '../storage/file-storage';
import { type AvatarMilestones, AvatarStageError, renderAvatarVideo } from './avatar-render-pipeline';
import { renderAzureAvatarVideo } from './azure-avatar-render';
import type { PresenterPorts } from './presenter-ports';
import type { ProgressReport, RenderInput } from './render-pipeline';
import type { RenderPorts } from './render-ports';

/**
 * Presenter clips made by a cloud service (Azure batch avatar synthesis, apps/server/src/avatars/azure):
 * one clip per slide with the presenter on a transparent background and the narration in it.
 */
export interface AvatarClipSource {
  synthesize(
    request: { jobPrefix: string; slides: { slideId: string; script: string }[]; language: string; avatar: Avatar },
    dir: string,
    signal: AbortSignal,
    onState: (state: 'submitting' | 'waiting' | 'running' | 'downloading', detail: { done: number; total: number }) => void,
  ): Promise<{ clips: { slideId: string; file: string; durationSeconds?: number }[]; talkingAvatarDurationSeconds: number }>;
}

type RenderRow = typeof renders.$inferSelect;

/** Where a project's presenter clips and their description live in storage (never served as is). */
export const avatarClipsFolder = (projectId: string) => `projects/${projectId}/avatar-clips/`;

/**
 * Writes progress_data fields the render owns with a jsonb merge in one statement, so a wizard
 * save in between keeps its own fields (spec 001 §4 "Avatar persistence and resume").
 */
export async function mergeProgressData(db: Pick<Db, 'execute'>, projectId: string, patch: ProgressData): Promise<void> {
  await db.execute(sql`UPDATE projects SET progress_data = COALESCE(progress_data, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb WHERE id = ${projectId}`);
}

/**
 * A video with a presenter: offline by default, or with the cloud presenter when configured. As
 * the clips are made the project records them (azureVideoUrl: the storage key of this render's
 * clip description, azureVideosGenerated), then compositionAttempted before composing
 * (decision 137); the render row keeps the presenter's seconds on screen.
 */
export async function renderAvatarJob(
  deps: { db: Db; storage: FileStorage; ports: RenderPorts; presenter?: PresenterPorts; avatarClips?: AvatarClipSource },
  job: { render: RenderRow; projectId: string; avatar: Avatar; workDir: string; input: Omit<RenderInput, 'voice'> & { slides: Slide[] } },
  signal: AbortSignal,
  report: ProgressReport,
) {
  const { db, storage } = deps;
  const { render, projectId, avatar } = job;
  const manifestKey = `${avatarClipsFolder(projectId)}render-${render.id}.json`;
  const provider = deps.avatarClips ? 'azure' : 'offline';
  const milestones: AvatarMilestones = {
    async clipsReady({ segmentKeys, talkingAvatarDurationSeconds }) {
      const manifest = { renderId: render.id, provider, avatarId: avatar.id, talkingAvatarDurationSeconds, slides: segmentKeys };
      await storage.put(manifestKey, new TextEncoder().encode(JSON.stringify(manifest)));
      await db
        .update(renders)
        .set({ talking_avatar_duration_seconds: Number(talkingAvatarDurationSeconds.toFixed(2)), updated_at: new Date() })
        .where(eq(renders.id, render.id));
      await mergeProgressData(db, projectId, { azureVideoUrl: manifestKey, azureVideosGenerated: true });
    },
    async composing() {
      await mergeProgressData(db, projectId, { compositionAttempted: true });
    },
    async clipsMade() {
      await mergeProgressData(db, projectId, { azureVideoUrl: manifestKey, azureVideosGenerated: true });
    },
  };
  const input = { ...job.input, avatar, workDir: job.workDir };
  if (deps.avatarClips) {
    if (!deps.presenter) throw new AvatarStageError(AVATAR_MESSAGES.generateFailed, new Error('the cloud presenter needs the presenter compositing ports'));
    // Synthesis ids start with the project and digest the whole request (decision 134), so a
    // resumed render — a new render row — finds the clips the service already made for it.
    return renderAzureAvatarVideo(
      { ports: deps.ports, presenter: deps.presenter, clips: deps.avatarClips, storage, clipsFolder: avatarClipsFolder(projectId), jobPrefix: projectId },
      input,
      signal,
      report,
      milestones,
    );
  }
  if (!deps.presenter) throw new AvatarStageError(AVATAR_MESSAGES.generateFailed, new Error('this worker has no presenter renderer'));
  return renderAvatarVideo(deps.ports, deps.presenter, input, signal, report, milestones);
}
