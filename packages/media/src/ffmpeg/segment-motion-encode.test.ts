import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentWav } from '../wav/wav.ts';
import { encodeSlideshow } from './encode-slideshow.ts';
import { buildConcatArgs, concatList } from './ffmpeg-args.ts';
import { probe } from './probe.ts';
import { ffmpegPath, ffprobePath, runFfmpeg } from './run-ffmpeg.ts';

// Small frames keep the encodes to a fraction of a second; the filters do not depend on the size.
const WIDTH = 480;
const HEIGHT = 270;
const PICTURE = { x: 280, y: 60, width: 160, height: 120 };

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

const RED: [number, number, number] = [200, 30, 30];
const BLUE: [number, number, number] = [30, 60, 200];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'motion-encode-'));
  const zoom = { rect: PICTURE, radius: 12, amount: 0.08, ticksPerSecond: 5 };
  // Decision 180: the first slide ends by crossfading into the second's opening still; the last fades to black.
  const segments = [
    { rgba: still(RED, true), seconds: FIRST, motion: { crossfade: { seconds: TRANSITION }, zoom }, next: still(BLUE) },
    { rgba: still(BLUE), seconds: SECOND, motion: { fade: { color: '#000000', inSeconds: 0, outSeconds: TRANSITION } } },
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
      ...(s.next ? { crossfadeInto: s.next } : {}),
      slidesOnly: true,
    });
    files.push(output);
  }
  // The same slide as MP4, at the slide video's own settings: both formats must stay 4:2:0.
  mp4 = join(dir, 'segment-0.mp4');
  await encodeSlideshow({
    frames: [{ rgba: segments[0]!.rgba, durationSeconds: 2 }],
    audio: silentWav(2),
    width: WIDTH,
    height: HEIGHT,
    format: 'mp4',
    output: mp4,
    motion: segments[0]!.motion,
    crossfadeInto: segments[0]!.next,
    slidesOnly: true,
  });
  // Joined by copy, as the render pipeline joins slide segments.
  const listPath = join(dir, 'list.txt');
  await writeFile(listPath, concatList(files));
  video = join(dir, 'video.webm');
  await runFfmpeg(buildConcatArgs({ listPath, format: 'webm', output: video }));
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('motion inside slide segments (decision 171)', () => {
  it('keeps the video exactly as long as its slides, in 4:2:0 like every segment (VP9 profile 0, H.264 without CABAC for slides alone)', async () => {
    expect((await probe(video)).durationSeconds).toBeCloseTo(FIRST + SECOND, 1);
    const format = (file: string) =>
      execFileSync(ffprobePath(), ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=pix_fmt,profile', '-of', 'csv=p=0', file])
        .toString()
        .trim();
    expect(format(video)).toBe('Profile 0,yuv420p');
    // Decision 180: a slide video's H.264 is `ultrafast` (no CABAC, no B-frames), which x264 signals as Constrained Baseline.
    expect(format(mp4)).toBe('Constrained Baseline,yuv420p');
  });

  it('opens on the first slide itself, and blends the two slides at the boundary, never through another colour', () => {
    const outside = { x: 20, y: 20, width: 200, height: 200 };
    const near = (frame: number[], rgb: readonly number[], within: number) => {
      for (const [i, c] of frame.entries()) expect(Math.abs(c - rgb[i]!)).toBeLessThan(within);
    };
    // The very first frame is the first slide, not a background colour.
    near(mean(frameAt(video, 0), outside), RED, 8);
    // Fully shown between transitions.
    near(mean(frameAt(video, 3), outside), RED, 8);
    near(mean(frameAt(video, FIRST + 1.5), outside), BLUE, 8);
    // 0.5 s is six steps at 12.5 fps: the third of five blends (5.76–5.84 s) is half of each slide
    // (frameAt decodes the first frame at or after its time).
    const middle = mean(frameAt(video, FIRST - 0.25), outside);
    near(
      middle,
      RED.map((c, i) => (c + BLUE[i]!) / 2),
      10,
    );
    // Every frame of the transition lies between the two slides, channel by channel (no white, no black).
    for (const t of [FIRST - 0.41, FIRST - 0.33, FIRST - 0.17, FIRST - 0.09]) {
      for (const [i, c] of mean(frameAt(video, t), outside).entries()) {
        expect(c).toBeGreaterThan(Math.min(RED[i]!, BLUE[i]!) - 6);
        expect(c).toBeLessThan(Math.max(RED[i]!, BLUE[i]!) + 6);
      }
    }
    // The second slide arrives whole at the cut: no fade in.
    near(mean(frameAt(video, FIRST + 0.02), outside), BLUE, 8);
  });

  it('zooms slowly into the picture while the rest of the slide stands still', () => {
    const early = frameAt(video, 1);
    const later = frameAt(video, 5);
    expect(difference(early, later, PICTURE)).toBeGreaterThan(8);
    const outside = { x: 20, y: 20, width: 200, height: 200 };
    expect(difference(early, later, outside)).toBeLessThan(2);
  });
});
