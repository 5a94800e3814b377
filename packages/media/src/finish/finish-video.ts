import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { VideoChapter } from '@lectern/core';
import { encodeToFile } from '../ffmpeg/encode-to-file.ts';
import type { VideoFormat } from '../ffmpeg/ffmpeg-args.ts';
import { probe } from '../ffmpeg/probe.ts';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg.ts';
import { measureMusicLoudness } from '../music/music-loudness.ts';
import { buildChaptersMetadata } from './chapters-metadata.ts';
import { buildFinishArgs, musicGain } from './finish-video-args.ts';

export interface FinishVideoInput {
  /** The joined video (its audio is the narration). */
  input: string;
  output: string;
  format: VideoFormat;
  /** Each slide's title and start (core VideoChapter, as stored in videos.metadata.chapters). */
  chapters?: VideoChapter[];
  /** A music file (musicTrackFile(id), or an upload checked with probeAudio) and its MUSIC_VOLUME level. */
  music?: { file: string; volume: number } | null;
  /** The video's length; probed when omitted. */
  durationSeconds?: number;
  signal?: AbortSignal;
  /** Seconds written so far and the total. */
  onProgress?: (seconds: number, totalSeconds: number) => void;
}

/**
 * The last step of a render (decision 144): one ffmpeg pass that copies the picture, mixes the
 * music under the narration when there is music, writes the chapters (MP4 and WebM) and, for MP4,
 * puts the index first (faststart). The file appears at `output` only when complete; `input` is
 * left as it is.
 */
export async function finishVideo(input: FinishVideoInput): Promise<{ output: string; durationSeconds: number }> {
  const durationSeconds = input.durationSeconds ?? (await probe(input.input, input.signal)).durationSeconds;
  if (!(durationSeconds > 0)) throw new RangeError('The video to finish has no duration');
  // Decision 163: the music's volume is a level under the narration, whatever it was mastered at.
  const musicLufs = input.music && musicGain(input.music.volume) > 0 ? await measureMusicLoudness(input.music.file, durationSeconds, input.signal) : undefined;
  await encodeToFile(input.output, 'lectern-finish-', async ({ work, partial }) => {
    const metadata = buildChaptersMetadata(input.chapters ?? [], durationSeconds);
    let chaptersPath: string | undefined;
    if (metadata) {
      chaptersPath = join(work, 'chapters.txt');
      await writeFile(chaptersPath, metadata);
    }
    const args = buildFinishArgs({
      input: input.input,
      output: partial,
      format: input.format,
      durationSeconds,
      chaptersPath,
      music: input.music ? { path: input.music.file, volume: input.music.volume, lufs: musicLufs } : undefined,
    });
    await runFfmpeg(args, {
      signal: input.signal,
      onProgress: (seconds) => input.onProgress?.(Math.min(seconds, durationSeconds), durationSeconds),
    });
  });
  input.onProgress?.(durationSeconds, durationSeconds);
  return { output: input.output, durationSeconds };
}
