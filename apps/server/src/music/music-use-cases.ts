import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { MUSIC_LICENCE, MUSIC_MESSAGES, MUSIC_TRACKS, type MusicTrackId } from '@lectern/core';
import type { Db } from '@lectern/db';
import { isMusicTrackId, MusicFileError, musicTrackFile, probe, probeAudio } from '@lectern/media';
import { notFound, validationError } from '../http/errors';
import { ownedProjectRow } from '../projects/project-use-cases';
import { createLocalStorage, type FileStorage } from '../storage/file-storage';
import { AUDIO_SNIFF_BYTES, sniffAudio } from './audio-sniff';
import { musicKey } from './music-keys';

/** Seconds of each shipped track, read from the files once per process. */
let durations: Promise<Map<MusicTrackId, number | null>> | null = null;
function trackDurations() {
  durations ??= Promise.all(
    MUSIC_TRACKS.map(
      async (t) =>
        [
          t.id,
          await probe(musicTrackFile(t.id)).then(
            (p) => Math.round(p.durationSeconds * 10) / 10,
            () => null,
          ),
        ] as const,
    ),
  ).then((entries) => new Map(entries));
  return durations;
}

/** GET /api/music/tracks: the tracks that ship with Lectern (core MUSIC_TRACKS), all CC0. */
export async function listMusicTracks() {
  const seconds = await trackDurations();
  return MUSIC_TRACKS.map((t) => ({
    id: t.id,
    title: t.title,
    mood: t.mood,
    licence: MUSIC_LICENCE,
    durationSeconds: seconds.get(t.id) ?? null,
    audioUrl: `/api/music/tracks/${t.id}/audio`,
  }));
}

/** The Ogg file of a shipped track; an unknown id is "not found" and never names a path. */
export async function musicTrackAudio(id: string) {
  if (!isMusicTrackId(id)) throw notFound(MUSIC_MESSAGES.notFound);
  const file = musicTrackFile(id);
  const stored = await createLocalStorage(dirname(file)).get(basename(file));
  if (!stored) throw notFound(MUSIC_MESSAGES.notFound);
  return stored;
}

/** The name shown for an upload: the file's own name on one line, without a path, at most 200 characters. */
export function musicDisplayName(name: string): string {
  const clean = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...clean].slice(0, 200).join('') || 'Music';
}

/**
 * POST /api/projects/:id/music: an owner's music file, checked by its content (the bytes say an
 * audio container, then ffprobe/ffmpeg read and decode it, packages/media probeAudio) before it is
 * stored under the project (music-keys.ts). The size limit is enforced by the route on the stream.
 */
export async function uploadMusic(deps: { db: Db; storage: FileStorage }, userId: string, projectId: string, file: { bytes: Uint8Array; name: string }) {
  await ownedProjectRow(deps.db, userId, projectId);
  const kind = sniffAudio(file.bytes.subarray(0, AUDIO_SNIFF_BYTES));
  if (!kind) throw validationError(MUSIC_MESSAGES.notAudio);
  const work = await mkdtemp(join(tmpdir(), 'lectern-music-'));
  try {
    const path = join(work, `upload.${kind}`);
    await writeFile(path, file.bytes);
    let durationSeconds: number;
    try {
      durationSeconds = (await probeAudio(path)).durationSeconds;
    } catch (err) {
      if (err instanceof MusicFileError) throw validationError(MUSIC_MESSAGES[err.reason]);
      throw err;
    }
    const key = musicKey(projectId, randomUUID(), kind);
    await deps.storage.put(key, file.bytes);
    return { key, name: musicDisplayName(file.name), durationSeconds: Math.round(durationSeconds * 10) / 10 };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
