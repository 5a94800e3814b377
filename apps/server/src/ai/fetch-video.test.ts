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
  // Issue 20 item 1: chapters from the description's "0:00 Intro" lines, and from an HTML5 chapters track.
  '/watch?v=Chapters001': [
    'text/html',
    page({
      ...player([{ baseUrl: '/timedtext?lang=en-chapters', languageCode: 'en' }]),
      videoDetails: { title: 'Fire drill', shortDescription: 'What to do.\n\n0:00 The alarm\n0:04 Leaving the building\n\nThanks for watching.' },
    }),
  ],
  '/timedtext?lang=en-chapters': [
    'text/xml',
    '<transcript><text start="0" dur="2">You hear the alarm.</text><text start="2" dur="2">Stop what you are doing.</text><text start="4" dur="2">Leave by the nearest exit.</text><text start="6" dur="2">Never use the lifts.</text></transcript>',
  ],
  '/player': [
    'text/html',
    '<html><body><video src="/v.mp4"><track kind="captions" srclang="en" src="/captions.vtt"><track kind="chapters" src="/chapters.vtt"></video></body></html>',
  ],
  '/captions.vtt': ['text/vtt', 'WEBVTT\n\n00:00.000 --> 00:02.000\nYou hear the alarm.\n\n00:04.000 --> 00:06.000\nLeave by the nearest exit.'],
  '/chapters.vtt': ['text/vtt', 'WEBVTT\n\n00:00.000 --> 00:04.000\nThe alarm\n\n00:04.000 --> 00:08.000\nLeaving the building'],
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

  it('answers the transcript’s structure with its text: chapters as sections, whether the description or a chapters track gives them', async () => {
    const headings = (tree: { nodes: { type: string; text?: string; start: number; end: number }[] }) =>
      tree.nodes.filter((n) => n.type === 'heading').map((n) => n.text);
    const youtube = await (await t.request('/api/ai/fetch-video', { token, body: { url: `${base}/watch?v=Chapters001` } })).json();
    expect(youtube.text).toContain('You hear the alarm.');
    expect(headings(youtube.tree)).toEqual(['The alarm', 'Leaving the building']);
    // Each paragraph's range is its text in the transcript, so a point names its chapter.
    const paragraphs = youtube.tree.nodes.filter((n: { type: string }) => n.type === 'paragraph');
    expect(paragraphs.map((n: { start: number; end: number }) => youtube.text.slice(n.start, n.end))).toEqual([
      'You hear the alarm. Stop what you are doing.',
      'Leave by the nearest exit. Never use the lifts.',
    ]);
    const html5 = await (await t.request('/api/ai/fetch-video', { token, body: { url: `${base}/player` } })).json();
    expect(headings(html5.tree)).toEqual(['The alarm', 'Leaving the building']);
    // Without chapters the transcript is still paragraphs, with no headings.
    const plain = await (await t.request('/api/ai/fetch-video', { token, body: { url: `${base}/watch?v=FireDrill01`, language: 'en' } })).json();
    expect(headings(plain.tree)).toEqual([]);
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
