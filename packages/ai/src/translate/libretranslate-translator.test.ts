import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startProtocolServer } from '../test/protocol-server';
import { createTranslator } from './create-translator';
import { libreTranslateCode, localesForLibreTranslate } from './libretranslate-locales';
import { libreTranslateTranslator } from './libretranslate-translator';
import { TranslationError } from './translator';

let server: Awaited<ReturnType<typeof startProtocolServer>>;
beforeAll(async () => {
  server = await startProtocolServer();
});
afterAll(() => server.close());

/** A LibreTranslate that knows English, Spanish, German and the older model codes for Chinese and Brazilian Portuguese. */
const LANGUAGES = [
  { code: 'en', name: 'English', targets: ['de', 'es', 'zh', 'pb', 'pt'] },
  { code: 'es', name: 'Spanish', targets: ['en'] },
  { code: 'de', name: 'German', targets: ['en'] },
];
let translateAnswer: (body: { q: string[]; target: string }) => [number, unknown] = (body) => [
  200,
  { translatedText: body.q.map((q) => `[${body.target}] ${q}`) },
];

beforeEach(() => {
  server.state.requests.length = 0;
  translateAnswer = (body) => [200, { translatedText: body.q.map((q) => `[${body.target}] ${q}`) }];
  server.state.handler = (body, req, res) => {
    if (req.method === 'GET' && req.url === '/languages') return sendJson(res, 200, LANGUAGES);
    if (req.method === 'POST' && req.url === '/translate') {
      const [status, answer] = translateAnswer(body);
      return sendJson(res, status, answer);
    }
    sendJson(res, 404, { error: 'Not Found' });
  };
});

const translator = (extra: { apiKey?: string; timeoutMs?: number } = {}) => libreTranslateTranslator({ url: `${server.url}/`, ...extra });

const failure = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TranslationError);
  return error as TranslationError;
};

describe('LibreTranslate locale codes', () => {
  it('maps BCP 47 locales to the codes a server lists, newer or older', () => {
    expect(libreTranslateCode('es-MX', ['en', 'es'])).toBe('es');
    expect(libreTranslateCode('zh-CN', ['zh-Hans', 'zh-Hant'])).toBe('zh-Hans');
    expect(libreTranslateCode('zh-CN', ['zh', 'zt'])).toBe('zh');
    expect(libreTranslateCode('zh-TW', ['zh', 'zt'])).toBe('zt');
    expect(libreTranslateCode('zh-TW', ['zh'])).toBeUndefined();
    expect(libreTranslateCode('pt-BR', ['pt', 'pb'])).toBe('pb');
    expect(libreTranslateCode('pt-BR', ['pt-BR', 'pt'])).toBe('pt-BR');
    expect(libreTranslateCode('pt-PT', ['pb', 'pt'])).toBe('pt');
    expect(libreTranslateCode('nb-NO', ['no'])).toBe('no');
    expect(libreTranslateCode('fil-PH', ['tl'])).toBe('tl');
    expect(libreTranslateCode('de-DE', ['EN', 'DE'])).toBe('DE');
  });

  it('offers every list locale of a language the server translates into, and no other', () => {
    const locales = localesForLibreTranslate(['de', 'es']);
    expect(locales).toEqual(expect.arrayContaining(['de-DE', 'de-AT', 'es-ES', 'es-MX', 'es-US']));
    expect(locales.every((l) => l.startsWith('de-') || l.startsWith('es-'))).toBe(true);
  });
});

