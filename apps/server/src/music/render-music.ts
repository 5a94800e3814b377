import { createWriteStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { BackgroundMusic } from '@lectern/core';
import type { Db } from '@lectern/db';
import { isMusicTrackId, musicTrackFile } from '@lectern/media';
import type { FileStorage } from '../storage/file-storage';
import { ownsMusicKey } from './music-keys';

/**
 * The music file a render mixes in (issue 14 item 4): a shipped track, or the owner's upload
 * copied into the render's folder. An upload that is not one of the owner's (decision 108's rule,
 * music-keys.ts) is never read; it and a file that is gone leave the video without music, logged.
 */
export async function musicForRender(
  deps: { db: Db; storage: FileStorage },
  userId: string,
  music: BackgroundMusic | null,
  volume: number,
  workDir: string,
  log: (line: string) => void,
): Promise<{ file: string; volume: number } | null> {
  if (!music || volume <= 0) return null;
  if (music.source === 'library') {
    if (!isMusicTrackId(music.trackId)) return null;
    const file = musicTrackFile(music.trackId);
    const present = await access(file).then(
      () => true,
      () => false,
    );
    if (!present) log(`music track ${music.trackId} is missing from this installation; the video has no music`);
    return present ? { file, volume } : null;
  }
  if (!(await ownsMusicKey(deps.db, userId, music.key))) {
    log("the background music is not one of the owner's uploads; the video has no music");
    return null;
  }
  const stored = await deps.storage.get(music.key);
  if (!stored) {
    log('the uploaded background music is gone from storage; the video has no music');
    return null;
  }
  const file = join(workDir, `music.${music.key.split('.').pop()}`);
  await pipeline(Readable.fromWeb(stored.stream() as WebReadableStream<Uint8Array>), createWriteStream(file));
  return { file, volume };
}
