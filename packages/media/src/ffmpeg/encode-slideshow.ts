import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSlideshowArgs, framesToSend, type VideoFormat } from './ffmpeg-args.ts';
import { runFfmpeg } from './run-ffmpeg.ts';

export interface SlideFrame {
  /** Raw RGBA pixels, width × height × 4 bytes; a function is called only when ffmpeg needs the frame. */
  rgba: Buffer | (() => Buffer | Promise<Buffer>);
  durationSeconds: number;
}

export interface EncodeSlideshowInput {
  frames: SlideFrame[];
  /** The narration (WAV), normally `concatWavs` of each slide's audio padded to the slide's duration. */
  audio: Buffer;
  width: number;
  height: number;
  format: VideoFormat;
  output: string;
  fps?: number;
  signal?: AbortSignal;
  /** Seconds encoded so far and the total. */
  onProgress?: (seconds: number, totalSeconds: number) => void;
}

/**
 * Encodes slides and narration into one seekable WebM (VP9 + Opus) or MP4 (H.264 + AAC). Each
 * slide is sent to ffmpeg once; the file appears at `output` only when complete.
 */
export async function encodeSlideshow(input: EncodeSlideshowInput): Promise<{ output: string; durationSeconds: number }> {
  const { width, height, frames } = input;
  const frameBytes = width * height * 4;
  const { totalSeconds, repeatLast } = framesToSend(frames);
  const work = await mkdtemp(join(tmpdir(), 'lectern-encode-'));
  const partial = `${input.output}.partial`;
  try {
    const audioPath = join(work, 'narration.wav');
    await writeFile(audioPath, input.audio);
    const args = buildSlideshowArgs({ width, height, frames, audioPath, format: input.format, output: partial, fps: input.fps });
    async function* pixels(): AsyncGenerator<Buffer> {
      let last: Buffer | undefined;
      for (const [i, frame] of frames.entries()) {
        last = typeof frame.rgba === 'function' ? await frame.rgba() : frame.rgba;
        if (last.length !== frameBytes) throw new RangeError(`Frame ${i + 1} has ${last.length} bytes; ${width}×${height} RGBA needs ${frameBytes}`);
        yield last;
      }
      if (repeatLast && last) yield last;
    }
    await runFfmpeg(args, {
      stdin: pixels(),
      signal: input.signal,
      onProgress: (seconds) => input.onProgress?.(Math.min(seconds, totalSeconds), totalSeconds),
    });
    await rename(partial, input.output);
    input.onProgress?.(totalSeconds, totalSeconds);
    return { output: input.output, durationSeconds: totalSeconds };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