describe('LibreTranslate translator (contract against a local server)', () => {
  it("lists the list's locales English translates into on this server", async () => {
    const targets = await translator().targets();
    expect(targets).toEqual(expect.arrayContaining(['de-DE', 'es-ES', 'es-MX', 'zh-CN', 'pt-BR', 'pt-PT']));
    expect(targets).not.toContain('fr-FR');
    expect(targets).not.toContain('zh-TW');
  });

  it('translates a batch of texts in one call with q as an array, source, target, format text and the key', async () => {
    const result = await translator({ apiKey: 'k-123' }).translate(['Safety first', '', 'Wear a helmet.\nAlways.'], { from: 'en-US', to: 'pt-BR' });
    expect(result).toEqual(['[pb] Safety first', '', '[pb] Wear a helmet.\nAlways.']);
    const posts = server.state.requests.filter((r) => r.url === '/translate');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ q: ['Safety first', 'Wear a helmet.\nAlways.'], source: 'en', target: 'pb', format: 'text', api_key: 'k-123' });
  });

  it('asks for the language list once and keeps it', async () => {
    const t = translator();
    await t.translate(['a'], { from: 'en-US', to: 'de-DE' });
    await t.translate(['b'], { from: 'en-US', to: 'es-ES' });
    await t.targets();
    expect(server.state.requests.filter((r) => r.url === '/languages')).toHaveLength(1);
  });

  it('splits a long deck into a few calls and keeps the order', async () => {
    const texts = Array.from({ length: 40 }, (_, i) => `${i} ${'word '.repeat(60)}`);
    const result = await translator().translate(texts, { from: 'en-US', to: 'de-DE' });
    expect(result).toEqual(texts.map((t) => `[de] ${t}`));
    const calls = server.state.requests.filter((r) => r.url === '/translate').length;
    expect(calls).toBeGreaterThan(1);
    expect(calls).toBeLessThan(10);
  });

  it('makes no call for texts that are all empty', async () => {
    expect(await translator().translate(['', '  '], { from: 'en-US', to: 'de-DE' })).toEqual(['', '  ']);
    expect(server.state.requests).toHaveLength(0);
  });

  it('refuses a language the server does not translate into, without calling /translate', async () => {
    const error = await failure(translator().translate(['Hello'], { from: 'en-US', to: 'fr-FR' }));
    expect(error.reason).toBe('unsupported');
    expect(error.message).toMatch(/French \(France\)/);
    expect(server.state.requests.filter((r) => r.url === '/translate')).toHaveLength(0);
  });

  it.each([
    [400, { error: 'Invalid request: missing q parameter' }, 'rejected', /missing q parameter/],
    [403, { error: 'Invalid API key' }, 'rejected', /Invalid API key/],
    [429, { error: 'Too many request limits violations' }, 'rejected', /Too many request/],
    [500, { error: 'Traceback (most recent call last)' }, 'unreachable', /could not be reached/],
    [400, 'not json', 'rejected', /HTTP 400/],
  ])('answers %s as a typed failure with the server’s words', async (status, body, reason, message) => {
    translateAnswer = () => [status, body];
    const error = await failure(translator().translate(['Hello'], { from: 'en-US', to: 'de-DE' }));
    expect(error.reason).toBe(reason);
    expect(error.message).toMatch(message);
    expect(error.message).not.toMatch(/Traceback/);
  });

  it('fails a malformed body or an answer of the wrong length as unreadable', async () => {
    translateAnswer = () => [200, '{"translatedText": '];
    expect((await failure(translator().translate(['Hello'], { from: 'en-US', to: 'de-DE' }))).reason).toBe('bad_answer');
    translateAnswer = () => [200, { translatedText: 'Hallo' }];
    expect((await failure(translator().translate(['Hello'], { from: 'en-US', to: 'de-DE' }))).reason).toBe('bad_answer');
    translateAnswer = () => [200, { translatedText: ['Hallo'] }];
    expect((await failure(translator().translate(['Hello', 'World'], { from: 'en-US', to: 'de-DE' }))).reason).toBe('bad_answer');
  });

  it('gives up on a server that does not answer in time', async () => {
    const t = translator({ timeoutMs: 300 });
    await t.targets();
    server.state.handler = () => {
      // never answers
    };
    const error = await failure(t.translate(['Hello'], { from: 'en-US', to: 'de-DE' }));
    expect(error.reason).toBe('timeout');
    expect(error.message).toMatch(/did not answer in time/);
  });

  it('says the service could not be reached when nothing listens', async () => {
    const error = await failure(libreTranslateTranslator({ url: 'http://127.0.0.1:9' }).targets());
    expect(error.reason).toBe('unreachable');
  });
});

describe('createTranslator (TRANSLATE_PROVIDER)', () => {
  it('is none by default', () => {
    expect(createTranslator({})).toBeNull();
    expect(createTranslator({ TRANSLATE_PROVIDER: 'none' })).toBeNull();
  });

  it('builds LibreTranslate from TRANSLATE_URL, and refuses to start without it', () => {
    expect(createTranslator({ TRANSLATE_PROVIDER: 'libretranslate', TRANSLATE_URL: server.url })?.id).toBe('libretranslate');
    expect(() => createTranslator({ TRANSLATE_PROVIDER: 'libretranslate' })).toThrow(/TRANSLATE_URL is required/);
    expect(() => createTranslator({ TRANSLATE_PROVIDER: 'deepl' })).toThrow(/none, libretranslate or ai/);
  });

  it('uses the AI provider’s model for ai, and refuses the offline engine', () => {
    expect(createTranslator({ TRANSLATE_PROVIDER: 'ai', AI_PROVIDER: 'openai', AI_BASE_URL: server.url })?.id).toBe('openai');
    expect(createTranslator({ TRANSLATE_PROVIDER: 'ai', AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'g' })?.id).toBe('gemini');
    expect(() => createTranslator({ TRANSLATE_PROVIDER: 'ai' })).toThrow(/AI_PROVIDER=openai or gemini/);
  });
});
