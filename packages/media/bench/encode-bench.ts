/**
 * Encode benchmark: a 2-minute, 6-slide 1080p video with a 120 s narration, at the chosen settings
 * (variable frame rate, each slide sent once) and, for comparison, at constant 5 and 30 fps.
 * Prints `name value unit` lines. Run: node --import tsx packages/media/bench/encode-bench.ts
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { encodeSlideshow } from '../src/ffmpeg/encode-slideshow.ts';
import type { VideoFormat } from '../src/ffmpeg/ffmpeg-args.ts';
import { probe } from '../src/ffmpeg/probe.ts';
import { LocalSpeechProvider } from '../src/speech/local/local-speech-provider.ts';
import { concatWavs } from '../src/wav/wav.ts';

const WIDTH = 1920;
const HEIGHT = 1080;
const SLIDES = 6;
const SECONDS = 120;

/** A slide-like frame: a vertical gradient, a title bar and rows of "text" blocks. */
function slideFrame(index: number): Buffer {
  const frame = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const o = (y * WIDTH + x) * 4;
      const text = y > 300 && y < 900 && x > 160 && x < 1200 && (y - 300) % 90 < 40 && ((x >> 4) + index) % 7 !== 0;
      const title = y > 120 && y < 220 && x > 160 && x < 1400;
      frame[o] = title || text ? 250 : 20 + (((y * 60) / HEIGHT + index * 30) % 80);
      frame[o + 1] = title || text ? 250 : 40 + (x * 50) / WIDTH;
      frame[o + 2] = title || text ? 250 : 90 + index * 20;
      frame[o + 3] = 255;
    }
  }
  return frame;
}

const print = (name: string, value: number, unit: string) => console.log(`${name} ${Number(value.toFixed(2))} ${unit}`);

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'encode-bench-'));
  const frames = Array.from({ length: SLIDES }, (_, i) => slideFrame(i));
  const slideSeconds = SECONDS / SLIDES;

  const speech = new LocalSpeechProvider();
  const paragraph =
    'Every team wants its onboarding to feel personal, yet few have time to record a new video whenever a process changes. ' +
    'This slide explains one step of the journey in plain words.';
  const synthStart = performance.now();
  const spoken = [];
  for (let i = 0; i < SLIDES; i++) spoken.push(await speech.synthesize({ text: paragraph, voice: 'en-US-Local-Annie', languageCode: 'en-US' }));
  const synthSeconds = (performance.now() - synthStart) / 1000;
  const spokenSeconds = spoken.reduce((sum, s) => sum + s.durationSeconds, 0);
  await speech.close();
  print('speech_local_6_slides', synthSeconds, 's');
  print('speech_local_realtime_factor', spokenSeconds / synthSeconds, 'x');
  // Each slide lasts 20 s; its narration is padded with silence to that length.
  const audio = concatWavs(spoken.map((s) => ({ wav: s.wav, durationSeconds: slideSeconds })));

  const runs: { name: string; format: VideoFormat; fps?: number }[] = [
    { name: 'encode_webm_2min', format: 'webm' },
    { name: 'encode_mp4_2min', format: 'mp4' },
    { name: 'encode_webm_2min_cfr5', format: 'webm', fps: 5 },
    { name: 'encode_mp4_2min_cfr5', format: 'mp4', fps: 5 },
    { name: 'encode_mp4_2min_cfr30', format: 'mp4', fps: 30 },
  ];
  for (const run of runs) {
    const output = join(dir, `${run.name}.${run.format}`);
    const started = performance.now();
    await encodeSlideshow({
      frames: frames.map((rgba) => ({ rgba, durationSeconds: slideSeconds })),
      audio,
      width: WIDTH,
      height: HEIGHT,
      format: run.format,
      output,
      fps: run.fps,
    });
    print(run.name, (performance.now() - started) / 1000, 's');
    print(`${run.name}_size`, (await stat(output)).size / 1e6, 'MB');
    print(`${run.name}_duration`, (await probe(output)).durationSeconds, 's');
  }
  print('load_average_1min', loadavg()[0] ?? 0, 'processes');
  await rm(dir, { recursive: true, force: true });
}

await main();
