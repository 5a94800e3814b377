import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { phonemeShapes, type VisemeSegment, visemeFrames, visemeTrack } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSpeechProvider } from '../speech/local/local-speech-provider.ts';
import { isAbortError } from '../speech/speech-errors.ts';
import type { Synthesis } from '../speech/speech-types.ts';
import { concatWavs } from '../wav/wav.ts';
import { AVATAR_FPS } from './avatar-args.ts';
import { encodeAvatarSegment } from './encode-avatar-segment.ts';
import { encodeSlideshow } from './encode-slideshow.ts';
import { buildConcatArgs, concatList } from './ffmpeg-args.ts';
import { probe } from './probe.ts';
import { ffmpegPath, runFfmpeg } from './run-ffmpeg.ts';

const run = promisify(execFile);
const WIDTH = 1920;
const HEIGHT = 1080;
const BOX = { x: 1200, y: 200, width: 720, height: 800 };
const BACKGROUND = [60, 90, 160] as const;
/** The synthetic presenter's mouth, in sprite pixels. */
const MOUTH = { x: 260, y: 500, width: 200, height: 100 };

const background = () => {
  const frame = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let i = 0; i < frame.length; i += 4) frame.set([...BACKGROUND, 255], i);
  return frame;
};

/** A presenter sprite: transparent above, a grey body below, the mouth bright (open) or dark (closed). */
function sprite(open: boolean) {
  const rgba = Buffer.alloc(BOX.width * BOX.height * 4);
  for (let y = 0; y < BOX.height; y++) {
    for (let x = 0; x < BOX.width; x++) {
      const i = (y * BOX.width + x) * 4;
      const inMouth = x >= MOUTH.x && x < MOUTH.x + MOUTH.width && y >= MOUTH.y && y < MOUTH.y + MOUTH.height;
      if (inMouth) rgba.set(open ? [250, 250, 250, 255] : [15, 15, 15, 255], i);
      else if (y >= 300) rgba.set([128, 128, 128, 255], i);
    }
  }
  return { rgba, width: BOX.width, height: BOX.height };
}

const OPEN = (shape: string) => shape !== 'rest' && shape !== 'MBP';

/** Two states, closed (0) and open (1), placed per the mouth track. */
function mouthSegments(track: VisemeSegment[]) {
  const segments: { state: number; frames: number }[] = [];
  for (const shape of visemeFrames(track)) {
    const state = OPEN(shape) ? 1 : 0;
    const last = segments.at(-1);
    if (last && last.state === state) last.frames++;
    else segments.push({ state, frames: 1 });
  }
  return segments;
}

/** Mean brightness of the mouth area in every decoded frame of a video. */
async function mouthBrightness(file: string): Promise<number[]> {
  const crop = { x: BOX.x + MOUTH.x + 20, y: BOX.y + MOUTH.y + 20, width: MOUTH.width - 40, height: MOUTH.height - 40 };
  const { stdout } = await run(
    ffmpegPath(),
    // At the presenter's frame rate: frames that repeat the one before are not stored (decision 172).
    [
      '-v',
      'error',
      '-i',
      file,
      '-vf',
      `fps=${AVATAR_FPS}:eof_action=pass,crop=${crop.width}:${crop.height}:${crop.x}:${crop.y},format=gray`,
      '-f',
      'rawvideo',
      '-',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  const size = crop.width * crop.height;
  return Array.from({ length: Math.floor(stdout.length / size) }, (_, f) => {
    let sum = 0;
    for (let i = f * size; i < (f + 1) * size; i++) sum += stdout[i]!;
    return sum / size;
  });
}

/** One RGB pixel of the frame shown at `seconds` (ffmpeg -ss … -frames:v 1). */
async function pixelAt(file: string, seconds: number, x: number, y: number): Promise<number[]> {
  const { stdout } = await run(
    ffmpegPath(),
    ['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1', '-vf', `crop=2:2:${x - (x % 2)}:${y - (y % 2)},format=rgb24`, '-f', 'rawvideo', '-'],
    { encoding: 'buffer' },
  );
  return [...stdout.subarray(0, 3)];
}

const childFfmpegCount = () => {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-x', 'ffmpeg'])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean).length;
  } catch {
    return 0;
  }
};

let dir = '';
let spoken: Synthesis;
let durationSeconds = 0;
let narration: Buffer;
let track: VisemeSegment[];
const speech = new LocalSpeechProvider();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'avatar-encode-test-'));
  spoken = await speech.synthesize({ text: 'Hello, my name is Lisa. Welcome to the quarterly review.', voice: 'en-US-Local-Annie', languageCode: 'en-US' });
  // The slide lasts its narration plus 0.6 s of silence, as the render plans it.
  durationSeconds = Math.round((spoken.durationSeconds + 0.6) * 1000) / 1000;
  narration = concatWavs([{ wav: spoken.wav, durationSeconds }]);
  track = visemeTrack(spoken.phonemes ?? [], { durationMs: durationSeconds * 1000, fps: AVATAR_FPS });
});
afterAll(async () => {
  await speech.close();
  await rm(dir, { recursive: true, force: true });
});

