import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Body, sendJson, startProtocolServer } from '../test/protocol-server';
import { geminiCompletion } from '../text/cloud/gemini-completion';
import { openAiCompletion } from '../text/cloud/openai-completion';
import { aiTranslator } from './ai-translator';
import { TranslationError } from './translator';

let server: Awaited<ReturnType<typeof startProtocolServer>>;
beforeAll(async () => {
  server = await startProtocolServer();
});
afterAll(() => server.close());

/** The JSON array at the end of the prompt: the texts of the batch. */
const textsIn = (prompt: string): string[] => JSON.parse(prompt.slice(prompt.lastIndexOf('\n[') + 1));
const promptOf = (body: Body): string => body.messages?.at(-1)?.content ?? body.contents?.[0]?.parts?.[0]?.text ?? '';

const openAiAnswer = (res: ServerResponse, content: unknown) =>
  sendJson(res, 200, { choices: [{ message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) } }] });
const geminiAnswer = (res: ServerResponse, content: unknown) =>
  sendJson(res, 200, { candidates: [{ content: { parts: [{ text: typeof content === 'string' ? content : JSON.stringify(content) }] } }] });

const providers = [
  {
    name: 'OpenAI-compatible chat completions (OpenAI, Ollama, llama.cpp)',
    path: '/v1/chat/completions',
    answer: openAiAnswer,
    make: (timeoutMs?: number) => aiTranslator('openai', openAiCompletion({ baseUrl: `${server.url}/v1`, apiKey: 'sk-test', model: 'm' }), { timeoutMs }),
  },
  {
    name: 'Gemini generateContent',
    path: '/v1beta/models/gemini-test:generateContent',
    answer: geminiAnswer,
    make: (timeoutMs?: number) => aiTranslator('gemini', geminiCompletion({ apiKey: 'g-test', model: 'gemini-test', baseUrl: server.url }), { timeoutMs }),
  },
];

const failure = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TranslationError);
  return error as TranslationError;
};

describe.each(providers)('$name translator (contract against a local server)', ({ path, answer, make }) => {
  beforeEach(() => {
    server.state.requests.length = 0;
    server.state.handler = (body, req, res) => {
      if (req.url !== path) return sendJson(res, 404, { error: { message: 'no such model' } });
      answer(res, { translations: textsIn(promptOf(body)).map((t) => `ES:${t}`) });
    };
  });

  it('translates a batch in one call, naming both languages, and keeps empty texts without asking', async () => {
    const result = await make().translate(['Fire safety', '', 'Know your exits.'], { from: 'en-US', to: 'es-MX' });
    expect(result).toEqual(['ES:Fire safety', '', 'ES:Know your exits.']);
    expect(server.state.requests).toHaveLength(1);
    const prompt = promptOf(server.state.requests[0]?.body);
    expect(prompt).toMatch(/English \(United States\) \(en-US\) into Spanish \(Mexico\) \(es-MX\)/);
    expect(textsIn(prompt)).toEqual(['Fire safety', 'Know your exits.']);
  });

  it('offers every language of the list', async () => {
    expect(await make().targets()).toEqual(expect.arrayContaining(['de-DE', 'ja-JP', 'zh-TW', 'es-MX']));
  });

  it('fails an answer with the wrong number of texts, or no JSON, as unreadable', async () => {
    server.state.handler = (_b, _r, res) => answer(res, { translations: ['only one'] });
    expect((await failure(make().translate(['a', 'b'], { from: 'en-US', to: 'de-DE' }))).reason).toBe('bad_answer');
    server.state.handler = (_b, _r, res) => answer(res, 'Sorry, I cannot help with that.');
    expect((await failure(make().translate(['a'], { from: 'en-US', to: 'de-DE' }))).reason).toBe('bad_answer');
    server.state.handler = (_b, _r, res) => sendJson(res, 200, '{"choices": [');
    expect((await failure(make().translate(['a'], { from: 'en-US', to: 'de-DE' }))).reason).toBe('bad_answer');
  });

  it.each([
    [400, 'rejected', /The model is not available/],
    [401, 'rejected', /The model is not available/],
    [429, 'rejected', /The model is not available/],
    [500, 'unreachable', /could not be reached/],
  ])('answers HTTP %s as a typed failure', async (status, reason, message) => {
    server.state.handler = (_b, _r, res) => sendJson(res, status, { error: { message: 'The model is not available' } });
    const error = await failure(make().translate(['a'], { from: 'en-US', to: 'de-DE' }));
    expect(error.reason).toBe(reason);
    expect(error.message).toMatch(message);
  });

  it('gives up on a model that does not answer in time', async () => {
    server.state.handler = () => {
      // never answers
    };
    const error = await failure(make(300).translate(['a'], { from: 'en-US', to: 'de-DE' }));
    expect(error.reason).toBe('timeout');
  });
});
