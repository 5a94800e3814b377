import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MUSIC_DUCKING } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSlideshowArgs } from '../ffmpeg/ffmpeg-args.ts';
import { probe } from '../ffmpeg/probe.ts';
import { ffprobePath, runFfmpeg } from '../ffmpeg/run-ffmpeg.ts';
import { normalizeWav } from '../loudness/normalize-loudness.ts';
import { LocalSpeechProvider } from '../speech/local/local-speech-provider.ts';
import { decodeAudio, mp4TopLevelBoxes, rmsDb, toneLevelDb } from '../test/media-measure.ts';
import { concatWavs, silentWav } from '../wav/wav.ts';
import { finishVideo } from './finish-video.ts';

const run = promisify(execFile);
const TONE_HZ = 60; // below a voice's fundamental: the music's level can be read under the speech
let dir = '';
let spoken: { start: number; end: number }[] = [];
let total = 0;
const sources: Record<'webm' | 'mp4', string> = { webm: '', mp4: '' };
let tone = '';
let narrationPath = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'finish-test-'));
  const speech = new LocalSpeechProvider();
  try {
    const a = await speech.synthesize({
      text: 'Welcome to the course. This part is spoken clearly for a few seconds.',
      voice: 'en-US-Local-Annie',
      languageCode: 'en-US',
    });
    const b = await speech.synthesize({ text: 'After a pause, the second part of the narration begins.', voice: 'en-US-Local-Annie', languageCode: 'en-US' });
    const pause = 4.5;
    spoken = [
      { start: 0, end: a.durationSeconds },
      { start: a.durationSeconds + pause, end: a.durationSeconds + pause + b.durationSeconds },
    ];
    total = a.durationSeconds + pause + b.durationSeconds + pause;
    narrationPath = join(dir, 'narration.wav');
    // Levelled as every render's narration is (decision 163).
    await writeFile(
      narrationPath,
      normalizeWav(
        concatWavs([
          { wav: a.wav, durationSeconds: a.durationSeconds },
          { wav: silentWav(pause), durationSeconds: pause },
          { wav: b.wav, durationSeconds: b.durationSeconds },
          { wav: silentWav(pause), durationSeconds: pause },
        ]),
      ),
    );
  } finally {
    await speech.close();
  }
  // A short steady tone as "music": shorter than the video, so it must loop.
  tone = join(dir, 'tone.ogg');
  await runFfmpeg([
    '-y',
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=f=${TONE_HZ}:sample_rate=48000:d=6`,
    '-af',
    'volume=2',
    '-c:a',
    'libopus',
    '-b:a',
    '64k',
    tone,
  ]);
  for (const format of ['webm', 'mp4'] as const) {
    sources[format] = join(dir, `joined.${format}`);
    const frame = Buffer.alloc(320 * 180 * 4, 90);
    const args = buildSlideshowArgs({
      width: 320,
      height: 180,
      frames: [{ durationSeconds: total / 2 }, { durationSeconds: total / 2 }],
      audioPath: narrationPath,
      format,
      output: sources[format],
    });
    await runFfmpeg(args, { stdin: [frame, frame, frame] });
  }
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const chapters = () => [
  { title: 'Welcome', startSeconds: 0 },
  { title: 'Part two: after the pause', startSeconds: spoken[1]!.start },
];

describe('finishVideo', () => {
  it.each(['webm', 'mp4'] as const)(
    'ducks the music under the narration, fades it, and keeps the narration level (%s)',
    async (format) => {
      const output = join(dir, `music.${format}`);
      await finishVideo({ input: sources[format], output, format, chapters: chapters(), music: { file: tone, volume: 50 } });
      const info = await probe(output);
      expect(info.durationSeconds).toBeCloseTo(total, 0);
      expect(info.streams.filter((s) => s.type === 'audio')).toHaveLength(1);
      expect(info.streams.find((s) => s.type === 'video')).toMatchObject({ width: 320, height: 180 });

      const mixed = await decodeAudio(output);
      const narration = await decodeAudio(narrationPath);
      const [first, second] = spoken as [{ start: number; end: number }, { start: number; end: number }];
      // Under speech (skipping the attack) vs a pause (after the release), and at the very end (faded out).
      const underSpeech = toneLevelDb(mixed, TONE_HZ, first.start + 0.5, first.end - 0.2);
      const inPause = toneLevelDb(mixed, TONE_HZ, first.end + 1.5, second.start - 0.3);
      const end = toneLevelDb(mixed, TONE_HZ, total - 0.4, total - 0.05);
      expect(inPause).toBeGreaterThan(-30); // the music is there: 50 % of a −15 dBFS tone ≈ −21 dBFS
      expect(inPause - underSpeech).toBeGreaterThanOrEqual(8);
      expect(inPause - underSpeech).toBeLessThanOrEqual(MUSIC_DUCKING.reductionDb + 6);
      expect(inPause - end).toBeGreaterThanOrEqual(15);
      expect(toneLevelDb(mixed, TONE_HZ, 0, 0.15)).toBeLessThan(inPause - 6); // fading in
      // The narration keeps its level where it speaks (the ducked music adds almost nothing).
      for (const part of spoken)
        expect(Math.abs(rmsDb(mixed, part.start + 0.2, part.end - 0.2) - rmsDb(narration, part.start + 0.2, part.end - 0.2))).toBeLessThan(1);
    },
    120_000,
  );

  it('writes chapters into the MP4 and puts its index (moov) before the media data, faststart', async () => {
    const output = join(dir, 'chapters.mp4');
    await finishVideo({ input: sources.mp4, output, format: 'mp4', chapters: chapters() });
    const boxes = await mp4TopLevelBoxes(output);
    expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    const shown = await showChapters(output);
    expect(shown.map((c) => c.title)).toEqual(['Welcome', 'Part two: after the pause']);
    expect(shown[1]!.start).toBeCloseTo(spoken[1]!.start, 2);
    expect(shown[1]!.end).toBeCloseTo(total, 1);
    // Without music the narration is copied as it was.
    const info = await probe(output);
    expect(info.streams.map((s) => s.codec)).toEqual(expect.arrayContaining(['h264', 'aac']));
  }, 60_000);

  it('writes chapters into WebM (Matroska chapters)', async () => {
    const output = join(dir, 'chapters.webm');
    await finishVideo({ input: sources.webm, output, format: 'webm', chapters: chapters(), durationSeconds: total });
    expect((await showChapters(output)).map((c) => c.title)).toEqual(['Welcome', 'Part two: after the pause']);
  }, 60_000);

  it('leaves no partial file when ffmpeg fails, and never changes the input', async () => {
    const output = join(dir, 'broken.mp4');
    const notMusic = join(dir, 'playlist.m3u8');
    await writeFile(notMusic, `#EXTM3U\n#EXTINF:10,\n${narrationPath}\n#EXT-X-ENDLIST\n`);
    await expect(finishVideo({ input: sources.mp4, output, format: 'mp4', music: { file: notMusic, volume: 50 } })).rejects.toThrow();
    await expect(probe(`${output}.partial`)).rejects.toThrow();
    await expect(probe(output)).rejects.toThrow();
  }, 60_000);
});

async function showChapters(file: string) {
  const { stdout } = await run(ffprobePath(), ['-v', 'error', '-print_format', 'json', '-show_chapters', file]);
  const parsed = JSON.parse(stdout) as { chapters: { start_time: string; end_time: string; tags?: { title?: string } }[] };
  return parsed.chapters.map((c) => ({ title: c.tags?.title, start: Number(c.start_time), end: Number(c.end_time) }));
}
