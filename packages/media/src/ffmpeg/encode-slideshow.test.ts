import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSpeechProvider } from '../speech/local/local-speech-provider.ts';
import { isAbortError } from '../speech/speech-errors.ts';
import { concatWavs, decodeWav, silentWav, wavDurationSeconds } from '../wav/wav.ts';
import { encodeSlideshow } from './encode-slideshow.ts';
import { buildConcatArgs, CONCAT_LIST_ON_STDIN, concatList } from './ffmpeg-args.ts';
import { probe } from './probe.ts';
import { FfmpegError, parseClock, runFfmpeg } from './run-ffmpeg.ts';

const WIDTH = 1920;
const HEIGHT = 1080;
const solid = (r: number, g: number, b: number) => {
  const frame = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let i = 0; i < frame.length; i += 4) {
    frame[i] = r;
    frame[i + 1] = g;
    frame[i + 2] = b;
    frame[i + 3] = 255;
  }
  return frame;
};

let dir = '';
let narration: Buffer;
let durations: number[] = [];
const speech = new LocalSpeechProvider();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'encode-test-'));
  const lines = ['This is the first slide.', 'The second slide follows, a little longer than the first one.', 'And that is all.'];
  const spoken = [];
  for (const text of lines) spoken.push(await speech.synthesize({ text, voice: 'en-US-Local-Annie', languageCode: 'en-US' }));
  // Each slide lasts its narration plus half a second, as the render pipeline plans it.
  durations = spoken.map((s) => Math.round((s.durationSeconds + 0.5) * 1000) / 1000);
  narration = concatWavs(spoken.map((s, i) => ({ wav: s.wav, durationSeconds: durations[i] })));
});
afterAll(async () => {
  await speech.close();
  await rm(dir, { recursive: true, force: true });
});

const childFfmpegCount = () => {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-x', 'ffmpeg'])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean).length;
  } catch {
    return 0; // pgrep exits 1 when nothing matches
  }
};

