import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { videos } from '@lectern/db';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { spaRoutes } from '../web/spa-routes';
import { COMPRESSION_MIN_BYTES, compression, negotiateEncoding } from './compression';

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const decode = (encoding: string | null, body: Buffer) => (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body);

describe('Accept-Encoding negotiation (RFC 9110 §12.5.3)', () => {
  it('prefers brotli, honours q=0 and *, and answers null when nothing fits', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('GZIP;q=1.0')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('answers that must pass untouched', () => {
  it('streams Server-Sent Events as they come, uncompressed', async () => {
    let push: (text: string) => void = () => {};
    const app = new Hono().use('*', compression()).get('/events', () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(new TextEncoder().encode(text));
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    });
    const res = await app.request('/events', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();
    push(`data: ${'x'.repeat(2000)}\n\n`);
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('data: xxx');
    await reader.cancel();
  });

  it('leaves answers marked no-transform alone', async () => {
    const app = new Hono().use('*', compression()).get('/raw', (c) => {
      c.header('Cache-Control', 'no-transform');
      return c.text('y'.repeat(5000));
    });
    const res = await app.request('/raw', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('y'.repeat(5000));
  });
});

describe('compressed API answers and captions', () => {
  let t: TestApp;
  let token: string;
  let videoId: string;
  let slug: string;
  const vtt = `WEBVTT\n\n${Array.from({ length: 60 }, (_, i) => `00:00:${String(i).padStart(2, '0')}.000 --> 00:00:${String(i).padStart(2, '0')}.900\nLine ${i} of the narration, said once.\n`).join('\n')}`;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.signUp('compressed@example.com');
    token = user.token;
    let projectId = '';
    for (let i = 0; i < 12; i++) {
      const res = await t.request('/api/projects', { token, body: { name: `Quarterly safety briefing ${i}`, purpose: 'Compliance Training' } });
      projectId = (await res.json()).project.id;
    }
    const [video] = await t.database.db
      .insert(videos)
      .values({
        project_id: projectId,
        user_id: user.userId,
        filename: 'safety.webm',
        storage_key: `videos/${projectId}.webm`,
        format: 'webm',
        duration: '60',
        file_size: 8192,
        metadata: { captions_key: `videos/${projectId}.vtt` },
      })
      .returning();
    videoId = video!.id;
    await t.services.storage.put(
      `videos/${projectId}.webm`,
      new Uint8Array(8192).map((_, i) => i % 7),
    );
    await t.services.storage.put(`videos/${projectId}.vtt`, new TextEncoder().encode(vtt));
    const shared = await t.request('/api/videos/share', { token, body: { videoId, title: 'Safety' } });
    slug = (await shared.json()).slug;
  });
  afterAll(() => t.close());

  it('sends JSON in brotli or gzip when asked, identical once decompressed', async () => {
    const plain = await t.request('/api/projects', { token });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const identity = await bytesOf(plain);
    expect(identity.byteLength).toBeGreaterThan(COMPRESSION_MIN_BYTES);
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await t.request('/api/projects', { token, headers: { 'Accept-Encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      const body = await bytesOf(res);
      expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
      expect(body.byteLength).toBeLessThan(identity.byteLength);
      expect(decode(encoding, body).equals(identity)).toBe(true);
    }
  });

  it('leaves small answers as they are', async () => {
    const res = await t.request('/api/health', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.json()).status).toBe('ok');
  });

  it('compresses captions for their owner and on the share page', async () => {
    for (const path of [`/api/videos/${videoId}/captions.vtt`, `/api/share/${slug}/captions.vtt`]) {
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await t.request(path, { token, headers: { 'Accept-Encoding': `${encoding}` } });
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type'), path).toBe('text/vtt; charset=utf-8');
        expect(res.headers.get('content-encoding'), path).toBe(encoding);
        expect(res.headers.get('vary'), path).toMatch(/Accept-Encoding/i);
        expect(decode(encoding, await bytesOf(res)).toString('utf8'), path).toBe(vtt);
      }
    }
  });

  it('never compresses video, nor an answer to a Range request', async () => {
    for (const path of [`/api/videos/${videoId}/file`, `/api/share/${slug}/video`]) {
      const whole = await t.request(path, { token, headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(whole.status, path).toBe(200);
      expect(whole.headers.get('content-encoding'), path).toBeNull();
      expect((await bytesOf(whole)).byteLength, path).toBe(8192);
      const part = await t.request(path, { token, headers: { 'Accept-Encoding': 'br, gzip', Range: 'bytes=100-2099' } });
      expect(part.status, path).toBe(206);
      expect(part.headers.get('content-encoding'), path).toBeNull();
      expect(part.headers.get('content-range'), path).toBe('bytes 100-2099/8192');
      expect((await bytesOf(part)).byteLength, path).toBe(2000);
    }
    const captions = await t.request(`/api/videos/${videoId}/captions.vtt`, { token, headers: { 'Accept-Encoding': 'br', Range: 'bytes=0-99' } });
    expect(captions.headers.get('content-encoding')).toBeNull();
  });
});

describe('precompressed static files of the web build', () => {
  const dist = mkdtempSync(join(tmpdir(), 'lectern-dist-'));
  const script = Buffer.from(`export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`);
  const page = `<!doctype html><html><head><title>Lectern</title></head><body>${'<p>Narrated slide videos.</p>'.repeat(80)}</body></html>`;
  const font = Buffer.alloc(4096, 7);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/app-1a2b.js'), script);
  // Written by the build; brotli and gzip of the same bytes, so a test can tell which file was sent.
  writeFileSync(join(dist, 'assets/app-1a2b.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/app-1a2b.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'assets/inter-latin-400.woff2'), font);
  writeFileSync(join(dist, 'index.html'), page);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  // As in app.ts: compression around everything, the SPA routes last.
  const app = new Hono().use('*', compression()).route('/', spaRoutes(dist));
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

  it('sends the .br or .gz file the build wrote, with the file type, a long cache and Vary', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await get('/assets/app-1a2b.js', { 'Accept-Encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const body = await bytesOf(res);
      expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
      expect(decode(encoding, body).equals(script)).toBe(true);
    }
  });

  it('sends the plain file to clients that accept neither, and to Range requests', async () => {
    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect((await bytesOf(plain)).equals(script)).toBe(true);
    const part = await get('/assets/app-1a2b.js', { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-encoding')).toBeNull();
    expect((await bytesOf(part)).equals(script.subarray(0, 10))).toBe(true);
  });

  it('does not compress fonts, and compresses the page HTML on the fly', async () => {
    const woff2 = await get('/assets/inter-latin-400.woff2', { 'Accept-Encoding': 'br, gzip' });
    expect(woff2.headers.get('content-encoding')).toBeNull();
    expect((await bytesOf(woff2)).equals(font)).toBe(true);
    const html = await get('/projects', { 'Accept-Encoding': 'br' });
    expect(html.headers.get('content-encoding')).toBe('br');
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(decode('br', await bytesOf(html)).toString('utf8')).toBe(page);
  });

  it('refuses paths that leave the build folder', async () => {
    for (const path of ['/assets/..%2f..%2fetc%2fpasswd', '/..%2f..%2fetc%2fpasswd']) {
      const res = await get(path, { 'Accept-Encoding': 'br' });
      // Not a file of the build: the SPA's index.html answers, as for any unknown path.
      expect(decode(res.headers.get('content-encoding'), await bytesOf(res)).toString('utf8'), path).toBe(page);
    }
  });
});

describe('through the Node server (its lightweight answers)', () => {
  // app.request() above uses the platform's Response; the Node server swaps in its own lighter
  // one, which the compression must neither lose headers on nor turn back into a stream.
  const json = JSON.stringify({ items: Array.from({ length: 80 }, (_, i) => ({ id: i, name: `Quarterly safety briefing ${i}` })) });
  const app = new Hono()
    .use('*', secureHeaders({ xFrameOptions: 'DENY' }))
    .use('*', compression())
    .get('/list', (c) => {
      c.header('Set-Cookie', 'a=1; Path=/', { append: true });
      c.header('Set-Cookie', 'b=2; Path=/', { append: true });
      c.header('ETag', '"v1"');
      return c.json(JSON.parse(json));
    })
    .get('/small', (c) => c.json({ ok: true }));
  let server: ReturnType<typeof serve>;
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, acceptEncoding: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('keeps every header, marks the validator weak and sends the exact compressed length', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await get('/list', encoding);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      expect(res.headers.etag).toBe('W/"v1"');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.body.byteLength);
      expect(decode(encoding, res.body).toString('utf8')).toBe(json);
    }
  });

  it('sends small and unasked-for answers as they are, with their headers', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toMatch(/Accept-Encoding/i);
    expect(small.headers['x-frame-options']).toBe('DENY');
    expect(small.body.toString('utf8')).toBe('{"ok":true}');
    const plain = await get('/list', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(plain.headers.etag).toBe('"v1"');
    expect(plain.body.toString('utf8')).toBe(json);
  });
});
