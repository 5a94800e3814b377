import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BurnedCaption, blendCaption, captionLoader, captionSpans, splitFramesAtCaptions } from './burned-captions.ts';
import { encodeToFile } from './encode-to-file.ts';
import { buildSlideshowArgs, framesToSend, keyframeTimes, type VideoFormat } from './ffmpeg-args.ts';
import { runFfmpeg } from './run-ffmpeg.ts';
import { evenRect, roundedMask, type SegmentMotion, zoomNeedsMask } from './segment-motion.ts';

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
  /** Cues burned into the picture (times from the start of these frames); see drawBurnedCaption. */
  captions?: readonly BurnedCaption[];
  /** Decision 171: fades from and to the theme's background, a slow zoom over the picture. */
  motion?: SegmentMotion;
  /** Decision 180: with `motion.crossfade`, the next slide's opening still (raw RGBA), which this segment ends on. */
  crossfadeInto?: Buffer;
  /** Decision 180: only slide segments join this one (no presenter's), so the faster slide settings apply. */
  slidesOnly?: boolean;
  signal?: AbortSignal;
  /** Seconds encoded so far and the total. */
  onProgress?: (seconds: number, totalSeconds: number) => void;
}

/**
 * Encodes slides and narration into one seekable WebM (VP9 + Opus) or MP4 (H.264 + AAC). Each
 * slide is sent to ffmpeg once; the file appears at `output` only when complete.
 */
export async function encodeSlideshow(input: EncodeSlideshowInput): Promise<{ output: string; durationSeconds: number }> {
  const { width, height } = input;
  const frameBytes = width * height * 4;
  const frames = withCaptions(input);
  const { totalSeconds, repeatLast } = framesToSend(frames);
  await encodeToFile(input.output, 'lectern-encode-', async ({ work, partial }) => {
    const audioPath = join(work, 'narration.wav');
    await writeFile(audioPath, input.audio);
    // Keyframes where the slides change, not where a burned-in cue does.
    const keyframes = keyframeTimes(input.frames);
    const maskPath = zoomNeedsMask(input.motion, width, height) ? join(work, 'zoom-mask.gray') : undefined;
    if (maskPath && input.motion?.zoom) {
      const rect = evenRect(input.motion.zoom.rect);
      await writeFile(maskPath, roundedMask(rect.width, rect.height, input.motion.zoom.radius));
    }
    const crossfadePath = input.motion?.crossfade && input.crossfadeInto ? join(work, 'next-slide.rgba') : undefined;
    if (crossfadePath && input.crossfadeInto) {
      if (input.crossfadeInto.length !== frameBytes)
        throw new RangeError(`The next slide's still has ${input.crossfadeInto.length} bytes; ${width}×${height} RGBA needs ${frameBytes}`);
      await writeFile(crossfadePath, input.crossfadeInto);
    }
    const args = buildSlideshowArgs({
      width,
      height,
      frames,
      audioPath,
      format: input.format,
      output: partial,
      fps: input.fps,
      keyframes,
      ...(input.motion ? { motion: input.motion } : {}),
      ...(maskPath ? { maskPath } : {}),
      ...(crossfadePath ? { crossfadePath } : {}),
      ...(input.slidesOnly ? { slidesOnly: true } : {}),
    });
    async function* pixels(): AsyncGenerator<Buffer> {
      let last: Buffer | undefined;
      for (const frame of frames) {
        last = await frame.rgba();
        if (last.length !== frameBytes) throw new RangeError(`Frame ${frame.index + 1} has ${last.length} bytes; ${width}×${height} RGBA needs ${frameBytes}`);
        yield last;
      }
      if (repeatLast && last) yield last;
    }
    await runFfmpeg(args, {
      stdin: pixels(),
      signal: input.signal,
      onProgress: (seconds) => input.onProgress?.(Math.min(seconds, totalSeconds), totalSeconds),
    });
  });
  input.onProgress?.(totalSeconds, totalSeconds);
  return { output: input.output, durationSeconds: totalSeconds };
}

/**
 * The frames to send: the input frames, or with captions each frame cut where a cue starts or
 * ends and the cue blended in (decision 144). A frame's pixels are fetched once for its pieces.
 */
function withCaptions(input: EncodeSlideshowInput): { durationSeconds: number; index: number; rgba: () => Promise<Buffer> }[] {
  const read = async (frame: SlideFrame) => (typeof frame.rgba === 'function' ? await frame.rgba() : frame.rgba);
  if (!input.captions?.length) return input.frames.map((frame, index) => ({ durationSeconds: frame.durationSeconds, index, rgba: () => read(frame) }));
  const { totalSeconds } = framesToSend(input.frames);
  const pieces = splitFramesAtCaptions(input.frames, captionSpans(input.captions, totalSeconds));
  const caption = captionLoader(input.captions, input.width, input.height);
  let current: { index: number; pixels: Promise<Buffer> } | undefined;
  return pieces.map((piece) => ({
    durationSeconds: piece.durationSeconds,
    index: piece.frame,
    rgba: async () => {
      if (current?.index !== piece.frame) current = { index: piece.frame, pixels: read(input.frames[piece.frame]!) };
      const pixels = await current.pixels;
      const cue = piece.caption >= 0 ? await caption(piece.caption) : null;
      return cue && pixels.length === input.width * input.height * 4 ? blendCaption(pixels, input.width, cue) : pixels;
    },
  }));
}
