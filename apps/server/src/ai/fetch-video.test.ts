import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VIDEO_LINK_MESSAGES, videoLinkFailed } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** A watch page in YouTube's shape and its caption tracks, served locally (ALLOW_PRIVATE_URLS is on in tests). */
const player = (tracks: unknown[]) => ({
  playabilityStatus: { status: 'OK' },
  videoDetails: { title: 'Fire drill' },
  captions: { playerCaptionsTracklistRenderer: { captionTracks: tracks } },
});
const page = (p: unknown) => `<html><body><script>var ytInitialPlayerResponse = ${JSON.stringify(p)};var meta = 1;</script></body></html>`;
const routes: Record<string, [string, string]> = {
  '/watch?v=FireDrill01': [
    'text/html',
    page(
      player([
        { baseUrl: '/timedtext?lang=en', languageCode: 'en', kind: 'asr', name: { simpleText: 'English (auto-generated)' } },
        { baseUrl: '/timedtext?lang=es', languageCode: 'es', name: { simpleText: 'Español' } },
      ]),
    ),
  ],
  '/timedtext?lang=en': [
    'text/xml',
    '<transcript><text start="0" dur="2">Leave by the nearest exit.</text><text start="2" dur="2">Meet at the car park.</text></transcript>',
  ],
  '/timedtext?lang=es': ['text/xml', '<transcript><text start="0" dur="2">Salga por la salida m&amp;#xE1;s cercana.</text></transcript>'],
  '/watch?v=Silent00001': ['text/html', page(player([]))],
  '/blog': ['text/html', '<html><body><p>No video here.</p></body></html>'],
};

describe('POST /api/ai/fetch-video', () => {
  let t: TestApp;
  let token: string;
  let site: Server;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signUp('viewer@example.com')).token;
    site = createServer((req, res) => {
      const [type, body] = routes[req.url ?? ''] ?? ['text/html', 'missing'];
      res.writeHead(routes[req.url ?? ''] ? 200 : 404, { 'content-type': type });
      res.end(body);
    }).listen(0, '127.0.0.1');
    await new Promise((r) => site.once('listening', r));
    base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    site.close();
    await t.close();
  });

  it('answers the transcript of the captions in the chosen language', async () => {
    const res = await t.request('/api/ai/fetch-video', { token, body: { url: `${base}/watch?v=FireDrill01`, language: 'es-MX' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: 'Fire drill', text: 'Salga por la salida más cercana.', languageCode: 'es', automatic: false });
    const english = await (await t.request('/api/ai/fetch-video', { token, body: { url: `${base}/watch?v=FireDrill01` } })).json();
    // No language asked: captions a person wrote come before automatic ones.
    expect(english.languageCode).toBe('es');
    const auto = await (await t.request('/api/ai/fetch-video', { token, body: { url: `${base}/watch?v=FireDrill01`, language: 'en-GB' } })).json();
    expect(auto).toMatchObject({ text: 'Leave by the nearest exit. Meet at the car park.', automatic: true });
  });

  it('says why a link cannot be read with HTTP 400 and { error } in the spec’s voice', async () => {
    const error = async (url: string) => {
      const res = await t.request('/api/ai/fetch-video', { token, body: { url } });
      expect(res.status).toBe(400);
      return (await res.json()).error;
    };
    expect(await error(`${base}/watch?v=Silent00001`)).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.noCaptions));
    expect(await error(`${base}/blog`)).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.notVideo));
    expect(await error('javascript:alert(1)')).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.invalidUrl));
    expect((await t.request('/api/ai/fetch-video', { token, body: { url: '' } })).status).toBe(400);
    expect((await t.request('/api/ai/fetch-video', { token, body: {} })).status).toBe(400);
  });

  it('needs a signed-in person', async () => {
    expect((await t.request('/api/ai/fetch-video', { body: { url: `${base}/watch?v=FireDrill01` } })).status).toBe(401);
  });
});
