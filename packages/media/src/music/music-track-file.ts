import { fileURLToPath } from 'node:url';
import { MUSIC_TRACK_IDS, type MusicTrackId } from '@lectern/core';

/** The shipped tracks (core MUSIC_TRACKS), made by scripts/make-music.ts: Ogg Opus, CC0. */
const MUSIC_DIR = new URL('../../assets/music/', import.meta.url);

export const isMusicTrackId = (id: string): id is MusicTrackId => (MUSIC_TRACK_IDS as readonly string[]).includes(id);

/** The file of a shipped track; only known ids resolve, so a stored id can never name another file. */
export function musicTrackFile(id: MusicTrackId): string {
  if (!isMusicTrackId(id)) throw new RangeError(`Unknown music track: ${String(id)}`);
  return fileURLToPath(new URL(`${id}.ogg`, MUSIC_DIR));
}
