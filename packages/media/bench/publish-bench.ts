/**
 * Publishing benchmark (issue 14, decision 144): a 2-minute, 6-slide video encoded plain and with
 * burned-in captions (a cue every 3 s), in WebM and MP4, 16:9 and 9:16, then finished with
 * chapters only and with chapters and ducked background music. Prints `name value unit` lines.
 * Run: node --import tsx packages/media/bench/publish-bench.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type AspectRatioId, pageSize } from '@lectern/core';
import type { BurnedCaption } from '../src/ffmpeg/burned-captions.ts';
import { encodeSlideshow } from '../src/ffmpeg/encode-slideshow.ts';
import type { VideoFormat } from '../src/ffmpeg/ffmpeg-args.ts';
import { finishVideo } from '../src/finish/finish-video.ts';
import { musicTrackFile } from '../src/music/music-track-file.ts';
import { LocalSpeechProvider } from '../src/speech/local/local-speech-provider.ts';
import { concatWavs } from '../src/wav/wav.ts';

const SLIDES = 6;
const SECONDS = 120;
const CUE_SECONDS = 3;

function slideFrame(width: number, height: number, index: number): Buffer {
  const frame = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const text = y > height * 0.28 && y < height * 0.8 && x > width * 0.08 && x < width * 0.62 && y % 90 < 40 && ((x >> 4) + index) % 7 !== 0;
      frame[o] = text ? 250 : 20 + (((y * 60) / height + index * 30) % 80);
      frame[o + 1] = text ? 250 : 40 + (x * 50) / width;
      frame[o + 2] = text ? 250 : 90 + index * 20;
      frame[o + 3] = 255;
    }
  }
  return frame;
}

/** A caption-sized band (what drawBurnedCaption draws for a two-line cue), its text as stripes. */
function captionImage(width: number, height: number, cue: number): Buffer {
  const rgba = Buffer.alloc(width * height * 4);
  const top = Math.round(height * 0.78);
  for (let y = top; y < top + Math.round(height * 0.11); y++) {
    for (let x = Math.round(width * 0.12); x < Math.round(width * 0.88); x++) {
      const ink = (y - top) % 60 > 16 && (y - top) % 60 < 44 && ((x >> 3) + cue) % 5 !== 0;
      rgba.set(ink ? [245, 245, 245, 255] : [20, 24, 40, 219], (y * width + x) * 4);
    }
  }
  return rgba;
}

const print = (name: string, value: number, unit: string) => console.log(`${name} ${Number(value.toFixed(2))} ${unit}`);

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'publish-bench-'));
  const speech = new LocalSpeechProvider();
  const paragraph =
    'Every team wants its onboarding to feel personal, yet few have time to record a new video whenever a process changes. ' +
    'This slide explains one step of the journey in plain words.';
  const spoken = [];
  for (let i = 0; i < SLIDES; i++) spoken.push(await speech.synthesize({ text: paragraph, voice: 'en-US-Local-Annie', languageCode: 'en-US' }));
  await speech.close();
  const slideSeconds = SECONDS / SLIDES;
  const audio = concatWavs(spoken.map((s) => ({ wav: s.wav, durationSeconds: slideSeconds })));
  const chapters = Array.from({ length: SLIDES }, (_, i) => ({ title: `Slide ${i + 1}: a step of the journey`, startSeconds: i * slideSeconds }));

  const shapes: AspectRatioId[] = ['16:9', '9:16'];
  const formats: VideoFormat[] = ['webm', 'mp4'];
  for (const aspect of shapes) {
    const { width, height } = pageSize(aspect);
    const frames = Array.from({ length: SLIDES }, (_, i) => slideFrame(width, height, i));
    const captions: BurnedCaption[] = Array.from({ length: SECONDS / CUE_SECONDS }, (_, cue) => ({
      startSeconds: cue * CUE_SECONDS + 0.2,
      endSeconds: (cue + 1) * CUE_SECONDS - 0.3,
      rgba: () => captionImage(width, height, cue),
    }));
    const shape = aspect === '16:9' ? '16x9' : '9x16';
    for (const format of formats) {
      const timed = async (name: string, work: () => Promise<unknown>) => {
        const started = performance.now();
        await work();
        const seconds = (performance.now() - started) / 1000;
        print(`${name}_${shape}_${format}`, seconds, 's');
        return seconds;
      };
      const plain = join(dir, `plain-${shape}.${format}`);
      const captioned = join(dir, `captions-${shape}.${format}`);
      const encode = (output: string, withCaptions: boolean) =>
        encodeSlideshow({
          frames: frames.map((rgba) => ({ rgba, durationSeconds: slideSeconds })),
          audio,
          width,
          height,
          format,
          output,
          ...(withCaptions ? { captions } : {}),
        });
      const base = await timed('publish_encode_2min', () => encode(plain, false));
      const burned = await timed('publish_encode_2min_burned_captions', () => encode(captioned, true));
      print(`publish_burned_captions_extra_${shape}_${format}`, burned - base, 's');
      await timed('publish_finish_chapters', () =>
        finishVideo({ input: plain, output: join(dir, `chapters-${shape}.${format}`), format, chapters, durationSeconds: SECONDS }),
      );
      await timed('publish_finish_music_chapters', () =>
        finishVideo({
          input: plain,
          output: join(dir, `music-${shape}.${format}`),
          format,
          chapters,
          durationSeconds: SECONDS,
          music: { file: musicTrackFile('calm-focus'), volume: 25 },
        }),
      );
    }
  }
  print('load_average_1min', loadavg()[0] ?? 0, 'processes');
  await rm(dir, { recursive: true, force: true });
}

await main();
