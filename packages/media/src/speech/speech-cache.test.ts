import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../wav/wav.ts';
import { CACHE_LAST_USE_REFRESH_MS, type CacheStore } from './cache-store.ts';
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

function memoryStore() {
  const blobs = new Map<string, Uint8Array>();
  const writes: string[] = [];
  const store: CacheStore = {
    read: async (name) => blobs.get(name) ?? null,
    write: async (name, data) => {
      writes.push(name);
      blobs.set(name, data);
    },
  };
  const metaOf = (name: string) => JSON.parse(new TextDecoder().decode(blobs.get(name)!));
  return { store, blobs, writes, metaOf };
}

describe('withSpeechCache over a shared store', () => {
  const request = { text: 'Hello', voice: 'v1', languageCode: 'en-US', rate: 0.9 };

  it('synthesises once; another machine with the same store reuses the audio', async () => {
    const { store, blobs } = memoryStore();
    const { provider, calls } = countingProvider();
    const first = await withSpeechCache(provider, store).synthesize(request);
    const second = await withSpeechCache(provider, store).synthesize({ ...request });
    expect(calls).toHaveLength(1);
    expect(Buffer.from(second.wav).equals(first.wav)).toBe(true);
    expect(second.words).toEqual(first.words);
    expect(second.durationSeconds).toBe(0.1);
    const key = speechCacheKey('fake', request);
    expect([...blobs.keys()].sort()).toEqual([expect.stringMatching(new RegExp(`^${key}\\.\\d+\\.wav$`)), `${key}.json`].sort());
  });

  it('does not count audio without its meta, nor a meta whose audio is gone', async () => {
    const { store, blobs } = memoryStore();
    const { provider, calls } = countingProvider();
    const key = speechCacheKey('fake', request);
    // A worker stopped after the audio and before the meta.
    blobs.set(`${key}.${Date.now()}.wav`, new Uint8Array([1, 2, 3]));
    await withSpeechCache(provider, store).synthesize(request);
    expect(calls).toHaveLength(1);
    // The audio was pruned while the meta stayed (or the other way round in a race).
    const { file } = JSON.parse(new TextDecoder().decode(blobs.get(`${key}.json`)!));
    blobs.delete(file);
    await withSpeechCache(provider, store).synthesize(request);
    expect(calls).toHaveLength(2);
    blobs.set(`${key}.json`, new TextEncoder().encode('{not json'));
    await withSpeechCache(provider, store).synthesize(request);
    expect(calls).toHaveLength(3);
  });

  it('records last use in the meta, at most once a day', async () => {
    const { store, writes, metaOf } = memoryStore();
    const { provider } = countingProvider();
    const cached = withSpeechCache(provider, store);
    const key = speechCacheKey('fake', request);
    await cached.synthesize(request);
    const written = writes.length;
    const created = metaOf(`${key}.json`).lastUsed;
    await cached.synthesize(request);
    expect(writes).toHaveLength(written);
    // Age the entry past the refresh interval: the next read writes its meta again.
    const meta = metaOf(`${key}.json`);
    await store.write(`${key}.json`, new TextEncoder().encode(JSON.stringify({ ...meta, lastUsed: created - CACHE_LAST_USE_REFRESH_MS - 1 })));
    await cached.synthesize(request);
    expect(metaOf(`${key}.json`).lastUsed).toBeGreaterThanOrEqual(created);
    expect(metaOf(`${key}.json`).file).toBe(meta.file);
  });
});

describe('withSpeechCache and phonemes', () => {
  const request = { text: 'Hello', voice: 'v1', languageCode: 'en-US', rate: 0.9 };
  const phonemes = [
    { phoneme: 'h', startMs: 0, endMs: 40 },
    { phoneme: 'ˈoʊ', startMs: 40, endMs: 100 },
  ];
  function phonemeProvider() {
    const { provider, calls } = countingProvider();
    const withPhonemes: SpeechProvider = {
      ...provider,
      reportsPhonemes: true,
      synthesize: async (r) => ({ ...(await provider.synthesize(r)), phonemes }),
    };
    return { provider: withPhonemes, calls };
  }

  it('stores and restores the phonemes, in a folder and in a shared store', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'speech-cache-'));
    dirs.push(dir);
    for (const cache of [dir, memoryStore().store]) {
      const { provider, calls } = phonemeProvider();
      await withSpeechCache(provider, cache).synthesize(request);
      const again = await withSpeechCache(provider, cache).synthesize(request);
      expect(calls).toHaveLength(1);
      expect(again.phonemes).toEqual(phonemes);
    }
  });

  it('serves an older entry without phonemes to a voice that never reports them, and speaks it again for one that does', async () => {
    const { store } = memoryStore();
    const plain = countingProvider();
    await withSpeechCache(plain.provider, store).synthesize(request);
    const reused = await withSpeechCache(plain.provider, store).synthesize(request);
    expect(plain.calls).toHaveLength(1);
    expect(reused.phonemes).toBeUndefined();

    // Same provider id, now reporting phonemes (the entry was written before lip sync).
    const upgraded = phonemeProvider();
    const spoken = await withSpeechCache(upgraded.provider, store).synthesize(request);
    expect(upgraded.calls).toHaveLength(1);
    expect(spoken.phonemes).toEqual(phonemes);
    await withSpeechCache(upgraded.provider, store).synthesize(request);
    expect(upgraded.calls).toHaveLength(1);
  });
});
