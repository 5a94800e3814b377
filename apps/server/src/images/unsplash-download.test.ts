import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { combinedImageSearch, generatedImageSearch, unsplashSearch } from './image-search';

const KEY = 'test-access-key-not-for-browsers';

/** A local stand-in that speaks the Unsplash API: search with links.download_location, and the download endpoint. */
function fakeUnsplash() {
  const hits: { path: string; query: URLSearchParams; auth: string | undefined }[] = [];
  let base = '';
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', base);
    hits.push({ path: url.pathname, query: url.searchParams, auth: req.headers.authorization });
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/search/photos') {
      res.end(
        JSON.stringify({
          results: [
            {
              id: 'Abc_123',
              description: 'A warehouse',
              alt_description: null,
              width: 4000,
              height: 3000,
              urls: { regular: `${base}/img/regular.jpg`, small: `${base}/img/small.jpg`, thumb: `${base}/img/thumb.jpg` },
              user: { name: 'Ana Photographer', username: 'ana' },
              links: { download_location: `${base}/photos/Abc_123/download?ixid=track-me` },
            },
          ],
        }),
      );
      return;
    }
    const download = /^\/photos\/([^/]+)\/download$/.exec(url.pathname);
    if (download) {
      // Unsplash answers 401 without a client id.
      if (url.searchParams.get('client_id') !== KEY && req.headers.authorization !== `Client-ID ${KEY}`) {
        res.statusCode = 401;
        res.end(JSON.stringify({ errors: ['OAuth error: The access token is invalid'] }));
        return;
      }
      res.end(JSON.stringify({ url: `${base}/img/full.jpg` }));
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  return {
    hits,
    get base() {
      return base;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Unsplash download tracking (spec 001 §7, Unsplash API guidelines)', () => {
  const unsplash = fakeUnsplash();
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    await unsplash.start();
    t = await createTestApp({
      services: { imageSearch: combinedImageSearch({ primary: unsplashSearch(KEY, unsplash.base), secondary: generatedImageSearch((k) => `generated:${k}`) }) },
    });
    ({ token } = await t.signUp('photos@example.com'));
  });
  afterAll(async () => {
    await t?.close();
    await unsplash.stop();
  });

  it('calls the download_location the search gave, with the client id, when a photo is used; the browser never sees the key', async () => {
    const search = await t.request('/api/images/search?query=warehouse&per_page=5', { token });
    const searchText = await search.text();
    expect(searchText).not.toContain(KEY);
    const photo = (JSON.parse(searchText) as { data: { id: string; source: string }[] }).data.find((r) => r.source === 'unsplash');
    expect(photo?.id).toBe('unsplash-Abc_123');

    unsplash.hits.length = 0;
    const res = await t.request(`/api/images/download/${photo!.id}`, { method: 'POST', token });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: true });
    expect(text).not.toContain(KEY);
    expect(unsplash.hits).toHaveLength(1);
    expect(unsplash.hits[0]!.path).toBe('/photos/Abc_123/download');
    expect(unsplash.hits[0]!.query.get('ixid')).toBe('track-me');
    expect(unsplash.hits[0]!.query.get('client_id')).toBe(KEY);
  });

  it('tracks a photo not seen in a recent search through the documented download endpoint', async () => {
    unsplash.hits.length = 0;
    const res = await t.request('/api/images/download/unsplash-Zz9', { method: 'POST', token });
    expect(await res.json()).toEqual({ success: true });
    expect(unsplash.hits.map((h) => [h.path, h.query.get('client_id')])).toEqual([['/photos/Zz9/download', KEY]]);
  });

  it('sends nothing for images of other sources or malformed ids, and needs a signed-in user', async () => {
    unsplash.hits.length = 0;
    expect(await (await t.request('/api/images/download/generated-0-warehouse', { method: 'POST', token })).json()).toEqual({ success: false });
    expect((await t.request('/api/images/download/unsplash-..%2F..%2Fadmin', { method: 'POST', token })).status).toBe(400);
    expect((await t.request('/api/images/download/unsplash-Abc_123', { method: 'POST' })).status).toBe(401);
    expect(unsplash.hits).toHaveLength(0);
  });

  it('never calls a download location on another host with the key', async () => {
    const hits: string[] = [];
    const other = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('{}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    const realFetch = globalThis.fetch;
    // A search answer whose download location points elsewhere.
    globalThis.fetch = (async () =>
      new Response(
        JSON.stringify({
          results: [
            {
              id: 'Evil1',
              width: 1,
              height: 1,
              urls: { regular: 'x', small: 'x', thumb: 'x' },
              user: { name: 'x', username: 'x' },
              links: { download_location: `${otherBase}/steal` },
            },
          ],
        }),
      )) as typeof fetch;
    const source = unsplashSearch(KEY, unsplash.base);
    await source.search('x', 1);
    globalThis.fetch = realFetch;
    unsplash.hits.length = 0;
    expect(await source.trackDownload?.('unsplash-Evil1')).toBe('tracked');
    expect(hits).toHaveLength(0);
    expect(unsplash.hits.map((h) => h.path)).toEqual(['/photos/Evil1/download']);
    await new Promise<void>((resolve) => other.close(() => resolve()));
  });

  it('reports a refused tracking call as failed rather than throwing', async () => {
    const wrongKey = unsplashSearch('wrong-key', unsplash.base);
    expect(await wrongKey.trackDownload?.('unsplash-Abc_123')).toBe('failed');
    expect(await wrongKey.trackDownload?.('shutterstock-1')).toBeNull();
  });
});
