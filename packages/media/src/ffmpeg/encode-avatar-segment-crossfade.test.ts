import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentWav } from '../wav/wav.ts';
import { encodeAvatarSegment } from './encode-avatar-segment.ts';
import { buildConcatArgs, concatList } from './ffmpeg-args.ts';
import { ffmpegPath, runFfmpeg } from './run-ffmpeg.ts';

// Small frames keep the encodes to a fraction of a second; the filters do not depend on the size.
const WIDTH = 480;
const HEIGHT = 270;
const PICTURE = { x: 280, y: 60, width: 160, height: 120 };
const BOX = { x: 20, y: 100, width: 120, height: 170 };
const FIRST = 4;
const SECOND = 2;
const TRANSITION = 0.5;
const FPS = 25;
const RED: [number, number, number] = [200, 30, 30];
const BLUE: [number, number, number] = [30, 60, 200];
/** The light theme's background, which decision 171's dip passed through: it must never show between the slides. */
const THEME_BACKGROUND = [255, 255, 255];

/** A slide: a flat colour, and with `picture` a detailed picture (stripes and a gradient) in PICTURE. */
function still(rgb: [number, number, number], picture = false): Buffer {
  const frame = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 4;
      const inPicture = picture && x >= PICTURE.x && x < PICTURE.x + PICTURE.width && y >= PICTURE.y && y < PICTURE.y + PICTURE.height;
      const stripe = ((x - PICTURE.x) >> 3) % 2 === 0 ? 40 : 200;
      frame.set(inPicture ? [stripe, Math.round(((y - PICTURE.y) / PICTURE.height) * 255), 255 - stripe, 255] : [...rgb, 255], i);
    }
  }
  return frame;
}

/** The presenter: a green body with a lighter face, the same drawing on both slides (it rests at both ends, decision 187). */
function presenterSprite() {
  const rgba = Buffer.alloc(BOX.width * BOX.height * 4);
  for (let y = 0; y < BOX.height; y++)
    for (let x = 0; x < BOX.width; x++) rgba.set(y < 60 ? [240, 200, 160, 255] : [20, 200, 20, 255], (y * BOX.width + x) * 4);
  return { rgba, width: BOX.width, height: BOX.height };
}

type Rect = { x: number; y: number; width: number; height: number };
const mean = (rgb: Buffer, rect: Rect) => {
  const sum = [0, 0, 0];
  for (let y = rect.y; y < rect.y + rect.height; y++)
    for (let x = rect.x; x < rect.x + rect.width; x++) for (let c = 0; c < 3; c++) sum[c]! += rgb[(y * WIDTH + x) * 3 + c]!;
  return sum.map((s) => s / (rect.width * rect.height));
};
const difference = (a: Buffer, b: Buffer, rect: Rect) => {
  let sum = 0;
  for (let y = rect.y; y < rect.y + rect.height; y++)
    for (let x = rect.x; x < rect.x + rect.width; x++) for (let c = 0; c < 3; c++) sum += Math.abs(a[(y * WIDTH + x) * 3 + c]! - b[(y * WIDTH + x) * 3 + c]!);
  return sum / (rect.width * rect.height * 3);
};

/**
 * Every frame as a player shows it, at the presenter's 25 fps (a held frame is stored once:
 * `-ss` would land on the next stored frame and mislead, decision 172).
 */
