import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type FileStorage, type StoredFile } from './file-storage';
import { openS3Storage } from './s3-storage';
import { startTestS3 } from './s3-test-server';

/** The same cases for every FileStorage (docs/decisions/129): callers must not tell the stores apart. */
const backends: [string, () => Promise<{ storage: FileStorage; close(): Promise<void> }>][] = [
  [
    'local folder',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'lectern-contract-'));
      return { storage: createLocalStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
    },
  ],
  ['S3 (s3rver on loopback)', () => startTestS3()],
];

const bytesOf = async (file: StoredFile, range?: { start: number; end: number }) => new Uint8Array(await new Response(file.stream(range)).arrayBuffer());
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

describe.each(backends)('file storage contract: %s', (_name, open) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  let scratch: string;
  beforeAll(async () => {
    ({ storage, close } = await open());
    scratch = await mkdtemp(join(tmpdir(), 'lectern-contract-src-'));
  }, 60_000);
  afterAll(async () => {
    await close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('gives back what was put, with its size and a quoted ETag', async () => {
    const data = new Uint8Array(Array.from({ length: 256 }, (_, i) => i));
    await storage.put('projects/p1/assets/a.bin', data);
    const file = await storage.get('projects/p1/assets/a.bin');
    expect(file?.size).toBe(256);
    expect(file?.etag).toMatch(/^"[^"]+"$/);
    expect(await bytesOf(file!)).toEqual(data);
  });

  it('reads byte ranges, end inclusive', async () => {
    const file = (await storage.get('projects/p1/assets/a.bin'))!;
    expect([...(await bytesOf(file, { start: 10, end: 14 }))]).toEqual([10, 11, 12, 13, 14]);
    expect([...(await bytesOf(file, { start: 255, end: 255 }))]).toEqual([255]);
    expect((await bytesOf(file, { start: 0, end: 255 })).byteLength).toBe(256);
  });

  it('replaces a file under the same key and changes its ETag', async () => {
    const before = (await storage.get('projects/p1/assets/a.bin'))!;
    await storage.put('projects/p1/assets/a.bin', new TextEncoder().encode('replaced'));
    const after = (await storage.get('projects/p1/assets/a.bin'))!;
    expect(after.size).toBe(8);
    expect(after.etag).not.toBe(before.etag);
    expect(new TextDecoder().decode(await bytesOf(after))).toBe('replaced');
  });

  it('answers null for a missing key and deletes idempotently', async () => {
    expect(await storage.get('projects/p1/assets/missing.bin')).toBeNull();
    await storage.put('projects/p1/assets/gone.bin', new Uint8Array([1]));
    await storage.delete('projects/p1/assets/gone.bin');
    expect(await storage.get('projects/p1/assets/gone.bin')).toBeNull();
    await expect(storage.delete('projects/p1/assets/gone.bin')).resolves.toBeUndefined();
  });

  it('lists the keys under a folder only, sorted', async () => {
    await storage.put('projects/p2/documents/b', new Uint8Array([2]));
    await storage.put('projects/p2/documents/a', new Uint8Array([1]));
    await storage.put('projects/p2/videos/v.webm', new Uint8Array([3]));
    await storage.put('projects/p22/documents/c', new Uint8Array([4]));
    expect(await storage.list('projects/p2/documents/')).toEqual(['projects/p2/documents/a', 'projects/p2/documents/b']);
    expect(await storage.list('projects/p2/')).toEqual(['projects/p2/documents/a', 'projects/p2/documents/b', 'projects/p2/videos/v.webm']);
    expect(await storage.list('projects/nobody/')).toEqual([]);
  });

  it('deletes a whole folder and nothing beside it', async () => {
    await storage.put('projects/p5/documents/a', new Uint8Array([1]));
    await storage.put('projects/p5/documents/deep/b', new Uint8Array([2]));
    await storage.put('projects/p5/videos/keep.webm', new Uint8Array([3]));
    await storage.put('projects/p55/documents/keep', new Uint8Array([4]));
    await storage.deleteFolder('projects/p5/documents/');
    expect(await storage.list('projects/p5/')).toEqual(['projects/p5/videos/keep.webm']);
    expect(await storage.get('projects/p5/documents/a')).toBeNull();
    expect(await storage.list('projects/p55/')).toEqual(['projects/p55/documents/keep']);
    await expect(storage.deleteFolder('projects/nobody/')).resolves.toBeUndefined();
  });

  it('never lets a key leave its storage', async () => {
    await expect(storage.put('../outside.bin', new Uint8Array([1]))).rejects.toThrow(/invalid storage key/);
    await expect(storage.get('projects/../../outside.bin')).rejects.toThrow(/invalid storage key/);
    await expect(storage.list('projects/p2')).rejects.toThrow(/invalid storage folder/);
    await expect(storage.deleteFolder('projects/p2')).rejects.toThrow(/invalid storage folder/);
    await expect(storage.deleteFolder('../')).rejects.toThrow(/invalid storage key/);
  });

  it('stores a large stream (multipart in a bucket) and streams it back whole and in ranges', async () => {
    const big = randomBytes(12 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: Math.ceil(big.length / 65536) }, (_, i) => big.subarray(i * 65536, (i + 1) * 65536));
    await storage.put('projects/p3/videos/big.webm', Readable.from(chunks));
    const file = (await storage.get('projects/p3/videos/big.webm'))!;
    expect(file.size).toBe(big.length);
    expect(sha(await bytesOf(file))).toBe(sha(big));
    const start = 9 * 1024 * 1024 - 7;
    expect(sha(await bytesOf(file, { start, end: big.length - 1 }))).toBe(sha(big.subarray(start)));
  }, 120_000);

  it('moves a finished local file in (renders), leaving no source behind', async () => {
    const source = join(scratch, 'render.mp4');
    await writeFile(source, 'rendered video');
    await storage.putFile('projects/p4/videos/r.mp4', source);
    expect(existsSync(source)).toBe(false);
    expect(new TextDecoder().decode(await bytesOf((await storage.get('projects/p4/videos/r.mp4'))!))).toBe('rendered video');
  });

  it('opens nothing until a stream is read, and a cancelled stream frees its source', async () => {
    const file = (await storage.get('projects/p3/videos/big.webm'))!;
    const reader = file.stream().getReader();
    const first = await reader.read();
    expect(first.value?.byteLength).toBeGreaterThan(0);
    await reader.cancel();
    // The storage still answers afterwards (no connection or file handle left hanging).
    expect((await storage.get('projects/p4/videos/r.mp4'))?.size).toBe(14);
  });
});

describe('opening S3-compatible storage at start-up', () => {
  it('checks the bucket answers, in one line that keeps the secret out', async () => {
    const s3 = await startTestS3('lectern-open');
    try {
      const storage = await openS3Storage(s3.location);
      await storage.put('a.txt', new TextEncoder().encode('ok'));
      expect((await storage.get('a.txt'))?.size).toBe(2);
      const message = await openS3Storage({ ...s3.location, bucket: 'no-such-bucket' }).then(
        () => '',
        (err: Error) => err.message,
      );
      expect(message).toMatch(/^STORAGE_URL: the bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not exist \(/);
      expect(message).not.toContain(s3.location.credentials!.secretAccessKey);
      expect(message).not.toContain('\n');
    } finally {
      await s3.close();
    }
  }, 60_000);
});
