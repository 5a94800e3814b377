import { MUSIC_MESSAGES } from '@lectern/core';
import { and, type Db, eq, projects } from '@lectern/db';
import { forbidden } from '../http/errors';
import { isUuid } from '../http/ids';
import type { AudioKind } from './audio-sniff';

/**
 * Uploaded music lives at `music/{projectId}/{uuid}.{ext}` (POST /api/projects/:id/music); no
 * other name is ever a music upload. Like uploaded images (decision 108) it belongs to whoever
 * owns that project: a project may use music uploaded to any of its owner's projects, never
 * anyone else's.
 */
const MUSIC_KEY =
  /^music\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(mp3|m4a|wav|ogg|flac)$/;

export const musicKey = (projectId: string, id: string, kind: AudioKind) => `music/${projectId}/${id}.${kind}`;

/** The project a well-formed music key was uploaded to, or null. */
export function musicKeyProject(key: string): string | null {
  return MUSIC_KEY.exec(key)?.[1] ?? null;
}

/** True when `key` is a music upload of one of `userId`'s projects. */
export async function ownsMusicKey(db: Db, userId: string, key: string): Promise<boolean> {
  const projectId = musicKeyProject(key);
  if (!projectId || !isUuid(projectId)) return false;
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.user_id, userId)));
  return Boolean(row);
}

/**
 * On save: progress_data.backgroundMusic naming an upload must name one of the owner's (403
 * otherwise). Only the stored shape is judged; a value that is not a music choice is ignored by
 * the render (core readPublishOptions) and needs no check.
 */
export async function assertOwnedMusic(db: Db, userId: string, progressData: unknown): Promise<void> {
  const music = (progressData as { backgroundMusic?: unknown } | null | undefined)?.backgroundMusic;
  if (!music || typeof music !== 'object' || (music as { source?: unknown }).source !== 'upload') return;
  const key = (music as { key?: unknown }).key;
  if (typeof key !== 'string' || !(await ownsMusicKey(db, userId, key))) throw forbidden(MUSIC_MESSAGES.notYours);
}
