import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VIDEO_LINK_MESSAGES, videoLinkFailed } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchVideoTranscript } from './video-transcript';

/** A watch page in YouTube's shape: the player response assigned in a script, followed by more script. */
const watchPage = (player: unknown) =>
  `<!doctype html><html><head><title>Video - YouTube</title></head><body><div id="player"></div><script nonce="x">var ytInitialPlayerResponse = ${JSON.stringify(player)};var meta = document.createElement('meta');</script><script>var ytInitialData = {"contents":{}};</script></body></html>`;

const tracks = (id: string) => [
  { baseUrl: `/api/timedtext?v=${id}&lang=de`, name: { simpleText: 'Deutsch' }, languageCode: 'de', vssId: '.de', isTranslatable: true },
  {
    baseUrl: `/api/timedtext?v=${id}&lang=en&kind=asr&fmt=json3`,
    name: { simpleText: 'English (auto-generated)' },
    languageCode: 'en',
    kind: 'asr',
    vssId: 'a.en',
  },
];

const GERMAN_XML = `<?xml version="1.0" encoding="utf-8" ?><transcript><text start="0" dur="2.5">Heben Sie mit den Beinen,</text><text start="2.5" dur="2">nicht mit dem R&amp;#xFC;cken.</text><text start="30" dur="2">Fragen Sie ab 25 kg nach Hilfe &amp;amp; Werkzeug.</text></transcript>`;
const ENGLISH_JSON3 = JSON.stringify({
  wireMagic: 'pb3',
  events: [
    { tStartMs: 0, dDurationMs: 2000, segs: [{ utf8: '[Music]' }] },
    { tStartMs: 2000, dDurationMs: 2000, wWinId: 1, segs: [{ utf8: 'lift' }, { utf8: ' with', tOffsetMs: 300 }, { utf8: ' your legs' }] },
    { tStartMs: 4000, dDurationMs: 10, aAppend: 1, segs: [{ utf8: '\n' }] },
    { tStartMs: 4000, dDurationMs: 2000, segs: [{ utf8: 'not your back' }] },
  ],
});
const VTT =
  'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nWelcome to the ladder safety talk.\n\n00:00:02.000 --> 00:00:04.000\nThree points of contact &amp; a spotter.\n';

