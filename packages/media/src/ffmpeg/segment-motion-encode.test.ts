import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentWav } from '../wav/wav.ts';
import { encodeAvatarSegment } from './encode-avatar-segment.ts';
import { encodeSlideshow } from './encode-slideshow.ts';
import { buildConcatArgs, concatList } from './ffmpeg-args.ts';
import { probe } from './probe.ts';
import { ffmpegPath, ffprobePath, runFfmpeg } from './run-ffmpeg.ts';

// Small frames keep the encodes to a fraction of a second; the filters do not depend on the size.
const WIDTH = 480;
const HEIGHT = 270;
const PICTURE = { x: 280, y: 60, width: 160, height: 120 };
const BACKGROUND = '#ffffff';

/** A slide: a flat colour, and with `picture` a detailed picture (stripes and a gradient) in PICTURE. */
function still(rgb: [number, number, number], picture = false): Buffer {
  const frame = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 4;
      const inPicture = picture && x >= PICTURE.x && x < PICTURE.x + PICTURE.width && y >= PICTURE.y && y < PICTURE.y + PICTURE.height;
      const stripe = ((x - PICTURE.x) >> 3) % 2 === 0 ? 40 : 200;
      frame[i] = inPicture ? stripe : rgb[0];
      frame[i + 1] = inPicture ? Math.round(((y - PICTURE.y) / PICTURE.height) * 255) : rgb[1];
      frame[i + 2] = inPicture ? 255 - stripe : rgb[2];
      frame[i + 3] = 255;
    }
  }
  return frame;
}

/** The decoded frame shown at `seconds`, as RGB bytes. */
const frameAt = (file: string, seconds: number) =>
  execFileSync(ffmpegPath(), ['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1']);

const mean = (rgb: Buffer, rect = { x: 0, y: 0, width: WIDTH, height: HEIGHT }) => {
  const sum = [0, 0, 0];
  for (let y = rect.y; y < rect.y + rect.height; y++)
    for (let x = rect.x; x < rect.x + rect.width; x++) for (let c = 0; c < 3; c++) sum[c]! += rgb[(y * WIDTH + x) * 3 + c]!;
  return sum.map((s) => s / (rect.width * rect.height));
};
/** Mean absolute difference of two RGB frames inside `rect`, 0–255. */
const difference = (a: Buffer, b: Buffer, rect: { x: number; y: number; width: number; height: number }) => {
  let sum = 0;
  for (let y = rect.y; y < rect.y + rect.height; y++)
    for (let x = rect.x; x < rect.x + rect.width; x++) for (let c = 0; c < 3; c++) sum += Math.abs(a[(y * WIDTH + x) * 3 + c]! - b[(y * WIDTH + x) * 3 + c]!);
  return sum / (rect.width * rect.height * 3);
};