function framesOf(file: string): Buffer[] {
  // From the first frame's time: WebM starts its video a few milliseconds late (the audio's pre-skip).
  const raw = execFileSync(
    ffmpegPath(),
    ['-v', 'error', '-i', file, '-vf', `setpts=PTS-STARTPTS,fps=${FPS}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    {
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const size = WIDTH * HEIGHT * 3;
  return Array.from({ length: Math.floor(raw.length / size) }, (_, i) => raw.subarray(i * size, (i + 1) * size));
}

const SLIDE = { x: 180, y: 200, width: 80, height: 60 };
const PRESENTER = { x: BOX.x + 10, y: BOX.y + 10, width: BOX.width - 20, height: BOX.height - 20 };
let dir = '';
let frames: Buffer[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'avatar-crossfade-'));
  const sprite = presenterSprite();
  const segment = async (name: string, background: Buffer, seconds: number, motion: Parameters<typeof encodeAvatarSegment>[0]['motion'], next?: Buffer) => {
    const output = join(dir, `${name}.webm`);
    await encodeAvatarSegment({
      background: { rgba: background },
      width: WIDTH,
      height: HEIGHT,
      presenter: { kind: 'sprites', sprites: [sprite], segments: [{ state: 0, frames: seconds * FPS }] },
      box: BOX,
      audio: silentWav(seconds),
      durationSeconds: seconds,
      fps: FPS,
      format: 'webm',
      output,
      motion,
      ...(next ? { crossfadeInto: next } : {}),
    });
    return output;
  };
  const zoom = { rect: PICTURE, radius: 12, amount: 0.08, ticksPerSecond: 5 };
  const files = [
    await segment('first', still(RED, true), FIRST, { crossfade: { seconds: TRANSITION }, zoom }, still(BLUE)),
    await segment('last', still(BLUE), SECOND, { fade: { color: '#000000', inSeconds: 0, outSeconds: TRANSITION } }),
  ];
  const listPath = join(dir, 'list.txt');
  await writeFile(listPath, concatList(files));
  const video = join(dir, 'video.webm');
  await runFfmpeg(buildConcatArgs({ listPath, format: 'webm', output: video }));
  frames = framesOf(video);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a presenter video crossfades between slides (decision 187)', () => {
  const near = (rgb: number[], target: readonly number[], within: number) => rgb.every((c, i) => Math.abs(c - target[i]!) < within);

  it('opens on the first slide with its presenter, and shows each slide whole away from the join', () => {
    // The fps filter may add one frame at the very end.
    expect(frames.length - (FIRST + SECOND) * FPS).toBeGreaterThanOrEqual(0);
    expect(frames.length - (FIRST + SECOND) * FPS).toBeLessThanOrEqual(1);
    const at = (frame: number, rect = SLIDE) => mean(frames[frame]!, rect).map(Math.round).join(',');
    expect(near(mean(frames[0]!, SLIDE), RED, 8), at(0)).toBe(true);
    expect(near(mean(frames[0]!, { x: 40, y: 180, width: 60, height: 60 }), [20, 200, 20], 10), at(0, { x: 40, y: 180, width: 60, height: 60 })).toBe(true);
    expect(near(mean(frames[(FIRST - 1) * FPS]!, SLIDE), RED, 8), at((FIRST - 1) * FPS)).toBe(true);
    // The second slide arrives whole at the cut: no fade in.
    expect(near(mean(frames[FIRST * FPS]!, SLIDE), BLUE, 8), at(FIRST * FPS)).toBe(true);
  });

  it('blends the two slides behind the presenter, step by step, never through the theme’s colour', () => {
    const join = FIRST * FPS;
    // The last half second before the cut (3.52–3.96 s); the blends step at 12.5 fps, 3.6 s to 3.92 s.
    const transition = frames.slice(join - 12, join).map((f) => mean(f, SLIDE));
    // Every frame lies between the two slides, channel by channel (no white, no black) …
    for (const rgb of transition) {
      rgb.forEach((c, i) => {
        expect(c).toBeGreaterThan(Math.min(RED[i]!, BLUE[i]!) - 6);
        expect(c).toBeLessThan(Math.max(RED[i]!, BLUE[i]!) + 6);
      });
      expect(near(rgb, THEME_BACKGROUND, 60)).toBe(false);
    }
    // … moving only toward the next slide, through several blends, halfway about a quarter second before the cut.
    const share = transition.map((rgb) => (RED[0] - rgb[0]!) / (RED[0] - BLUE[0]));
    for (let i = 1; i < share.length; i++) expect(share[i]!).toBeGreaterThanOrEqual(share[i - 1]! - 0.02);
    expect(new Set(share.filter((s) => s > 0.05 && s < 0.95).map((s) => Math.round(s * 12))).size).toBeGreaterThanOrEqual(4);
    expect(Math.abs(share[6]! - 0.5), share.map((s) => s.toFixed(2)).join(' ')).toBeLessThan(0.1);
    // The last frame before the cut is already mostly the next slide: no frame shows the first slide unblended.
    expect(share.at(-1)!).toBeGreaterThan(0.7);
  });

  it('zooms the picture behind a presenter who stays as drawn (decision 171)', () => {
    expect(difference(frames[15]!, frames[85]!, PICTURE)).toBeGreaterThan(5);
    expect(difference(frames[15]!, frames[85]!, PRESENTER)).toBeLessThan(3);
    expect(difference(frames[15]!, frames[85]!, SLIDE)).toBeLessThan(2);
  });

  it('keeps the presenter whole and still across the join: no fade, no jump', () => {
    const join = FIRST * FPS;
    const steady = frames[join - 20]!;
    for (let i = join - 15; i < join + 10; i++) expect(difference(frames[i]!, steady, PRESENTER), `frame ${i}`).toBeLessThan(3);
  });

  it('ends the video with a fade to black that takes the presenter with it', () => {
    const last = frames.at(-1)!;
    expect(mean(last, SLIDE).every((c) => c < 40)).toBe(true);
    expect(mean(last, PRESENTER).every((c) => c < 40)).toBe(true);
    const before = frames[frames.length - 16]!;
    expect(near(mean(before, SLIDE), BLUE, 8)).toBe(true);
  });
});

describe('a slide without its presenter in a presenter video (decision 187)', () => {
  it('is made by the presenter’s encoder and still drifts when nothing else moves on it (decision 171)', async () => {
    const output = join(dir, 'hidden.webm');
    const seconds = 4;
    await encodeAvatarSegment({
      background: { rgba: still(RED, true) },
      width: WIDTH,
      height: HEIGHT,
      presenter: { kind: 'none' },
      box: { x: 0, y: 0, width: 0, height: 0 },
      audio: silentWav(seconds),
      durationSeconds: seconds,
      fps: FPS,
      format: 'webm',
      output,
      motion: { drift: { pixels: 4, ticksPerSecond: 1 } },
    });
    const shown = framesOf(output);
    expect(shown.length).toBeGreaterThanOrEqual(seconds * FPS);
    // The striped picture has moved by whole pixels by the end; the flat slide around it has not changed.
    expect(difference(shown[0]!, shown.at(-1)!, PICTURE)).toBeGreaterThan(5);
    expect(difference(shown[0]!, shown.at(-1)!, SLIDE)).toBeLessThan(2);
  }, 60_000);
});
