import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BurnedCaption } from './burned-captions.ts';
import { type SlideFrame, withCaptions } from './encode-slideshow.ts';
import { framesToSend, keyframeTimes, type VideoFormat } from './ffmpeg-args.ts';
import { runFfmpeg } from './run-ffmpeg.ts';
import { evenRect, roundedMask, type SegmentMotion, zoomNeedsMask } from './segment-motion.ts';
import { type BatchSlideArgs, buildSlideBatchArgs } from './slide-batch-args.ts';

export interface BatchSlide {
  frames: SlideFrame[];
  /** The slide's narration (WAV), padded to its length. */
  audio: Buffer;
  captions?: readonly BurnedCaption[];
  motion?: SegmentMotion;
  /** With `motion.crossfade`: the next slide's opening still (raw RGBA). */
  crossfadeInto?: Buffer;
  /** Where the slide's picture (video only) and sound (audio only) are written, each whole or not at all. */
  picture: string;
  sound: string;
}

export interface EncodeSlideBatchInput {
  slides: BatchSlide[];
  width: number;
  height: number;
  format: VideoFormat;
  signal?: AbortSignal;
}

/**
 * Decision 210: a batch of slide segments (slide videos only: SLIDES_ONLY_CODEC) in one ffmpeg
 * process, each slide's picture and sound as two files. Inputs go to a scratch folder removed
 * afterwards; the files appear at their places only once the whole batch is encoded, so a failed
 * or aborted batch leaves nothing behind.
 */
export async function encodeSlideBatch(input: EncodeSlideBatchInput): Promise<void> {
  const { width, height, format } = input;
  const frameBytes = width * height * 4;
  const work = await mkdtemp(join(tmpdir(), 'lectern-batch-'));
  try {
    const sent = input.slides.map((slide) => withCaptions({ frames: slide.frames, captions: slide.captions, width, height }));
    const slides: BatchSlideArgs[] = await Promise.all(
      input.slides.map(async (slide, k) => {
        const audioPath = join(work, `narration-${k}.wav`);
        await writeFile(audioPath, slide.audio);
        let maskPath: string | undefined;
        if (zoomNeedsMask(slide.motion, width, height) && slide.motion?.zoom) {
          const rect = evenRect(slide.motion.zoom.rect);
          maskPath = join(work, `zoom-mask-${k}.gray`);
          await writeFile(maskPath, roundedMask(rect.width, rect.height, slide.motion.zoom.radius));
        }
        let crossfadePath: string | undefined;
        if (slide.motion?.crossfade && slide.crossfadeInto) {
          if (slide.crossfadeInto.length !== frameBytes)
            throw new RangeError(`The next slide's still has ${slide.crossfadeInto.length} bytes; ${width}×${height} RGBA needs ${frameBytes}`);
          crossfadePath = join(work, `next-slide-${k}.rgba`);
          await writeFile(crossfadePath, slide.crossfadeInto);
        }
        return {
          frames: sent[k]!,
          audioPath,
          // Keyframes where the slides change, not where a burned-in cue does.
          keyframes: keyframeTimes(slide.frames),
          soundOutput: join(work, `sound-${k}.${format}`),
          ...(slide.motion ? { motion: slide.motion } : {}),
          ...(maskPath ? { maskPath } : {}),
          ...(crossfadePath ? { crossfadePath } : {}),
        };
      }),
    );
    const args = buildSlideBatchArgs({ width, height, format, slides, picturePattern: join(work, `picture-%d.${format}`) });
    async function* pixels(): AsyncGenerator<Buffer> {
      for (const frames of sent) {
        let last: Buffer | undefined;
        for (const frame of frames) {
          last = await frame.rgba();
          if (last.length !== frameBytes)
            throw new RangeError(`Frame ${frame.index + 1} has ${last.length} bytes; ${width}×${height} RGBA needs ${frameBytes}`);
          yield last;
        }
        if (framesToSend(frames).repeatLast && last) yield last;
      }
    }
    await runFfmpeg(args, { stdin: pixels(), signal: input.signal });
    // One picture per slide, no more: a part cut anywhere else would join as a shorter slide.
    if (existsSync(join(work, `picture-${input.slides.length}.${format}`)))
      throw new Error(`The encoder cut ${input.slides.length} slides' pictures into more parts than slides`);
    // Every part is there, or the batch failed: a segment cut short would join as a shorter slide.
    for (const [k, slide] of input.slides.entries()) {
      await moveOut(join(work, `picture-${k}.${format}`), slide.picture);
      await moveOut(join(work, `sound-${k}.${format}`), slide.sound);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** A rename, or a copy where the scratch folder is on another file system; the copy lands whole (`.partial`, then renamed). */
async function moveOut(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, `${to}.partial`);
    await rename(`${to}.partial`, to);
  }
}