describe('encodeSlideshow', () => {
  it.each([
    ['webm', 'vp9', 'opus'],
    ['mp4', 'h264', 'aac'],
  ] as const)('encodes three slides and the narration to %s (%s + %s), 1920×1080, as long as the narration', async (format, video, audio) => {
    const output = join(dir, `slides.${format}`);
    const progress: number[] = [];
    const colours = [solid(200, 30, 30), solid(30, 160, 60), solid(30, 60, 200)];
    const result = await encodeSlideshow({
      frames: durations.map((durationSeconds, i) => ({ durationSeconds, rgba: () => colours[i]! })),
      audio: narration,
      width: WIDTH,
      height: HEIGHT,
      format,
      output,
      onProgress: (seconds) => progress.push(seconds),
    });
    const narrationSeconds = wavDurationSeconds(decodeWav(narration));
    expect(result.durationSeconds).toBeCloseTo(narrationSeconds, 2);
    const info = await probe(output);
    expect(info.streams).toEqual([
      { codec: video, type: 'video', width: WIDTH, height: HEIGHT },
      { codec: audio, type: 'audio' },
    ]);
    expect(Math.abs(info.durationSeconds - narrationSeconds)).toBeLessThan(0.5);
    expect(progress.at(-1)).toBeCloseTo(result.durationSeconds, 5);
    expect(existsSync(`${output}.partial`)).toBe(false);
  });

  it('joins MP4 slide segments whose narrations have different rates without stretching one (decision 186)', async () => {
    // A Flite slide (16 kHz) then a silent one (22.05 kHz, silentWav): small frames, the audio is what is tested.
    const [width, height] = [320, 180];
    const still = Buffer.alloc(width * height * 4, 200);
    const segments = [
      { file: join(dir, 'rate-16k.mp4'), audio: silentWav(2, 16000), seconds: 2 },
      { file: join(dir, 'rate-22k.mp4'), audio: silentWav(3, 22050), seconds: 3 },
    ];
    for (const s of segments) {
      await encodeSlideshow({
        frames: [{ durationSeconds: s.seconds, rgba: still }],
        audio: s.audio,
        width,
        height,
        format: 'mp4',
        slidesOnly: true,
        output: s.file,
      });
    }
    const listPath = join(dir, 'rates.txt');
    const joined = join(dir, 'rates.mp4');
    await writeFile(listPath, concatList(segments.map((s) => s.file)));
    await runFfmpeg(buildConcatArgs({ listPath, format: 'mp4', output: joined }));
    // Played as players play it, sample after sample: as long as the slides (give or take each
    // segment's AAC priming), where decoding the 22.05 kHz segment at 16 kHz gave 2 + 3 × 1.38 s.
    const decoded = join(dir, 'rates.wav');
    await runFfmpeg(['-v', 'error', '-i', joined, '-vn', '-f', 'wav', decoded]);
    expect(Math.abs((await probe(decoded)).durationSeconds - 5)).toBeLessThan(0.25);
  });

  it('joins segments from a list that arrives on stdin after ffmpeg started, as from a list file (decision 208)', async () => {
    const [width, height] = [320, 180];
    const segments = [join(dir, "early join's 1.webm"), join(dir, 'early join 2.webm')];
    for (const [i, file] of segments.entries()) {
      await encodeSlideshow({
        frames: [{ durationSeconds: 2 + i, rgba: Buffer.alloc(width * height * 4, 90 * i) }],
        audio: silentWav(2 + i, 16000),
        width,
        height,
        format: 'webm',
        slidesOnly: true,
        output: file,
      });
    }
    const fromFile = join(dir, 'joined-from-file.webm');
    await writeFile(join(dir, 'early.txt'), concatList(segments));
    await runFfmpeg(buildConcatArgs({ listPath: join(dir, 'early.txt'), format: 'webm', output: fromFile }));
    const fromStdin = join(dir, 'joined-from-stdin.webm');
    async function* later() {
      await new Promise((resolve) => setTimeout(resolve, 300));
      yield Buffer.from(concatList(segments, { onStdin: true }));
    }
    await runFfmpeg(buildConcatArgs({ listPath: CONCAT_LIST_ON_STDIN, format: 'webm', output: fromStdin }), { stdin: later() });
    const frames = (file: string) => execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 'framemd5', '-'], { encoding: 'utf8' }).split('\n').sort();
    expect(frames(fromStdin)).toEqual(frames(fromFile));
    expect((await probe(fromStdin)).durationSeconds).toBeCloseTo(5, 1);
  });

  it('a join whose list fails stops with the list’s reason and writes nothing (decision 208)', async () => {
    const output = join(dir, 'never-joined.webm');
    async function* failing(): AsyncGenerator<Buffer> {
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error('the render failed');
    }
    await expect(runFfmpeg(buildConcatArgs({ listPath: CONCAT_LIST_ON_STDIN, format: 'webm', output }), { stdin: failing() })).rejects.toThrow(
      'the render failed',
    );
    expect(existsSync(output)).toBe(false);
  });

  it('stops ffmpeg when aborted: rejects with AbortError, leaves no process and no file', async () => {
    const controller = new AbortController();
    const output = join(dir, 'aborted.webm');
    const frame = solid(0, 0, 0);
    const running = encodeSlideshow({
      frames: Array.from({ length: 50 }, () => ({
        durationSeconds: 1,
        // A slow frame source keeps ffmpeg waiting on stdin when the abort arrives.
        rgba: () => new Promise<Buffer>((resolve) => setTimeout(() => resolve(frame), 200)),
      })),
      audio: narration,
      width: WIDTH,
      height: HEIGHT,
      format: 'webm',
      output,
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(childFfmpegCount()).toBe(1);
    controller.abort();
    await expect(running).rejects.toSatisfy(isAbortError);
    expect(childFfmpegCount()).toBe(0);
    expect(existsSync(output)).toBe(false);
    expect(existsSync(`${output}.partial`)).toBe(false);
  });

  it('rejects frames of the wrong size', async () => {
    await expect(
      encodeSlideshow({
        frames: [{ durationSeconds: 1, rgba: Buffer.alloc(10) }],
        audio: narration,
        width: WIDTH,
        height: HEIGHT,
        format: 'mp4',
        output: join(dir, 'bad.mp4'),
      }),
    ).rejects.toThrow(/Frame 1 has 10 bytes/);
    expect(childFfmpegCount()).toBe(0);
  });
});

describe('runFfmpeg', () => {
  it('fails with a typed error carrying the end of stderr', async () => {
    const error = await runFfmpeg(['-hide_banner', '-i', join(dir, 'missing.wav'), '-f', 'null', '-']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).exitCode).not.toBe(0);
    expect((error as FfmpegError).stderrTail).toMatch(/No such file/);
  });
  it('reports a missing binary', async () => {
    await expect(runFfmpeg(['-version'], { ffmpegPath: '/nonexistent/ffmpeg' })).rejects.toThrow(/Could not start ffmpeg/);
    await expect(runFfmpeg(['-version'], { ffmpegPath: '/nonexistent/ffmpeg' })).rejects.toThrow(/which is not installed on this server/);
  });
  it('parses stderr clocks', () => {
    expect(parseClock('00:01:02.50')).toBe(62.5);
    expect(parseClock('N/A')).toBeUndefined();
  });
});
