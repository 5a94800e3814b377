import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { z } from 'zod';
import { ffprobePath } from './run-ffmpeg.ts';

const run = promisify(execFile);

const ffprobeOutput = z.object({
  format: z.object({ duration: z.coerce.number().optional() }).default({}),
  streams: z
    .array(
      z.object({
        codec_name: z.string().optional(),
        codec_type: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
      }),
    )
    .default([]),
});

export interface ProbeResult {
  durationSeconds: number;
  streams: { codec: string; type: string; width?: number; height?: number }[];
}

/** Container duration and streams of a media file, via ffprobe. */
export async function probe(file: string, signal?: AbortSignal): Promise<ProbeResult> {
  const { stdout } = await run(ffprobePath(), ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], {
    signal,
    maxBuffer: 10 * 1024 * 1024,
  });
  const parsed = ffprobeOutput.parse(JSON.parse(stdout));
  return {
    durationSeconds: parsed.format.duration ?? 0,
    streams: parsed.streams.map((s) => ({
      codec: s.codec_name ?? 'unknown',
      type: s.codec_type ?? 'unknown',
      ...(s.width ? { width: s.width } : {}),
      ...(s.height ? { height: s.height } : {}),
    })),
  };
}
