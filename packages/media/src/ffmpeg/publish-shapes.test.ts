/**
 * Issue 14: every published shape and format, end to end at the ffmpeg level — slide and presenter
 * segments with burned-in captions, joined, then finished with chapters — checked with ffprobe
 * (streams, size, duration, faststart, chapters) and by decoding frames at and between cue times.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type AspectRatioId, pageSize } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishVideo } from '../finish/finish-video.ts';
import { colourDistance, frameAt, mp4TopLevelBoxes } from '../test/media-measure.ts';
import { silentWav } from '../wav/wav.ts';
import { AVATAR_FPS } from './avatar-args.ts';
import type { BurnedCaption } from './burned-captions.ts';
import { encodeAvatarSegment } from './encode-avatar-segment.ts';
import { encodeSlideshow } from './encode-slideshow.ts';
import { buildConcatArgs, concatList, type VideoFormat } from './ffmpeg-args.ts';
import { probe } from './probe.ts';
import { ffprobePath, runFfmpeg } from './run-ffmpeg.ts';

const run = promisify(execFile);
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'publish-shapes-'));
});
afterAll(async () => {
  if (!process.env.KEEP_MEDIA) await rm(dir, { recursive: true, force: true });
});

type Rgb = readonly [number, number, number];
const BLUE: Rgb = [40, 70, 180];
const GREEN: Rgb = [40, 160, 80];
const GREY: Rgb = [110, 110, 110];
const MAGENTA: Rgb = [230, 40, 200];
const YELLOW: Rgb = [240, 220, 40];
const CYAN: Rgb = [40, 220, 230];

const solid = (width: number, height: number, [r, g, b]: Rgb) => {
  const frame = Buffer.alloc(width * height * 4);
  for (let i = 0; i < frame.length; i += 4) frame.set([r, g, b, 255], i);
  return frame;
};

/** A caption image as drawBurnedCaption makes them: transparent, an opaque band low in the frame. */
const band =
  (width: number, height: number, [r, g, b]: Rgb) =>
  () => {
    const rgba = Buffer.alloc(width * height * 4);
    for (let y = Math.round(height * 0.78); y < Math.round(height * 0.86); y++) {
      for (let x = Math.round(width * 0.1); x < Math.round(width * 0.9); x++) rgba.set([r, g, b, 230], (y * width + x) * 4);
    }
    return rgba;
  };

/** Blended at 230/255 over the slide colour. */
const over = (top: Rgb, under: Rgb) => top.map((c, i) => Math.round((c * 230 + under[i]! * 25) / 255));

async function makeVideo(aspect: AspectRatioId, format: VideoFormat) {
  const { width, height } = pageSize(aspect);
  const rate = 22050;
  const slides = join(dir, `${aspect.replace(':', 'x')}-slides.${format}`);
  const captions: BurnedCaption[] = [
    { startSeconds: 0.5, endSeconds: 1.5, rgba: band(width, height, MAGENTA) },
    { startSeconds: 2.5, endSeconds: 3.5, rgba: band(width, height, YELLOW) },
  ];
  await encodeSlideshow({
    frames: [
      { durationSeconds: 2, rgba: solid(width, height, BLUE) },
      { durationSeconds: 2, rgba: () => solid(width, height, GREEN) },
    ],
    audio: silentWav(4, rate),
    width,
    height,
    format,
    output: slides,
    captions,
  });
  // The presenter: a red block standing in its box at the top left, over a grey slide.
  const box = { x: 0, y: 0, width: 200, height: 400 };
  const presenterSprite = { rgba: solid(box.width, box.height, [200, 30, 30]), width: box.width, height: box.height };
  const presenter = join(dir, `${aspect.replace(':', 'x')}-presenter.${format}`);
  await encodeAvatarSegment({
    background: { rgba: solid(width, height, GREY) },
    width,
    height,
    presenter: { kind: 'sprites', sprites: [presenterSprite], segments: [{ state: 0, frames: Math.round(3 * AVATAR_FPS) }] },
    box,
    audio: silentWav(3, rate),
    durationSeconds: 3,
    fps: AVATAR_FPS,
    format,
    output: presenter,
    audioSampleRate: rate,
    captions: [{ startSeconds: 0.5, endSeconds: 2, rgba: band(width, height, CYAN) }],
  });
  const listPath = join(dir, `${aspect.replace(':', 'x')}.txt`);
  await writeFile(listPath, concatList([slides, presenter]));
  const joined = join(dir, `${aspect.replace(':', 'x')}-joined.${format}`);
  await runFfmpeg(buildConcatArgs({ listPath, format, output: joined }));
  const output = join(dir, `${aspect.replace(':', 'x')}-final.${format}`);
  await finishVideo({
    input: joined,
    output,
    format,
    durationSeconds: 7,
    chapters: [
      { title: 'Slides', startSeconds: 0 },
      { title: 'Presenter', startSeconds: 4 },
    ],
  });
  return { output, width, height };
}

describe.each([
  ['16:9', 'mp4'],
  ['9:16', 'mp4'],
  ['1:1', 'mp4'],
  ['9:16', 'webm'],
] as const)('a %s %s video', (aspect, format) => {
  it('has the shape, codecs, length, chapters and (MP4) index first, and its captions show only at their cue times', async () => {
    const { output, width, height } = await makeVideo(aspect, format);
    const info = await probe(output);
    const [video, audio] = format === 'mp4' ? ['h264', 'aac'] : ['vp9', 'opus'];
    expect(info.streams.find((s) => s.type === 'video')).toEqual({ codec: video, type: 'video', width, height });
    expect(info.streams.find((s) => s.type === 'audio')?.codec).toBe(audio);
    expect(info.durationSeconds).toBeGreaterThan(6.9);
    expect(info.durationSeconds).toBeLessThan(7.1);
    if (format === 'mp4') {
      const boxes = await mp4TopLevelBoxes(output);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    }
    const { stdout } = await run(ffprobePath(), ['-v', 'error', '-print_format', 'json', '-show_chapters', output]);
    const chapters = (JSON.parse(stdout) as { chapters: { start_time: string; tags: { title: string } }[] }).chapters;
    expect(chapters.map((c) => [c.tags.title, Number(c.start_time)])).toEqual([
      ['Slides', 0],
      ['Presenter', 4],
    ]);

    const bandPoint = [width / 2, height * 0.82] as const;
    const expectations: [number, readonly number[]][] = [
      [0.25, BLUE], // before the first cue
      [1, over(MAGENTA, BLUE)],
      [2.2, GREEN], // between cues, on the second slide
      [3, over(YELLOW, GREEN)],
      [3.8, GREEN],
      [5, over(CYAN, GREY)], // the presenter segment's cue, drawn over the slide
      [6.6, GREY],
    ];
    for (const [seconds, colour] of expectations) {
      const frame = await frameAt(output, seconds, width, height);
      expect(colourDistance(frame.at(...bandPoint), colour), `caption band at ${seconds} s`).toBeLessThanOrEqual(24);
      // Outside the band the slide is untouched.
      expect(colourDistance(frame.at(width / 2, height * 0.5), seconds < 2 ? BLUE : seconds < 4 ? GREEN : GREY), `slide at ${seconds} s`).toBeLessThanOrEqual(
        16,
      );
    }
    // The presenter is still drawn under the captions.
    expect(colourDistance((await frameAt(output, 5, width, height)).at(100, 200), [200, 30, 30])).toBeLessThanOrEqual(24);
  }, 180_000);
});