describe('encodeAvatarSegment', () => {
  it.each(['webm', 'mp4'] as const)('moves the presenter’s mouth with the narration and joins the slide segments (%s)', async (format) => {
    const output = join(dir, `avatar.${format}`);
    const progress: number[] = [];
    const segments = mouthSegments(track);
    await encodeAvatarSegment({
      background: { rgba: background() },
      width: WIDTH,
      height: HEIGHT,
      presenter: { kind: 'sprites', sprites: [sprite(false), () => sprite(true)], segments },
      box: BOX,
      audio: narration,
      durationSeconds,
      fps: AVATAR_FPS,
      format,
      output,
      onProgress: (seconds) => progress.push(seconds),
    });

    const probed = await probe(output);
    const video = probed.streams.find((s) => s.type === 'video');
    expect(video).toMatchObject({ codec: format === 'webm' ? 'vp9' : 'h264', width: WIDTH, height: HEIGHT });
    expect(probed.streams.find((s) => s.type === 'audio')?.codec).toBe(format === 'webm' ? 'opus' : 'aac');
    expect(probed.durationSeconds).toBeGreaterThan(durationSeconds - 0.1);
    expect(probed.durationSeconds).toBeLessThan(durationSeconds + 0.15);
    expect(progress.at(-1)).toBe(durationSeconds);

    // Every frame's mouth is bright exactly where the track says open, dark where it says closed.
    const brightness = await mouthBrightness(output);
    const expected = visemeFrames(track).map(OPEN);
    expect(brightness.length).toBeGreaterThanOrEqual(expected.length);
    const wrong = expected.filter((open, f) => (open ? brightness[f]! < 200 : brightness[f]! > 60));
    expect(wrong).toEqual([]);

    // In time with the narration: open a frame before each long vowel is heard, closed in the
    // pause between the sentences and after the last word.
    const phonemes = spoken.phonemes ?? [];
    const vowels = phonemes.filter((p) => ['AI', 'E', 'O', 'U'].includes(phonemeShapes(p.phoneme)[0]!) && p.endMs - p.startMs >= 120);
    expect(vowels.length).toBeGreaterThan(3);
    const frameMs = 1000 / AVATAR_FPS;
    for (const vowel of vowels) expect(brightness[Math.floor((vowel.startMs + 60) / frameMs) - 1]).toBeGreaterThan(200);
    const pause = phonemes.find((p) => p.phoneme === '_' && p.endMs - p.startMs >= 250 && p.endMs < spoken.durationSeconds * 1000 - 100);
    expect(pause).toBeDefined();
    expect(brightness[Math.floor((pause!.startMs + pause!.endMs) / 2 / frameMs)]).toBeLessThan(60);
    expect(brightness.at(-1)).toBeLessThan(60);

    // The presenter stands over the slide: transparent sprite pixels show the slide, opaque ones the body.
    const seconds = vowels[0]!.startMs / 1000;
    const [r, g, b] = await pixelAt(output, seconds, BOX.x + 100, BOX.y + 100);
    expect(Math.abs(r! - BACKGROUND[0]) + Math.abs(g! - BACKGROUND[1]) + Math.abs(b! - BACKGROUND[2])).toBeLessThan(20);
    expect(await pixelAt(output, seconds, BOX.x + 100, BOX.y + 400)).toEqual([expect.closeTo(128, -1), expect.closeTo(128, -1), expect.closeTo(128, -1)]);

    // A slide segment before and after it: the existing join (-c copy) accepts them all.
    const slide = join(dir, `slide.${format}`);
    await encodeSlideshow({
      frames: [{ rgba: background(), durationSeconds: 2 }],
      audio: concatWavs([{ wav: spoken.wav, durationSeconds: 2 }]),
      width: WIDTH,
      height: HEIGHT,
      format,
      output: slide,
    });
    const listPath = join(dir, `list-${format}.txt`);
    await writeFile(listPath, concatList([slide, output, slide]));
    const joined = join(dir, `joined.${format}`);
    await runFfmpeg(buildConcatArgs({ listPath, format, output: joined }));
    const whole = await probe(joined);
    expect(whole.durationSeconds).toBeGreaterThan(durationSeconds + 4 - 0.2);
    expect(whole.durationSeconds).toBeLessThan(durationSeconds + 4 + 0.3);
    // The whole file decodes without a single error (each frame as stored, on the file's 1 ms clock),
    // and the mouth still moves after the join.
    const { stderr } = await run(ffmpegPath(), ['-v', 'error', '-i', joined, '-fps_mode', 'passthrough', '-enc_time_base', '1/1000', '-f', 'null', '-']);
    // MP4 only: AAC's encoder delay makes each joined segment's first audio packet meet the previous
    // one's last; slide-only joins show the same audio notice, so only the video must be spotless.
    const problems = stderr.split('\n').filter((line) => line && !/in stream 1: \d+ >= \d+|Last message repeated/.test(line));
    expect(problems).toEqual([]);
    const afterJoin = await mouthBrightness(joined);
    expect(afterJoin.filter((v) => v > 200).length).toBeGreaterThan(5);
  });

  it('composites a presenter clip with alpha, with its own audio', async () => {
    // A 2 s VP9 clip with an alpha channel, as Azure returns one: an opaque disc on transparency, and a tone.
    const clip = join(dir, 'clip.webm');
    await run(ffmpegPath(), [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=black@0:s=640x720:r=25:d=2,format=rgba,geq=r=240:g=40:b=40:a=if(lt(hypot(X-320\\,Y-400)\\,200)\\,255\\,0)',
      '-f',
      'lavfi',
      '-i',
      'sine=f=440:d=2',
      '-c:v',
      'libvpx-vp9',
      '-pix_fmt',
      'yuva420p',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-c:a',
      'libopus',
      '-shortest',
      clip,
    ]);
    const output = join(dir, 'clip-avatar.webm');
    const box = { x: 1460, y: 600, width: 420, height: 480 };
    await encodeAvatarSegment({
      background: { rgba: background() },
      width: WIDTH,
      height: HEIGHT,
      presenter: { kind: 'video', path: clip, useAudio: true },
      box,
      durationSeconds: 2,
      fps: AVATAR_FPS,
      format: 'webm',
      output,
    });
    const probed = await probe(output);
    expect(probed.streams.map((s) => s.codec).sort()).toEqual(['opus', 'vp9']);
    expect(probed.durationSeconds).toBeCloseTo(2, 1);
    // 640×720 fitted into 420×480: 426×480 → 420×472, centred, on the bottom edge; the disc's centre is red.
    const [r, g, b] = await pixelAt(output, 1, box.x + 210, box.y + 480 - 472 + Math.round((400 * 472) / 720));
    expect(r).toBeGreaterThan(180);
    expect(g! + b!).toBeLessThan(150);
    // Outside the disc the clip is transparent: the slide shows.
    const corner = await pixelAt(output, 1, box.x + 10, box.y + 20);
    expect(Math.abs(corner[2]! - BACKGROUND[2])).toBeLessThan(15);
  });

  it('stops ffmpeg on abort and leaves no file', async () => {
    const output = join(dir, 'aborted.webm');
    const controller = new AbortController();
    const encoding = encodeAvatarSegment({
      background: { rgba: background() },
      width: WIDTH,
      height: HEIGHT,
      presenter: {
        kind: 'sprites',
        sprites: [sprite(false), sprite(true)],
        segments: [
          { state: 0, frames: 500 },
          { state: 1, frames: 500 },
        ],
      },
      box: BOX,
      audio: concatWavs([{ wav: spoken.wav, durationSeconds: 80 }]),
      durationSeconds: 80,
      fps: AVATAR_FPS,
      format: 'webm',
      output,
      signal: controller.signal,
      onProgress: (seconds) => {
        if (seconds > 0) controller.abort();
      },
    });
    setTimeout(() => controller.abort(), 3000);
    await expect(encoding).rejects.toSatisfy(isAbortError);
    expect(childFfmpegCount()).toBe(0);
    expect(existsSync(output)).toBe(false);
    expect(existsSync(`${output}.partial`)).toBe(false);
  });

  it('refuses a background of the wrong size before starting ffmpeg', async () => {
    await expect(
      encodeAvatarSegment({
        background: { rgba: Buffer.alloc(16) },
        width: WIDTH,
        height: HEIGHT,
        presenter: { kind: 'sprites', sprites: [sprite(false)], segments: [{ state: 0, frames: 10 }] },
        box: BOX,
        audio: narration,
        durationSeconds: 1,
        fps: AVATAR_FPS,
        format: 'webm',
        output: join(dir, 'never.webm'),
      }),
    ).rejects.toThrow(RangeError);
    await expect(readFile(join(dir, 'never.webm'))).rejects.toThrow();
  });
});