let dir = '';
let video = '';
let mp4 = '';
const FIRST = 6;
const SECOND = 3;
const TRANSITION = 0.5;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'motion-encode-'));
  const fade = { color: BACKGROUND, inSeconds: TRANSITION / 2, outSeconds: TRANSITION / 2 };
  const segments = [
    { rgba: still([200, 30, 30], true), seconds: FIRST, motion: { fade, zoom: { rect: PICTURE, radius: 12, amount: 0.08, ticksPerSecond: 5 } } },
    { rgba: still([30, 60, 200]), seconds: SECOND, motion: { fade } },
  ];
  const files: string[] = [];
  for (const [i, s] of segments.entries()) {
    const output = join(dir, `segment-${i}.webm`);
    await encodeSlideshow({
      frames: [{ rgba: s.rgba, durationSeconds: s.seconds }],
      audio: silentWav(s.seconds),
      width: WIDTH,
      height: HEIGHT,
      format: 'webm',
      output,
      motion: s.motion,
    });
    files.push(output);
  }
  // The same slide as MP4: both formats must stay 4:2:0.
  mp4 = join(dir, 'segment-0.mp4');
  await encodeSlideshow({
    frames: [{ rgba: segments[0]!.rgba, durationSeconds: 2 }],
    audio: silentWav(2),
    width: WIDTH,
    height: HEIGHT,
    format: 'mp4',
    output: mp4,
    motion: segments[0]!.motion,
  });
  // Joined by copy, as the render pipeline joins slide segments.
  const listPath = join(dir, 'list.txt');
  await writeFile(listPath, concatList(files));
  video = join(dir, 'video.webm');
  await runFfmpeg(buildConcatArgs({ listPath, format: 'webm', output: video }));
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('motion inside slide segments (decision 171)', () => {
  it('keeps the video exactly as long as its slides, in 4:2:0 like every segment (VP9 profile 0, H.264 High)', async () => {
    expect((await probe(video)).durationSeconds).toBeCloseTo(FIRST + SECOND, 1);
    const format = (file: string) =>
      execFileSync(ffprobePath(), ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=pix_fmt,profile', '-of', 'csv=p=0', file])
        .toString()
        .trim();
    expect(format(video)).toBe('Profile 0,yuv420p');
    expect(format(mp4)).toBe('High,yuv420p');
  });

  it('blends the slides through the theme background at the boundary, and shows each still fully between', () => {
    const red = mean(frameAt(video, 3));
    const blue = mean(frameAt(video, FIRST + 1.5));
    const leaving = mean(frameAt(video, FIRST - 0.1));
    const arriving = mean(frameAt(video, FIRST + 0.1));
    // Fully shown: close to the stills' own colours (outside the picture the first slide is red).
    expect(red[1]).toBeLessThan(80);
    expect(blue[0]).toBeLessThan(60);
    // Around the boundary each frame is lighter than both stills (toward the white background) and not yet white.
    for (const frame of [leaving, arriving]) {
      const light = Math.min(...frame);
      expect(light).toBeGreaterThan(Math.min(...red) + 40);
      expect(light).toBeGreaterThan(Math.min(...blue) + 40);
      expect(light).toBeLessThan(245);
    }
  });

  it('zooms slowly into the picture while the rest of the slide stands still', () => {
    const early = frameAt(video, 1);
    const later = frameAt(video, 5);
    expect(difference(early, later, PICTURE)).toBeGreaterThan(8);
    const outside = { x: 20, y: 20, width: 200, height: 200 };
    expect(difference(early, later, outside)).toBeLessThan(2);
  });
});

describe('motion behind a presenter (decision 171)', () => {
  it('fades and zooms the slide while the presenter stays as drawn', async () => {
    const box = { x: 20, y: 100, width: 120, height: 170 };
    // A solid green presenter filling its box.
    const sprite = { rgba: Buffer.alloc(box.width * box.height * 4).fill(Buffer.from([20, 200, 20, 255])), width: box.width, height: box.height };
    const output = join(dir, 'presenter.webm');
    const seconds = 4;
    await encodeAvatarSegment({
      background: { rgba: still([200, 30, 30], true) },
      width: WIDTH,
      height: HEIGHT,
      presenter: { kind: 'sprites', sprites: [sprite], segments: [{ state: 0, frames: seconds * 25 }] },
      box,
      audio: silentWav(seconds),
      durationSeconds: seconds,
      fps: 25,
      format: 'webm',
      output,
      motion: { fade: { color: BACKGROUND, inSeconds: 0.25, outSeconds: 0.25 }, zoom: { rect: PICTURE, radius: 12, amount: 0.08, ticksPerSecond: 5 } },
    });
    const arriving = frameAt(output, 0.1);
    const settled = frameAt(output, 0.6);
    const later = frameAt(output, 3.4);
    const presenter = { x: 40, y: 150, width: 80, height: 100 };
    const slide = { x: 200, y: 200, width: 60, height: 60 };
    // The slide is still lighter than itself while it fades in; the presenter is not.
    expect(mean(arriving, slide)[1]! - mean(settled, slide)[1]!).toBeGreaterThan(40);
    expect(difference(arriving, settled, presenter)).toBeLessThan(3);
    // The picture zooms behind a still presenter.
    expect(difference(settled, later, PICTURE)).toBeGreaterThan(5);
    expect(difference(settled, later, presenter)).toBeLessThan(3);
  }, 60_000);
});
