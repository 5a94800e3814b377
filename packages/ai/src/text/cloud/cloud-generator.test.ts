import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHISHING_GUIDE } from '../../test/sample-texts';
import { createTextGenerator } from '../create-text-generator';

// biome-ignore lint/suspicious/noExplicitAny: request bodies are free-form JSON in these protocol fakes
type Body = any;
type Handler = (body: Body, req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = () => {};
const requests: { url: string; headers: IncomingMessage['headers']; body: Body }[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      requests.push({ url: req.url ?? '', headers: req.headers, body });
      handler(body, req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const json = (res: ServerResponse, status: number, body: unknown, statusText?: string) => {
  res.writeHead(status, statusText, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const promptOf = (body: Body): string => body.messages?.at(-1)?.content ?? body.contents?.[0]?.parts?.[0]?.text ?? '';
/** Points of the phishing guide, each citing the brief alone as its section (decision 162: a brief alone is its own content). */
const POINTS = [
  'Hover over links before you click them.',
  'Use the Report Phish button in Outlook.',
  'Urgent requests for passwords or payments are a warning sign.',
];
const slideJson = (n: number) => ({
  title: `Topic ${n}`,
  description: 'd',
  keyPoints: POINTS,
  visualCues: ['cue'],
  imageKeyword: 'office desk',
  pointSources: POINTS.map((point) => ({ point, section: 'B1', sentence: point })),
});

/** An OpenAI-compatible chat-completions answer. */
const openAiAnswer = (res: ServerResponse, content: unknown) =>
  json(res, 200, { choices: [{ message: { role: 'assistant', content: JSON.stringify(content) } }] });
/** A Gemini generateContent answer. */
const geminiAnswer = (res: ServerResponse, content: unknown) =>
  json(res, 200, { candidates: [{ content: { parts: [{ text: `\`\`\`json\n${JSON.stringify(content)}\n\`\`\`` }] } }] });

describe('OpenAI-compatible adapter', () => {
  const gen = () => createTextGenerator({ AI_PROVIDER: 'openai', AI_BASE_URL: `${base}/v1`, AI_API_KEY: 'sk-test', AI_MODEL: 'test-model' });

  it('writes the outline in one batch call with the plan and JSON output', async () => {
    requests.length = 0;
    handler = (body, _req, res) => {
      const count = (promptOf(body).match(/^\d+\. template/gm) ?? []).length;
      openAiAnswer(res, { slides: Array.from({ length: count }, (_, i) => slideJson(i + 1)) });
    };
    const result = await gen().outline({ brief: PHISHING_GUIDE, styleId: 'executive-brief', durationSeconds: 120 });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/v1/chat/completions');
    expect(requests[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(requests[0]?.body.model).toBe('test-model');
    expect(requests[0]?.body.response_format).toEqual({ type: 'json_object' });
    expect(promptOf(requests[0]?.body)).toContain('Phishing is the most common way');
    expect(result.slides.map((s) => s.title)).toEqual(['Topic 1', 'Topic 2', 'Topic 3', 'Topic 4']);
    expect(result.slides.reduce((n, s) => n + s.duration, 0)).toBe(120);
  });

  it('falls back per slide when the batch answer is malformed, then to placeholders', async () => {
    let calls = 0;
    handler = (body, _req, res) => {
      calls++;
      const prompt = promptOf(body);
      if (prompt.includes('Slides (write exactly')) return openAiAnswer(res, { slides: 'nope' });
      if (prompt.includes('Slide 2 of')) return json(res, 500, { error: { message: 'overloaded' } });
      openAiAnswer(res, slideJson(calls));
    };
    const result = await gen().outline({ brief: PHISHING_GUIDE, styleId: 'executive-brief', durationSeconds: 60 });
    // The malformed batch is asked once more with the problem stated, then each slide is written on its own.
    expect(calls).toBe(5);
    expect(result.usedPerSlideFallback).toBe(true);
    expect(result.placeholderSlides).toEqual([2]);
    expect(result.slides[1]?.title).toBe('Situation and key facts Slide');
  });

  it('asks once more, stating the problem, when an answer has the wrong shape', async () => {
    requests.length = 0;
    handler = (body, _req, res) => {
      const prompt = promptOf(body);
      const count = (prompt.match(/^\d+\. template/gm) ?? []).length;
      if (!prompt.includes('could not be used')) return openAiAnswer(res, { slides: Array.from({ length: count - 1 }, (_, i) => slideJson(i + 1)) });
      openAiAnswer(res, { slides: Array.from({ length: count }, (_, i) => slideJson(i + 1)) });
    };
    const result = await gen().outline({ brief: PHISHING_GUIDE, styleId: 'executive-brief', durationSeconds: 60 });
    expect(requests).toHaveLength(2);
    expect(promptOf(requests[1]?.body)).toMatch(/Expected exactly \d+ slides/);
    expect(result.usedPerSlideFallback).toBe(false);
  });

  it('sends the brief as the request and the documents as the supporting materials, with the writing rules', async () => {
    requests.length = 0;
    handler = (body, _req, res) => {
      const count = (promptOf(body).match(/^\d+\. template/gm) ?? []).length;
      openAiAnswer(res, { slides: Array.from({ length: count }, (_, i) => slideJson(i + 1)) });
    };
    await gen().outline({
      brief: 'Explain our benefits to all staff. End with a short quiz question.',
      sourceText: 'Supporting Materials:\n\nDental cover pays for two check-ups a year.',
      styleId: 'executive-brief',
      durationSeconds: 60,
    });
    const prompt = promptOf(requests[0]?.body);
    expect(prompt).toMatch(
      /Request from the video maker \(steers the video; not content\):\nExplain our benefits to all staff\. End with a short quiz question\./,
    );
    expect(prompt).toMatch(/Supporting materials, section by section[^\n]*:\n\[D1\.S1\] Your documents\nDental cover pays for two check-ups a year\./);
    expect(prompt).toMatch(/never copy its sentences/);
    expect(prompt).toMatch(/Never put a recommended practice under a negative heading/);
  });

  it('uses the body message for errors, else "HTTP {status}: {statusText}"', async () => {
    handler = (_b, _r, res) => json(res, 401, { error: { message: 'Incorrect API key provided' } });
    await expect(gen().scripts({ slides: [{ id: 'slide-1', title: 'A', templateId: 'title-slide', duration: 10 }] })).rejects.toMatchObject({
      name: 'TextGenerationError',
      message: 'Incorrect API key provided',
      status: 401,
    });
    handler = (_b, _r, res) => {
      res.writeHead(503, 'Service Unavailable');
      res.end('<html>down</html>');
    };
    await expect(gen().scripts({ slides: [{ id: 'slide-1', title: 'A', templateId: 'title-slide', duration: 10 }] })).rejects.toThrow(
      'HTTP 503: Service Unavailable',
    );
    await expect(gen().analyze({ content: 'Some text' })).rejects.toThrow('Content analysis failed: HTTP 503: Service Unavailable');
  });

  it('returns scripts by slide id and translations, keeping the original text when translation fails', async () => {
    handler = (body, _req, res) => {
      if (promptOf(body).startsWith('Translate')) return openAiAnswer(res, { translatedContent: 'Hallo Welt' });
      openAiAnswer(res, { scripts: [{ slideId: 'slide-1', script: 'Welcome to the course.', visualCues: [] }] });
    };
    const g = gen();
    expect((await g.scripts({ slides: [{ id: 'slide-1', title: 'A', templateId: 'title-slide', duration: 10 }], tone: 'Calm' })).scripts[0]?.script).toBe(
      'Welcome to the course.',
    );
    expect(await g.translate({ text: 'Hello world', targetLanguage: 'de-DE' })).toEqual({ text: 'Hallo Welt', translated: true });
    handler = (_b, _r, res) => json(res, 500, {});
    expect(await g.translate({ text: 'Hello world', targetLanguage: 'de-DE' })).toEqual({ text: 'Hello world', translated: false });
    expect((await g.keyword({ text: 'Solar panels on a roof. Solar panels are cheap.' })).keyword).toBe('solar panels');
  });
});

describe('Gemini adapter', () => {
  const gen = () => createTextGenerator({ AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'g-key', GEMINI_MODEL: 'gemini-test', GEMINI_BASE_URL: base });

  it('calls generateContent with the key header and reads fenced JSON', async () => {
    requests.length = 0;
    handler = (_b, _r, res) => geminiAnswer(res, { mainKeyword: 'city skyline' });
    expect(await gen().keyword({ text: 'Our new office overlooks the city.' })).toEqual({ keyword: 'city skyline' });
    expect(requests[0]?.url).toBe('/v1beta/models/gemini-test:generateContent');
    expect(requests[0]?.headers['x-goog-api-key']).toBe('g-key');
    expect(requests[0]?.body.generationConfig.responseMimeType).toBe('application/json');
  });

  it('maps Gemini error bodies', async () => {
    handler = (_b, _r, res) => json(res, 400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' } });
    await expect(gen().analyze({ content: 'Text' })).rejects.toThrow('Content analysis failed: API key not valid. Please pass a valid API key.');
  });
});

describe('createTextGenerator', () => {
  it('is offline by default and validates the configuration', () => {
    expect(createTextGenerator({}).provider).toBe('offline');
    expect(createTextGenerator({ AI_PROVIDER: 'openai' }).provider).toBe('openai');
    expect(() => createTextGenerator({ AI_PROVIDER: 'gemini' })).toThrow('GEMINI_API_KEY is required');
    expect(() => createTextGenerator({ AI_PROVIDER: 'magic' })).toThrow(/AI_PROVIDER must be offline, openai or gemini/);
  });

  it('reports an unreachable server as a provider error', async () => {
    const g = createTextGenerator({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:9/v1' });
    await expect(g.scripts({ slides: [{ id: 's', title: 'A', templateId: 'title-slide', duration: 10 }] })).rejects.toThrow(
      'The text provider could not be reached.',
    );
  });
});
