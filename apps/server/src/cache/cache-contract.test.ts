import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheDataName, encodeWav, type SpeechProvider, withSpeechCache } from '@lectern/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneCache } from '../jobs/prune-cache';
import { ORPHAN_GRACE_MS, pruneStorageCache } from '../jobs/prune-storage-cache';
import { diskSegmentCache } from '../renders/node-render-ports';
import type { SegmentCache } from '../renders/render-ports';
import { storageSegmentCache } from '../renders/storage-segment-cache';
import { createLocalStorage, type FileStorage } from '../storage/file-storage';
import { startTestS3 } from '../storage/s3-test-server';
import { SEGMENT_CACHE_FOLDER, SPEECH_CACHE_FOLDER, storageCacheStore } from './storage-cache-store';

const DAY = 24 * 60 * 60 * 1000;
const meta = { seconds: 2.5, words: [{ text: 'Hello', startMs: 0, endMs: 400 }] };

/**
 * What a cache of slide segments must do wherever it lives (docs/decisions/131): the folder of one
 * worker (the default), and the configured storage shared by every worker, as a folder or a bucket.
 */
interface Backend {
  cache(localDir: string): SegmentCache;
  /** Leaves what a worker stopped between its two writes leaves: the data without the meta. */
  halfWrite(key: string): Promise<void>;
  /** A meta whose data file is gone (pruned, or lost in a race). */
  metaWithoutData(key: string): Promise<void>;
  /** Makes every entry look last used `days` ago. */
  age(keys: string[], days: number): Promise<void>;
  prune(): Promise<number>;
  storage?: FileStorage;
  close(): Promise<void>;
}

async function storageBackend(storage: FileStorage, close: () => Promise<void>): Promise<Backend> {
  const folder = SEGMENT_CACHE_FOLDER;
  const read = async (key: string) => JSON.parse(await new Response((await storage.get(folder + key))!.stream()).text());
  return {
    storage,
    cache: (localDir) => storageSegmentCache(storage, { folder, localDir }),
    halfWrite: (key) => storage.put(folder + cacheDataName(key, 'webm'), new Uint8Array([1, 2, 3])),
    metaWithoutData: (key) =>
      storage.put(`${folder}${key}.json`, new TextEncoder().encode(JSON.stringify({ ...meta, file: cacheDataName(key, 'webm'), lastUsed: Date.now() }))),
    async age(keys, days) {
      for (const key of keys) {
        const stored = await read(`${key}.json`);
        await storage.put(`${folder}${key}.json`, new TextEncoder().encode(JSON.stringify({ ...stored, lastUsed: Date.now() - days * DAY })));
      }
    },
    prune: () => pruneStorageCache(storage, [folder]),
    close,
  };
}

const backends: [string, () => Promise<Backend>][] = [
  [
    'worker folder (default)',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'lectern-segments-'));
      return {
        cache: () => diskSegmentCache(dir),
        halfWrite: (key) => writeFile(join(dir, `${key}.webm`), 'x'),
        metaWithoutData: (key) => writeFile(join(dir, `${key}.json`), JSON.stringify({ ...meta, file: `${key}.webm` })),
        async age(keys, days) {
          const then = new Date(Date.now() - days * DAY);
          for (const key of keys) for (const name of [`${key}.json`, `${key}.webm`]) await utimes(join(dir, name), then, then);
        },
        prune: () => pruneCache([dir]),
        close: () => rm(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'shared storage: folder',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'lectern-cache-storage-'));
      return storageBackend(createLocalStorage(dir), () => rm(dir, { recursive: true, force: true }));
    },
  ],
  [
    'shared storage: S3 (s3rver on loopback)',
    async () => {
      const s3 = await startTestS3();
      return storageBackend(s3.storage, s3.close);
    },
  ],
];