function send(res: ServerResponse, type: string, body: string, status = 200) {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

const pages: Record<string, (res: ServerResponse) => void> = {
  '/watch?v=Lift1234567': (res) =>
    send(
      res,
      'text/html; charset=utf-8',
      watchPage({
        playabilityStatus: { status: 'OK' },
        videoDetails: { title: 'Safe lifting' },
        captions: { playerCaptionsTracklistRenderer: { captionTracks: tracks('Lift1234567') } },
      }),
    ),
  '/api/timedtext?v=Lift1234567&lang=de': (res) => send(res, 'text/xml; charset=UTF-8', GERMAN_XML),
  '/api/timedtext?v=Lift1234567&lang=en&kind=asr&fmt=json3': (res) => send(res, 'application/json; charset=UTF-8', ENGLISH_JSON3),
  '/watch?v=Private1234': (res) => send(res, 'text/html', watchPage({ playabilityStatus: { status: 'LOGIN_REQUIRED', reason: 'This video is private' } })),
  '/watch?v=NoCaptions1': (res) => send(res, 'text/html', watchPage({ playabilityStatus: { status: 'OK' }, videoDetails: { title: 'Silent' } })),
  '/watch?v=BrokenTrack': (res) =>
    send(
      res,
      'text/html',
      watchPage({
        playabilityStatus: { status: 'OK' },
        captions: { playerCaptionsTracklistRenderer: { captionTracks: [{ baseUrl: '/forbidden', languageCode: 'en' }] } },
      }),
    ),
  '/forbidden': (res) => send(res, 'text/plain', 'no', 403),
  '/watch?v=EmptyTrack1': (res) =>
    send(
      res,
      'text/html',
      watchPage({
        playabilityStatus: { status: 'OK' },
        captions: { playerCaptionsTracklistRenderer: { captionTracks: [{ baseUrl: '/empty-track', languageCode: 'en' }] } },
      }),
    ),
  '/empty-track': (res) => send(res, 'text/xml', '<transcript></transcript>'),
  '/watch?v=HugeTrack12': (res) =>
    send(
      res,
      'text/html',
      watchPage({
        playabilityStatus: { status: 'OK' },
        captions: { playerCaptionsTracklistRenderer: { captionTracks: [{ baseUrl: '/huge-track', languageCode: 'en' }] } },
      }),
    ),
  '/huge-track': (res) => send(res, 'text/xml', `<transcript>${'<text start="0">word</text>'.repeat(120_000)}</transcript>`),
  '/talk': (res) =>
    send(
      res,
      'text/html',
      '<html><head><title>Ladder talk</title></head><body><video src="/talk.mp4"><track kind="captions" src="/talk.vtt" srclang="en" label="English"></video></body></html>',
    ),
  '/talk.vtt': (res) => send(res, 'text/vtt', VTT),
  '/player-without-captions': (res) => send(res, 'text/html', '<html><body><video src="/clip.mp4"></video></body></html>'),
  '/article': (res) => send(res, 'text/html', '<html><body><article><p>Just words, no video.</p></article></body></html>'),
  '/image': (res) => send(res, 'image/png', 'png'),
  '/huge': (res) => send(res, 'text/html', `<html>${' '.repeat(6 * 1024 * 1024)}</html>`),
  '/slow': () => {},
};

let server: Server;
let twin: Server;
let base = '';
let twinBase = '';
const twinPages: Record<string, (res: ServerResponse) => void> = {
  // A "public" watch page whose caption track points into the private network.
  '/watch?v=Sneaky12345': (res) =>
    send(
      res,
      'text/html',
      watchPage({
        playabilityStatus: { status: 'OK' },
        captions: { playerCaptionsTracklistRenderer: { captionTracks: [{ baseUrl: `${base}/api/timedtext?v=Lift1234567&lang=de`, languageCode: 'de' }] } },
      }),
    ),
  '/bounce': (res) => {
    res.writeHead(302, { location: `${base}/talk` });
    res.end();
  },
};
beforeAll(async () => {
  server = createServer((req, res) => (pages[req.url ?? ''] ?? ((r: ServerResponse) => send(r, 'text/html', 'Not found', 404)))(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  twin = createServer((req, res) => (twinPages[req.url ?? ''] ?? ((r: ServerResponse) => send(r, 'text/html', 'Not found', 404)))(res));
  await new Promise<void>((resolve) => twin.listen(0, '127.0.0.2', resolve));
  twinBase = `http://127.0.0.2:${(twin.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of [server, twin]) {
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
});

const local = () => ({ allowPrivate: true, youtubeOrigin: base });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error) => e.message,
  );

describe('fetchVideoTranscript against a local server in YouTube’s shapes', () => {
  it('reads the captions in the chosen language from a YouTube link of any shape', async () => {
    const german = await fetchVideoTranscript('https://youtu.be/Lift1234567?si=share', { ...local(), language: 'de-DE' });
    expect(german).toMatchObject({ title: 'Safe lifting', languageCode: 'de', automatic: false, url: `${base}/watch?v=Lift1234567` });
    expect(german.text).toBe('Heben Sie mit den Beinen, nicht mit dem Rücken.\n\nFragen Sie ab 25 kg nach Hilfe & Werkzeug.');
    const english = await fetchVideoTranscript('https://www.youtube.com/shorts/Lift1234567', { ...local(), language: 'en-US' });
    expect(english).toMatchObject({ languageCode: 'en', automatic: true, text: 'lift with your legs not your back' });
  });

  it('falls back to captions a person wrote in another language', async () => {
    const other = await fetchVideoTranscript('https://www.youtube.com/embed/Lift1234567', { ...local(), language: 'ja-JP' });
    expect(other.languageCode).toBe('de');
  });

  it('reads a page’s HTML5 caption track, and a WebVTT address itself', async () => {
    expect(await fetchVideoTranscript(`${base}/talk`, local())).toMatchObject({
      title: 'Ladder talk',
      text: 'Welcome to the ladder safety talk. Three points of contact & a spotter.',
      languageCode: 'en',
    });
    expect((await fetchVideoTranscript(`${base}/talk.vtt`, local())).text).toContain('Three points of contact');
  });

  it('says why a video cannot be read, in the spec’s voice', async () => {
    const yt = (id: string) => failure(fetchVideoTranscript(`https://www.youtube.com/watch?v=${id}`, local()));
    expect(await yt('Private1234')).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.unavailable));
    expect(await yt('Missing1234')).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.unavailable));
    expect(await yt('NoCaptions1')).toBe(
      'YouTube processing failed: This video has no captions we can read. Try a video with subtitles, or paste the transcript.',
    );
    expect(await yt('BrokenTrack')).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.noCaptions));
    expect(await yt('EmptyTrack1')).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.noCaptions));
    expect(await failure(fetchVideoTranscript(`${base}/player-without-captions`, local()))).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.noCaptions));
    expect(await failure(fetchVideoTranscript(`${base}/article`, local()))).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.notVideo));
    expect(await failure(fetchVideoTranscript(`${base}/image`, local()))).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.notVideo));
    expect(await failure(fetchVideoTranscript(`${base}/gone`, local()))).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.httpError(404)));
  });

  it('refuses hostile addresses and pages: other schemes, long links, private hosts, huge or slow answers', async () => {
    expect(await failure(fetchVideoTranscript('javascript:alert(document.cookie)'))).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.invalidUrl));
    expect(await failure(fetchVideoTranscript('data:text/html,<video>'))).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.invalidUrl));
    expect(await failure(fetchVideoTranscript(`https://youtu.be/Lift1234567?x=${'a'.repeat(10_000)}`))).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.tooLong));
    // Without the override, the loopback server is a private address: refused before any request.
    expect(await failure(fetchVideoTranscript(`${base}/talk`))).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.privateAddress));
    expect(await failure(fetchVideoTranscript('https://youtu.be/Lift1234567', { youtubeOrigin: base }))).toBe(
      videoLinkFailed(VIDEO_LINK_MESSAGES.privateAddress),
    );
    // In this test 127.0.0.2 stands for a public host: a caption track or redirect into the private network is refused.
    const publicOnly = { isBlocked: (address: string) => address !== '127.0.0.2', youtubeOrigin: twinBase };
    expect(await failure(fetchVideoTranscript('https://youtu.be/Sneaky12345', publicOnly))).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.privateAddress));
    // The same page is read when the track's host is allowed: the refusal above is the track's.
    expect((await fetchVideoTranscript('https://youtu.be/Sneaky12345', { ...publicOnly, isBlocked: () => false })).languageCode).toBe('de');
    expect(await failure(fetchVideoTranscript(`${twinBase}/bounce`, publicOnly))).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.privateAddress));
    expect(await failure(fetchVideoTranscript(`${base}/huge`, local()))).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.tooLarge));
    expect(await failure(fetchVideoTranscript('https://youtu.be/HugeTrack12', local()))).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.tooLarge));
    expect(await failure(fetchVideoTranscript(`${base}/slow`, { ...local(), timeoutMs: 300 }))).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.timeout));
  });
});
