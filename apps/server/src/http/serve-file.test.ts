import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/file-storage';
import { parseRange, serveFile } from './serve-file';

describe('parseRange', () => {
  it('parses the three single-range forms', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
  });
  it('rejects unsatisfiable ranges and ignores malformed ones', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-1', 1000)).toBe('unsatisfiable');
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
  });
});

describe('serveFile', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'lectern-storage-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const storage = createLocalStorage(dir);
  await storage.put('videos/a.bin', new Uint8Array(Array.from({ length: 256 }, (_, i) => i)));
  const file = (await storage.get('videos/a.bin'))!;

  it('serves the whole file with Accept-Ranges', async () => {
    const res = serveFile(file, undefined, { 'Content-Type': 'video/webm' });
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect((await res.arrayBuffer()).byteLength).toBe(256);
  });
  it('serves a byte range as 206', async () => {
    const res = serveFile(file, 'bytes=10-19', {});
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 10-19/256');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });
  it('answers 416 past the end', () => {
    expect(serveFile(file, 'bytes=300-', {}).status).toBe(416);
  });
  it('sends the ETag and answers 304 when the browser already has these bytes', async () => {
    expect(file.etag).toMatch(/^"[^"]+"$/);
    expect(serveFile(file, undefined, {}).headers.get('etag')).toBe(file.etag);
    for (const ifNoneMatch of [file.etag, `W/${file.etag}`, `"x", ${file.etag}`, '*']) {
      const res = serveFile(file, 'bytes=0-9', { 'Cache-Control': 'private, max-age=3600' }, { ifNoneMatch });
      expect(res.status).toBe(304);
      expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
      expect(res.body).toBeNull();
    }
    expect(serveFile(file, undefined, {}, { ifNoneMatch: '"other"' }).status).toBe(200);
  });
  it('serves the whole file when If-Range names other bytes', async () => {
    expect(serveFile(file, 'bytes=10-19', {}, { ifRange: file.etag }).status).toBe(206);
    const stale = serveFile(file, 'bytes=10-19', {}, { ifRange: '"older"' });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(256);
    expect(serveFile(file, 'bytes=10-19', {}, { ifRange: 'Wed, 21 Oct 2015 07:28:00 GMT' }).status).toBe(200);
  });
  it('keeps keys inside the storage folder', () => {
    expect(() => storage.localPath('../etc/passwd')).toThrow(/invalid storage key/);
  });
});