describe.each(backends)('segment cache contract: %s', (_name, open) => {
  let backend: Backend;
  let scratch: string;
  let n = 0;
  const key = () => `${'ab'.repeat(30)}${(n++).toString().padStart(4, '0')}`;
  const localDir = () => join(scratch, `local-${n++}`);
  const segment = async (content: string) => {
    const file = join(scratch, `encoded-${n++}.webm`);
    await writeFile(file, content);
    return file;
  };

  beforeAll(async () => {
    backend = await open();
    scratch = await mkdtemp(join(tmpdir(), 'lectern-cache-scratch-'));
  }, 60_000);
  afterAll(async () => {
    await backend.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('misses an unknown key, then gives back the segment and its meta once put', async () => {
    const cache = backend.cache(localDir());
    const k = key();
    expect(await cache.get(k)).toBeNull();
    const source = await segment('segment bytes');
    const cachedPath = await cache.put(k, source, meta);
    expect(await readFile(cachedPath, 'utf8')).toBe('segment bytes');
    expect(existsSync(source)).toBe(false);
    const hit = await cache.get(k);
    expect(hit?.meta).toEqual(meta);
    expect(await readFile(hit!.file, 'utf8')).toBe('segment bytes');
  });

  it('does not count a half-written entry', async () => {
    const cache = backend.cache(localDir());
    const dataOnly = key();
    await backend.halfWrite(dataOnly);
    expect(await cache.get(dataOnly)).toBeNull();
    const metaOnly = key();
    await backend.metaWithoutData(metaOnly);
    expect(await cache.get(metaOnly)).toBeNull();
  });

  it('prunes entries by last use: a reused one stays, an unused one goes', async () => {
    const cache = backend.cache(localDir());
    const [used, unused] = [key(), key()];
    await cache.put(used, await segment('used'), meta);
    await cache.put(unused, await segment('unused'), meta);
    await backend.age([used, unused], 40);
    // Reuse counts as use, even where reading does not change a modification time.
    expect(await cache.get(used)).not.toBeNull();
    expect(await backend.prune()).toBeGreaterThanOrEqual(2);
    const fresh = backend.cache(localDir());
    expect(await fresh.get(unused)).toBeNull();
    expect(await readFile((await fresh.get(used))!.file, 'utf8')).toBe('used');
  });
});

describe.each(backends.slice(1))('shared across workers: %s', (_name, open) => {
  let backend: Backend;
  let scratch: string;
  beforeAll(async () => {
    backend = await open();
    scratch = await mkdtemp(join(tmpdir(), 'lectern-cache-shared-'));
  }, 60_000);
  afterAll(async () => {
    await backend.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('serves a segment put by one worker to another with an empty local folder', async () => {
    const key = 'cd'.repeat(32);
    await writeFile(join(scratch, 'a.webm'), 'made on worker A');
    await backend.cache(join(scratch, 'worker-a')).put(key, join(scratch, 'a.webm'), meta);
    const hit = await backend.cache(join(scratch, 'worker-b')).get(key);
    expect(hit?.file.startsWith(join(scratch, 'worker-b'))).toBe(true);
    expect(await readFile(hit!.file, 'utf8')).toBe('made on worker A');
    expect(hit?.meta).toEqual(meta);
  });

  it('prunes data files no meta names once past the grace period, never one being written', async () => {
    const storage = backend.storage!;
    const old = cacheDataName('ef'.repeat(32), 'webm', Date.now() - ORPHAN_GRACE_MS - 60_000);
    const young = cacheDataName('12'.repeat(32), 'webm');
    await storage.put(SEGMENT_CACHE_FOLDER + old, new Uint8Array([1]));
    await storage.put(SEGMENT_CACHE_FOLDER + young, new Uint8Array([1]));
    await storage.put(`${SEGMENT_CACHE_FOLDER}${'34'.repeat(32)}.json`, new TextEncoder().encode('{broken'));
    await pruneStorageCache(storage, [SEGMENT_CACHE_FOLDER]);
    const left = await storage.list(SEGMENT_CACHE_FOLDER);
    expect(left).toContain(SEGMENT_CACHE_FOLDER + young);
    expect(left).not.toContain(SEGMENT_CACHE_FOLDER + old);
    expect(left.filter((k) => k.includes('34'.repeat(32)))).toEqual([]);
  });

  it('shares narration between workers and prunes it by last use', async () => {
    const storage = backend.storage!;
    let calls = 0;
    const provider: SpeechProvider = {
      id: 'fake',
      listVoices: async () => [],
      listLanguages: async () => [],
      synthesize: async () => {
        calls += 1;
        return { wav: encodeWav({ sampleRate: 8000, samples: new Int16Array(80) }), durationSeconds: 0.01, words: [] };
      },
    };
    const request = { text: 'Shared', voice: 'v', languageCode: 'en-US' };
    const first = await withSpeechCache(provider, storageCacheStore(storage, SPEECH_CACHE_FOLDER)).synthesize(request);
    const other = await withSpeechCache(provider, storageCacheStore(storage, SPEECH_CACHE_FOLDER)).synthesize(request);
    expect(calls).toBe(1);
    expect(Buffer.from(other.wav).equals(first.wav)).toBe(true);
    expect(await pruneStorageCache(storage, [SPEECH_CACHE_FOLDER])).toBe(0);
    expect(await pruneStorageCache(storage, [SPEECH_CACHE_FOLDER], 30, Date.now() + 31 * DAY)).toBe(2);
    expect(await storage.list(SPEECH_CACHE_FOLDER)).toEqual([]);
    await withSpeechCache(provider, storageCacheStore(storage, SPEECH_CACHE_FOLDER)).synthesize(request);
    expect(calls).toBe(2);
  });
});
