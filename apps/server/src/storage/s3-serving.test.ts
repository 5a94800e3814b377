import { randomUUID } from 'node:crypto';
import { videos } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOfSize } from '../assets/crafted-images';
import { sweepDocumentFiles } from '../documents/document-files';
import { createTestApp, type TestApp } from '../test/test-app';
import { startTestS3 } from './s3-test-server';

/**
 * Videos and images served from a bucket keep what players and browsers rely on
 * (docs/decisions/129): Range, ETag, 304 revalidation and the routes' own access checks.
 */
describe('serving files kept in S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let t: TestApp;
  let token: string;
  let projectId: string;
  let videoId: string;
  let slug: string;
  const video = new Uint8Array(300_000).map((_, i) => (i * 31) % 251);

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp({ services: { storage: s3.storage } });
    const user = await t.signUp('bucket-videos@example.com');
    token = user.token;
    projectId = (await (await t.request('/api/projects', { token, body: { name: 'Bucket film', purpose: 'Marketing & Sales' } })).json()).project.id;
    const key = `projects/${projectId}/videos/bucket.webm`;
    const [row] = await t.database.db
      .insert(videos)
      .values({
        project_id: projectId,
        user_id: user.userId,
        filename: 'bucket.webm',
        storage_key: key,
        format: 'webm',
        duration: '10',
        file_size: video.length,
      })
      .returning();
    videoId = row!.id;
    await t.services.storage.put(key, video);
    slug = (await (await t.request('/api/videos/share', { token, body: { videoId, title: 'Bucket film' } })).json()).slug;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

  it.each([
    ['the owner', () => `/api/videos/${videoId}/file`],
    ['a share link', () => `/api/share/${slug}/video`],
  ])('serves a video to %s whole, by range, and revalidates by ETag', async (_who, path) => {
    const whole = await t.request(path(), { token });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe(String(video.length));
    const etag = whole.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(await bytes(whole)).toEqual(video);

    const part = await t.request(path(), { token, headers: { Range: 'bytes=250000-' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 250000-299999/${video.length}`);
    expect(part.headers.get('etag')).toBe(etag);
    expect(await bytes(part)).toEqual(video.subarray(250_000));

    const tail = await t.request(path(), { token, headers: { Range: 'bytes=-10' } });
    expect(await bytes(tail)).toEqual(video.subarray(video.length - 10));
    expect((await t.request(path(), { token, headers: { Range: 'bytes=400000-' } })).status).toBe(416);

    const cached = await t.request(path(), { token, headers: { 'If-None-Match': `"other", ${etag}` } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe(etag);
    expect(cached.headers.get('cache-control')).toMatch(/max-age/);

    // A player resuming with a validator of other bytes must get the whole, current file.
    const stale = await t.request(path(), { token, headers: { Range: 'bytes=0-9', 'If-Range': '"stale"' } });
    expect(stale.status).toBe(200);
    expect((await bytes(stale)).byteLength).toBe(video.length);
    const fresh = await t.request(path(), { token, headers: { Range: 'bytes=0-9', 'If-Range': etag! } });
    expect(fresh.status).toBe(206);
  });

  it('keeps the owner check in front of the bucket', async () => {
    const other = await t.signUp('bucket-stranger@example.com');
    expect((await t.request(`/api/videos/${videoId}/file`, { token: other.token })).status).toBe(404);
  });

  it('stores an uploaded image in the bucket and serves it with its ETag', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(pngOfSize(64, 32))], 'logo.png'));
    const res = await t.app.request(`/api/projects/${projectId}/assets`, {
      method: 'POST',
      body: form,
      headers: { Origin: 'http://localhost:3000', Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(201);
    const { asset } = await res.json();
    expect(await s3.storage.list(`assets/${projectId}/`)).toEqual([asset.key]);
    const image = await t.request(asset.url, { token });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect((await bytes(image)).byteLength).toBe((await s3.storage.get(asset.key))!.size);
  });

  it('sweeps document files left without a document from the bucket too', async () => {
    const stray = `projects/${projectId}/documents/${randomUUID()}`;
    const gone = `projects/${randomUUID()}/documents/${randomUUID()}`;
    await s3.storage.put(stray, new Uint8Array([1]));
    await s3.storage.put(gone, new Uint8Array([2]));
    expect(await sweepDocumentFiles({ db: t.database.db, storage: s3.storage })).toEqual({ removed: 2 });
    expect(await s3.storage.get(stray)).toBeNull();
    expect(await s3.storage.get(gone)).toBeNull();
    // The video beside them stays.
    expect((await s3.storage.list(`projects/${projectId}/`)).some((k) => k.endsWith('bucket.webm'))).toBe(true);
  });
});
