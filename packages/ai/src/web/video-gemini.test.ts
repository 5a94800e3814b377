import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VIDEO_LINK_MESSAGES, videoLinkFailed } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geminiVideoNotes, videoNotesFromEnv } from './video-gemini';
import { readVideoLink } from './video-link-reader';

/** A local server speaking Gemini's generateContent, and a YouTube-shaped watch page without captions. */
const requests: { path: string; key: string; body: { contents: { parts: Record<string, unknown>[] }[]; generationConfig: Record<string, unknown> } }[] = [];
let answer: (res: ServerResponse) => void = () => {};
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    if (req.url?.startsWith('/watch')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(`<script>var ytInitialPlayerResponse = ${JSON.stringify({ playabilityStatus: { status: 'OK' } })};</script>`);
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', key: String(req.headers['x-goog-api-key']), body: JSON.parse(body) });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const notes = () => geminiVideoNotes({ apiKey: 'test-key', model: 'gemini-2.0-flash', baseUrl: base });
const failure = (p: Promise<unknown> | null) =>
  (p ?? Promise.resolve()).then(
    () => 'resolved',
    (e: Error) => e.message,
  );

describe('Gemini reads a public YouTube video from its address (contract)', () => {
  it('sends the watch address as a file part with the prompt and answers the text', async () => {
    answer = (res) => json(res, 200, { candidates: [{ content: { parts: [{ text: 'Lift with your legs. ' }, { text: 'Never twist.' }] } }] });
    const result = await notes()('https://youtu.be/Lift1234567?t=30', { language: 'de-DE' });
    expect(result).toMatchObject({ url: 'https://www.youtube.com/watch?v=Lift1234567', text: 'Lift with your legs. Never twist.', languageCode: 'de-DE' });
    const sent = requests.at(-1)!;
    expect(sent.path).toBe('/v1beta/models/gemini-2.0-flash:generateContent');
    expect(sent.key).toBe('test-key');
    expect(sent.body.contents[0]?.parts[0]).toEqual({ fileData: { fileUri: 'https://www.youtube.com/watch?v=Lift1234567' } });
    expect(sent.body.contents[0]?.parts[1]?.text).toMatch(/transcript.*de-DE/s);
  });

  it('takes YouTube links only', () => {
    expect(notes()('https://talks.example/video', {})).toBeNull();
    expect(notes()('javascript:alert(1)', {})).toBeNull();
  });

  it('passes the provider’s message on errors and says so on empty answers and time-outs', async () => {
    answer = (res) => json(res, 400, { error: { code: 400, message: 'Request contains an invalid argument.', status: 'INVALID_ARGUMENT' } });
    expect(await failure(notes()('https://youtu.be/Lift1234567', {}))).toBe('Request contains an invalid argument.');
    answer = (res) => json(res, 200, { candidates: [{ content: { parts: [] } }] });
    expect(await failure(notes()('https://youtu.be/Lift1234567', {}))).toBe('The text provider returned an empty answer.');
    answer = () => {};
    const slow = geminiVideoNotes({ apiKey: 'k', model: 'm', baseUrl: base, timeoutMs: 300 });
    expect(await failure(slow('https://youtu.be/Lift1234567', {}))).toBe('The text provider did not answer in time.');
  });

  it('is configured only with AI_PROVIDER=gemini and a key', () => {
    expect(videoNotesFromEnv({ AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'k' })).toBeTypeOf('function');
    expect(videoNotesFromEnv({ AI_PROVIDER: 'gemini' })).toBeNull();
    expect(videoNotesFromEnv({ AI_PROVIDER: 'openai', GEMINI_API_KEY: 'k' })).toBeNull();
  });
});

describe('readVideoLink', () => {
  const local = () => ({ allowPrivate: true, youtubeOrigin: base });

  it('asks Gemini when a YouTube video has no captions to read', async () => {
    answer = (res) => json(res, 200, { candidates: [{ content: { parts: [{ text: 'Bend your knees.' }] } }] });
    expect((await readVideoLink('https://youtu.be/NoCaptions1', { ...local(), notes: notes() })).text).toBe('Bend your knees.');
    answer = (res) => json(res, 429, { error: { message: 'Resource has been exhausted (e.g. check quota).' } });
    expect(await failure(readVideoLink('https://youtu.be/NoCaptions1', { ...local(), notes: notes() }))).toBe(
      'YouTube processing failed: Resource has been exhausted (e.g. check quota).',
    );
  });

  it('says the captions’ reason without Gemini, and never sends a bad address to it', async () => {
    const before = requests.length;
    expect(await failure(readVideoLink('https://youtu.be/NoCaptions1', local()))).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.noCaptions));
    expect(await failure(readVideoLink('javascript:alert(1)', { ...local(), notes: notes() }))).toBe(videoLinkFailed(VIDEO_LINK_MESSAGES.invalidUrl));
    expect(requests.length).toBe(before);
  });
});
