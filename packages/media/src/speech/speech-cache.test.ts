import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../wav/wav.ts';
import { speechCacheKey, withSpeechCache } from './speech-cache.ts';
import type { SpeechProvider, SynthesizeRequest } from './speech-types.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

function countingProvider() {
  const calls: SynthesizeRequest[] = [];
  const provider: SpeechProvider = {
    id: 'fake',
    listVoices: async () => [],
    listLanguages: async () => [],
    synthesize: async (request) => {
      calls.push(request);
      return {
        wav: encodeWav({ sampleRate: 8000, samples: new Int16Array(800).fill(calls.length) }),
        durationSeconds: 0.1,
        words: [{ text: request.text, startMs: 0, endMs: 100 }],
      };
    },
  };
  return { provider, calls };
}

describe('withSpeechCache', () => {
  it('synthesises each (provider, voice, rate, text) once and serves the cached audio after', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'speech-cache-'));
    dirs.push(dir);
    const { provider, calls } = countingProvider();
    const cached = withSpeechCache(provider, dir);
    const request = { text: 'Hello', voice: 'v1', languageCode: 'en-US', rate: 0.9 };
    const first = await cached.synthesize(request);
    const second = await cached.synthesize({ ...request });
    expect(calls).toHaveLength(1);
    expect(second.wav.equals(first.wav)).toBe(true);
    expect(second.words).toEqual(first.words);
    expect(second.durationSeconds).toBe(0.1);

    await cached.synthesize({ ...request, voice: 'v2' });
    await cached.synthesize({ ...request, rate: 1.1 });
    await cached.synthesize({ ...request, text: 'Hello!' });
    expect(calls).toHaveLength(4);
    // A fresh wrapper over the same folder (another worker, a restart) reuses the files.
    await withSpeechCache(provider, dir).synthesize(request);
    expect(calls).toHaveLength(4);
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('treats the default rate like an explicit 0.9 and separates providers', () => {
    const request = { text: 'Hi', voice: 'v', languageCode: 'en-US' };
    expect(speechCacheKey('local', request)).toBe(speechCacheKey('local', { ...request, rate: 0.9 }));
    expect(speechCacheKey('local', request)).not.toBe(speechCacheKey('google', request));
  });
});
