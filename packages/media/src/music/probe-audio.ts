import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { MUSIC_MESSAGES } from '@lectern/core';
import { z } from 'zod';
import { ffmpegPath, ffprobePath } from '../ffmpeg/run-ffmpeg.ts';
import { MUSIC_DEMUXERS } from '../finish/finish-video-args.ts';

const run = promisify(execFile);

export type MusicFileProblem = 'notAudio' | 'unreadable';

/** An uploaded music file that cannot be used; the message is core MUSIC_MESSAGES' text for users. */
export class MusicFileError extends Error {
  override name = 'MusicFileError';
  constructor(
    readonly reason: MusicFileProblem,
    options?: { cause?: unknown },
  ) {
    super(MUSIC_MESSAGES[reason], options);
  }
}

const probeOutput = z.object({
  format: z.object({ duration: z.coerce.number().optional(), format_name: z.string().optional() }).default({}),
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        disposition: z.object({ attached_pic: z.number().optional() }).partial().optional(),
      }),
    )
    .default([]),
});

export interface AudioFileInfo {
  durationSeconds: number;
  codec: string;
  /** ffmpeg's name for the container, e.g. "mp3" or "mov,mp4,m4a,3gp,3g2,mj2". */
  container: string;
}

/** Seconds decoded to prove the track plays, not only that its header parses. */
const DECODE_CHECK_SECONDS = 3;

/**
 * Checks an uploaded music file by its content (decision 144): it must be an audio container
 * (MUSIC_DEMUXERS; a playlist or a video is refused, cover art is allowed) with an audio stream
 * that decodes. Throws MusicFileError('notAudio' | 'unreadable').
 */
export async function probeAudio(file: string, signal?: AbortSignal): Promise<AudioFileInfo> {
  const whitelist = ['-format_whitelist', MUSIC_DEMUXERS.join(',')];
  let parsed: z.infer<typeof probeOutput>;
  try {
    const { stdout } = await run(ffprobePath(), ['-v', 'error', ...whitelist, '-print_format', 'json', '-show_format', '-show_streams', file], {
      signal,
      maxBuffer: 10 * 1024 * 1024,
    });
    parsed = probeOutput.parse(JSON.parse(stdout));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new MusicFileError('notAudio', { cause: error });
  }
  const audio = parsed.streams.find((s) => s.codec_type === 'audio');
  const moving = parsed.streams.some((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  if (!audio || moving) throw new MusicFileError('notAudio');
  const durationSeconds = parsed.format.duration ?? 0;
  if (!(durationSeconds > 0) || !audio.codec_name) throw new MusicFileError('unreadable');
  try {
    await run(ffmpegPath(), ['-v', 'error', '-xerror', ...whitelist, '-t', String(DECODE_CHECK_SECONDS), '-i', file, '-map', '0:a:0', '-f', 'null', '-'], {
      signal,
      maxBuffer: 1024 * 1024,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new MusicFileError('unreadable', { cause: error });
  }
  return { durationSeconds, codec: audio.codec_name, container: parsed.format.format_name ?? 'unknown' };
}
