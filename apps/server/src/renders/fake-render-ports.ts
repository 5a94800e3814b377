import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NEUTRAL_POSE } from '@lectern/core';
import type { PresenterPorts } from './presenter-ports';
import type { RenderPorts } from './render-ports';

/** A renderable slide of progress_data. */
export const slide = (n: number, script: string) => ({
  id: `slide-${n}`,
  title: `Slide ${n}`,
  description: '',
  script,
  duration: 30,
  order: n,
  keyPoints: ['A point'],
  templateId: 'bullet-points',
  visualCues: [],
  avatarVisible: false,
  imageKeyword: 'team',
});

/** Fake platform: fast, observable, and able to fail or hang on demand. */
export function fakePorts(behaviour: { failEncodeOnce?: boolean; hangEncode?: boolean } = {}) {
  const calls = { draw: 0, speak: 0, encode: 0, concat: 0, finish: 0 };
  const finishes: { chapters: number; music: { volume: number } | null }[] = [];
  const cacheDir = mkdtempSync(join(tmpdir(), 'lectern-fake-segments-'));
  const cache = new Map<string, { file: string; meta: { seconds: number; words: { text: string; startMs: number; endMs: number }[] } }>();
  let failed = false;
  // Each written file's seconds, so the finished video probes as long as what was encoded into it.
  const seconds = new Map<string, number>();
  const ports: RenderPorts = {
    async drawSlide() {
      calls.draw += 1;
      return new Uint8Array(16);
    },
    async speak(text) {
      calls.speak += 1;
      // Half a second per word, like a slow, steady voice.
      const words = text.split(' ').map((word, i) => ({ text: word, startMs: i * 500, endMs: (i + 1) * 500 }));
      return { wav: new Uint8Array(8), durationSeconds: words.length / 2, words };
    },
    joinAudio: (parts) => new Uint8Array(parts.length),
    async encode({ frames, output, signal, onProgress }) {
      calls.encode += 1;
      if (behaviour.failEncodeOnce && !failed) {
        failed = true;
        throw new Error('ffmpeg exited with code 1');
      }
      if (behaviour.hangEncode) {
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
      }
      onProgress(1);
      await writeFile(output, 'video-bytes');
      seconds.set(
        output,
        frames.reduce((n, f) => n + f.durationSeconds, 0),
      );
    },
    async concat(pending, output) {
      calls.concat += 1;
      const files = await pending;
      const parts = await Promise.all(files.map((f) => readFile(f, 'utf8')));
      await writeFile(output, parts.join(''));
      seconds.set(
        output,
        files.reduce((n, f) => n + (seconds.get(f) ?? 0), 0),
      );
    },
    segments: {
      get: async (key) => cache.get(key) ?? null,
      async put(key, file, meta) {
        const kept = join(cacheDir, key);
        await writeFile(kept, await readFile(file));
        seconds.set(kept, seconds.get(file) ?? meta.seconds);
        cache.set(key, { file: kept, meta });
        return kept;
      },
    },
    probeDuration: async (file) => seconds.get(file) ?? 7.2,
    async finish({ input, output, chapters, music }) {
      calls.finish += 1;
      finishes.push({ chapters: chapters.length, music: music ? { volume: music.volume } : null });
      await writeFile(output, await readFile(input));
      seconds.set(output, seconds.get(input) ?? 0);
    },
  };
  return { ports, calls, finishes };
}

/** Fake presenter: counts what the avatar pipeline asks of it; can fail on demand. */
export function fakePresenter(behaviour: { failSegment?: boolean } = {}) {
  const calls = { voice: 0, speak: 0, motion: 0, sprites: 0, segments: 0, clipSegments: 0 };
  const voices: string[] = [];
  const presenter: PresenterPorts = {
    async voiceFor(gender, language) {
      calls.voice += 1;
      return `${language}-${gender}`;
    },
    async speak(text, { voice }) {
      calls.speak += 1;
      voices.push(voice);
      const words = text.split(' ').map((word, i) => ({ text: word, startMs: i * 500, endMs: (i + 1) * 500 }));
      return { wav: new Uint8Array(8), durationSeconds: words.length / 2, words };
    },
    motion(speech, seconds) {
      calls.motion += 1;
      // Mouth open on every word, closed between: two distinct poses per slide.
      const poses = [NEUTRAL_POSE, { ...NEUTRAL_POSE, mouth: 'AI' as const }];
      const runs = speech ? speech.words.map((_, i) => ({ pose: i % 2, seconds: seconds / speech.words.length })) : [{ pose: 0, seconds }];
      return { poses, runs };
    },
    async drawSprite(_avatar, _pose, box) {
      calls.sprites += 1;
      return { rgba: new Uint8Array(4), width: box.width, height: box.height };
    },
    async encodeSegment({ output }) {
      calls.segments += 1;
      if (behaviour.failSegment) throw new Error('ffmpeg exited with code 1');
      await writeFile(output, 'presenter-video');
    },
    async encodeClipSegment({ output }) {
      calls.clipSegments += 1;
      await writeFile(output, 'clip-video');
    },
  };
  return { presenter, calls, voices };
}
