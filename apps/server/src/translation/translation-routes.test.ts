import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { libreTranslateTranslator, type Translator } from '@lectern/ai';
import { TRANSLATION_MESSAGES } from '@lectern/core';
import type { SpeechProvider } from '@lectern/media';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { claimProjectConversion } from './language-conversions';

/** A LibreTranslate that translates English into German and Spanish by tagging each text. */
let answer: 'ok' | 'fail' | 'silent' = 'ok';
let translateCalls = 0;
function fakeLibreTranslate(): Server {
  return createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/languages') return res.end(JSON.stringify([{ code: 'en', name: 'English', targets: ['de', 'es'] }]));
      translateCalls++;
      if (answer === 'silent') return;
      if (answer === 'fail') {
        res.statusCode = 500;
        return res.end(JSON.stringify({ error: 'Traceback: model crashed' }));
      }
      const { q, target } = JSON.parse(raw) as { q: string[]; target: string };
      res.end(JSON.stringify({ translatedText: q.map((text) => `${target}:${text}`) }));
    });
  });
}

const speaking: SpeechProvider = {
  id: 'test',
  listVoices: async () => [],
  listLanguages: async () => ['en-US', 'de-DE', 'fr-FR', 'es-ES'].map((code) => ({ code, name: code })),
  synthesize: async () => {
    throw new Error('not used');
  },
};

const slides = [
  {
    id: 's1',
    title: 'Fire safety',
    description: 'Know your exits',
    keyPoints: ['Stay calm', 'Use the stairs'],
    script: 'When the alarm sounds, leave by the nearest exit.',
    templateId: 'content',
    duration: 20,
    order: 0,
    imageKeyword: 'fire exit',
  },
  {
    id: 's2',
    title: 'Do and do not',
    script: 'Compare the two columns.',
    leftColumnTitle: 'Do',
    leftColumnPoints: ['Close doors'],
    rightColumnTitle: 'Do not',
    rightColumnPoints: ['Use the lift'],
    templateId: 'comparison',
    duration: 20,
    order: 1,
  },
];

describe('project translation API (decision 141)', () => {
  let t: TestApp;
  let bare: TestApp;
  let server: Server;
  let admin: string;
  let alice: { token: string; userId: string };
  let bob: { token: string; userId: string };

  const newProject = async (token: string) =>
    (await (await t.request('/api/projects', { token, body: { name: 'Fire drill', purpose: 'Compliance Training' } })).json()).project.id as string;
  const translate = (app: TestApp, token: string, projectId: string, targetLanguage: string, extra: Record<string, unknown> = {}) =>
    app.request(`/api/projects/${projectId}/translate`, { token, body: { targetLanguage, slides, ...extra } });
  const setFeatures = async (userId: string, body: Record<string, unknown>) =>
    expect((await t.request(`/api/admin/users/${userId}/features`, { method: 'PATCH', token: admin, body })).status).toBe(200);
  const used = async (token: string) => (await (await t.request('/api/profile', { token })).json()).profile.language_conversions_used as number;

  beforeAll(async () => {
    server = fakeLibreTranslate().listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The default 30 s limit for every call, and a short one only where the server stays silent on purpose.
    const patient = libreTranslateTranslator({ url });
    const hasty = libreTranslateTranslator({ url, timeoutMs: 300 });
    const translator: Translator = {
      id: 'libretranslate',
      targets: (signal) => patient.targets(signal),
      translate: (texts, options) => (answer === 'silent' ? hasty : patient).translate(texts, options),
    };
    t = await createTestApp({ adminEmails: ['admin@example.com'], services: { translator, speech: speaking } });
    bare = await createTestApp();
    admin = (await t.signUp('admin@example.com')).token;
    alice = await t.signUp('alice@example.com');
    bob = await t.signUp('bob@example.com');
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await t.close();
    await bare.close();
  });
  beforeEach(() => {
    answer = 'ok';
    translateCalls = 0;
  });

  it('says plainly that narration stays in English when no translation provider is configured', async () => {
    const carol = await bare.signUp('carol@example.com');
    const id = (await (await bare.request('/api/projects', { token: carol.token, body: { name: 'P', purpose: 'Compliance Training' } })).json()).project.id;
    const res = await translate(bare, carol.token, id, 'de-DE');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: TRANSLATION_MESSAGES.notConfigured });
  });

  it('tells the wizard the provider and the account’s switch and quota', async () => {
    const none = await bare.signUp('frank@example.com');
    expect(await (await bare.request('/api/translation', { token: none.token })).json()).toEqual({
      provider: null,
      notice: TRANSLATION_MESSAGES.notConfigured,
      languageConversion: { enabled: false, quota: 5, used: 0, remaining: 5 },
    });
    const gina = await t.signUp('gina@example.com');
    await setFeatures(gina.userId, { has_language_conversion: true, language_conversion_quota: 1 });
    await translate(t, gina.token, await newProject(gina.token), 'de-DE');
    expect(await (await t.request('/api/translation', { token: gina.token })).json()).toEqual({
      provider: 'libretranslate',
      notice: null,
      languageConversion: { enabled: true, quota: 1, used: 1, remaining: 0 },
    });
  });

  it('refuses an account without language conversion, saying what to ask for, and asks no provider', async () => {
    const id = await newProject(bob.token);
    const res = await translate(t, bob.token, id, 'de-DE');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: TRANSLATION_MESSAGES.notEnabled });
    expect(translateCalls).toBe(0);
    const single = await t.request('/api/ai/translate', { token: bob.token, body: { text: 'Hello', targetLanguage: 'de-DE' } });
    expect(single.status).toBe(403);
  });

  it('translates every title, text, point, column and script in one call, keeps the rest, and counts the project once', async () => {
    await setFeatures(alice.userId, { has_language_conversion: true, language_conversion_quota: 2 });
    const id = await newProject(alice.token);
    const res = await translate(t, alice.token, id, 'de-DE', { projectTitle: 'Fire drill' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ targetLanguage: 'de-DE', translated: true, projectTitle: 'de:Fire drill', languageConversions: { used: 1, quota: 2 } });
    expect(body.slides[0]).toEqual({
      ...slides[0],
      title: 'de:Fire safety',
      description: 'de:Know your exits',
      keyPoints: ['de:Stay calm', 'de:Use the stairs'],
      script: 'de:When the alarm sounds, leave by the nearest exit.',
    });
    expect(body.slides[1]).toMatchObject({
      leftColumnTitle: 'de:Do',
      leftColumnPoints: ['de:Close doors'],
      rightColumnPoints: ['de:Use the lift'],
      templateId: 'comparison',
    });
    expect(translateCalls).toBe(1);
    expect(await used(alice.token)).toBe(1);

    // Another language, or the same after an edit: the project was counted already.
    expect((await translate(t, alice.token, id, 'es-MX')).status).toBe(200);
    expect((await translate(t, alice.token, id, 'de-DE')).status).toBe(200);
    expect(await used(alice.token)).toBe(1);
  });

  it('keeps each translated point’s source, keyed by its translation, the excerpt in the document’s words (decision 161)', async () => {
    const ines = await t.signUp('ines@example.com');
    await setFeatures(ines.userId, { has_language_conversion: true, language_conversion_quota: 1 });
    const source = {
      point: 'Use the stairs',
      kind: 'document',
      document: 'fire.pdf',
      page: 2,
      section: ['Evacuation'],
      excerpt: 'Always use the stairs, never the lift.',
    };
    const withSources = [{ ...slides[0], pointSources: [source] }, slides[1]];
    const res = await translate(t, ines.token, await newProject(ines.token), 'de-DE', { slides: withSources });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.slides[0].pointSources).toEqual([{ ...source, point: 'de:Use the stairs' }]);
    expect(body.slides[1]).not.toHaveProperty('pointSources');
  });

  it('translates a quiz slide’s question, answers and explanation with the rest, keeping its right answers, letters and pause (decision 182)', async () => {
    const jo = await t.signUp('jo@example.com');
    await setFeatures(jo.userId, { has_language_conversion: true, language_conversion_quota: 1 });
    const quiz = { question: 'Where do we meet?', answers: ['Lobby', 'North car park', 'Canteen'], correct: [1], explanation: 'Wardens count everyone there.' };
    const quizSlide = {
      id: 's3',
      title: 'Quick check',
      description: 'Where do we meet?',
      keyPoints: ['A. Lobby', 'B. North car park', 'C. Canteen'],
      script: 'Where do we meet? Is it A, Lobby; B, North car park; or C, Canteen? [pause] The answer is B, North car park.',
      templateId: 'bullet-points',
      duration: 15,
      order: 2,
      quiz,
    };
    // A slide whose text was edited apart from its quiz keeps its own words, translated as they are.
    const edited = { ...quizSlide, id: 's4', description: 'Test yourself', keyPoints: ['Think first'], quiz: { ...quiz, explanation: '' } };
    // An answer that its translation would take past the quiz's limit keeps that slide's English quiz, which can be saved.
    const longAnswer = `Report it to the duty manager${', then'.repeat(20)} wait`.slice(0, 149);
    const long = {
      ...quizSlide,
      id: 's5',
      keyPoints: ['A. Lobby', `B. ${longAnswer}`, 'C. Canteen'],
      quiz: { ...quiz, answers: ['Lobby', longAnswer, 'Canteen'] },
    };
    const res = await translate(t, jo.token, await newProject(jo.token), 'de-DE', { slides: [slides[0], quizSlide, edited, long] });
    expect(res.status).toBe(200);
    const [, translated, other, kept] = (await res.json()).slides;
    expect(kept).toMatchObject({ title: 'de:Quick check', description: 'Where do we meet?', keyPoints: long.keyPoints, quiz: long.quiz });
    expect(translated).toEqual({
      ...quizSlide,
      title: 'de:Quick check',
      description: 'de:Where do we meet?',
      keyPoints: ['A. de:Lobby', 'B. de:North car park', 'C. de:Canteen'],
      script: 'de:Where do we meet? Is it A, Lobby; B, North car park; or C, Canteen? [pause] de:The answer is B, North car park.',
      quiz: {
        question: 'de:Where do we meet?',
        answers: ['de:Lobby', 'de:North car park', 'de:Canteen'],
        correct: [1],
        explanation: 'de:Wardens count everyone there.',
      },
    });
    expect(other).toMatchObject({
      description: 'de:Test yourself',
      keyPoints: ['de:Think first'],
      quiz: { question: 'de:Where do we meet?', answers: ['de:Lobby', 'de:North car park', 'de:Canteen'], correct: [1], explanation: '' },
    });
    expect(translateCalls).toBe(1);
  });

  it('counts a new project exactly once under parallel translations, then refuses a project over the quota', async () => {
    const before = await used(alice.token);
    const id = await newProject(alice.token);
    const answers = await Promise.all(Array.from({ length: 6 }, () => translate(t, alice.token, id, 'es-ES')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await used(alice.token)).toBe(before + 1);

    const third = await newProject(alice.token);
    const refused = await translate(t, alice.token, third, 'de-DE');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: TRANSLATION_MESSAGES.quotaUsed(2) });
    // A counted project still translates; a new one once the admin raises the quota.
    expect((await translate(t, alice.token, id, 'de-DE')).status).toBe(200);
    await setFeatures(alice.userId, { language_conversion_quota: 3 });
    expect((await translate(t, alice.token, third, 'de-DE')).status).toBe(200);
    expect(await used(alice.token)).toBe(3);
  });

  it('never lets parallel new projects overrun the quota, and asks the provider only for those it counts (decision 151)', async () => {
    const dave = await t.signUp('dave@example.com');
    await setFeatures(dave.userId, { has_language_conversion: true, language_conversion_quota: 2 });
    const ids = await Promise.all(Array.from({ length: 10 }, () => newProject(dave.token)));
    const answers = await Promise.all(ids.map((id) => translate(t, dave.token, id, 'de-DE')));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = answers.filter((r) => r.status === 403);
    expect(refused).toHaveLength(8);
    for (const r of refused) expect(await r.json()).toEqual({ error: TRANSLATION_MESSAGES.quotaUsed(2) });
    expect(translateCalls).toBe(2);
    expect(await used(dave.token)).toBe(2);
    expect((await (await t.request('/api/translation', { token: dave.token })).json()).languageConversion).toEqual({
      enabled: true,
      quota: 2,
      used: 2,
      remaining: 0,
    });
  });

  it('counts each text translated without a project, under parallel requests too, and asks the provider only for those it counts', async () => {
    const hana = await t.signUp('hana@example.com');
    await setFeatures(hana.userId, { has_language_conversion: true, language_conversion_quota: 2 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.request('/api/ai/translate', { token: hana.token, body: { text: `Hello ${i}`, targetLanguage: 'de-DE' } })),
    );
    const ok = answers.filter((r) => r.status === 200);
    expect(ok).toHaveLength(2);
    for (const r of ok) expect(await r.json()).toMatchObject({ text: expect.stringMatching(/^de:Hello \d+$/), translated: true });
    const refused = answers.filter((r) => r.status === 403);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(await r.json()).toEqual({ error: TRANSLATION_MESSAGES.quotaUsed(2) });
    expect(translateCalls).toBe(2);
    expect(await used(hana.token)).toBe(2);
    // An English target and an empty text are the text itself: nothing asked, nothing counted, even with the quota used.
    const english = await t.request('/api/ai/translate', { token: hana.token, body: { text: 'Hello', targetLanguage: 'en-GB' } });
    expect(await english.json()).toEqual({ text: 'Hello', translated: false });
    expect(translateCalls).toBe(2);
  });

  it('counts a text tied to a project as that project, once, with the project’s own translation', async () => {
    const ivan = await t.signUp('ivan@example.com');
    await setFeatures(ivan.userId, { has_language_conversion: true, language_conversion_quota: 1 });
    const id = await newProject(ivan.token);
    const texts = await Promise.all(
      Array.from({ length: 6 }, () => t.request('/api/ai/translate', { token: ivan.token, body: { text: 'Hello', targetLanguage: 'de-DE', projectId: id } })),
    );
    expect(texts.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await translate(t, ivan.token, id, 'es-ES')).status).toBe(200);
    expect(await used(ivan.token)).toBe(1);
    // Another project, or no project, is a new conversion: refused at the quota, before any provider call.
    translateCalls = 0;
    const other = await newProject(ivan.token);
    const refused = await t.request('/api/ai/translate', { token: ivan.token, body: { text: 'Hello', targetLanguage: 'de-DE', projectId: other } });
    expect(refused.status).toBe(403);
    expect((await t.request('/api/ai/translate', { token: ivan.token, body: { text: 'Hello', targetLanguage: 'de-DE' } })).status).toBe(403);
    expect(translateCalls).toBe(0);
    // Somebody else's project is not found, as everywhere.
    const bobs = await newProject(bob.token);
    const foreign = await t.request('/api/ai/translate', { token: ivan.token, body: { text: 'Hello', targetLanguage: 'de-DE', projectId: bobs } });
    expect(foreign.status).toBe(404);
  });

  it('gives a text translation’s claim back when the provider fails, returning the original text (spec 001 §8)', async () => {
    const june = await t.signUp('june@example.com');
    await setFeatures(june.userId, { has_language_conversion: true, language_conversion_quota: 1 });
    answer = 'fail';
    const failed = await t.request('/api/ai/translate', { token: june.token, body: { text: 'Hello', targetLanguage: 'de-DE' } });
    expect(await failed.json()).toEqual({ text: 'Hello', translated: false });
    expect(await used(june.token)).toBe(0);
    answer = 'ok';
    const ok = await t.request('/api/ai/translate', { token: june.token, body: { text: 'Hello', targetLanguage: 'de-DE' } });
    expect(await ok.json()).toEqual({ text: 'de:Hello', translated: true });
    expect(await used(june.token)).toBe(1);
  });

  it('uncounts a project only when every running translation of it failed, never beside one that succeeded', async () => {
    const kim = await t.signUp('kim@example.com');
    await setFeatures(kim.userId, { has_language_conversion: true, language_conversion_quota: 1 });
    const db = t.database.db;
    // Two translations of one project running at once; the first fails, the second succeeds: counted.
    const first = await newProject(kim.token);
    const a = await claimProjectConversion(db, kim.userId, first);
    const b = await claimProjectConversion(db, kim.userId, first);
    expect([a.used, b.used]).toEqual([1, 1]);
    await a.settle(false);
    expect(await used(kim.token)).toBe(1);
    await b.settle(true);
    expect(await used(kim.token)).toBe(1);
    const again = await claimProjectConversion(db, kim.userId, first);
    await again.settle(false);
    expect(await used(kim.token)).toBe(1);

    // Both fail: the conversion comes back, and the quota serves another project.
    await setFeatures(kim.userId, { language_conversion_quota: 2 });
    const second = await newProject(kim.token);
    const c = await claimProjectConversion(db, kim.userId, second);
    const d = await claimProjectConversion(db, kim.userId, second);
    await d.settle(false);
    expect(await used(kim.token)).toBe(2);
    await c.settle(false);
    expect(await used(kim.token)).toBe(1);
    expect((await translate(t, kim.token, await newProject(kim.token), 'de-DE')).status).toBe(200);
    expect(await used(kim.token)).toBe(2);
  });

  it("answers Project not found for another user's or an unknown project", async () => {
    const bobs = await newProject(bob.token);
    for (const id of [bobs, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await translate(t, alice.token, id, 'de-DE');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Project not found' });
    }
  });

  it('returns English targets as they are, uncounted, for any account', async () => {
    const id = await newProject(bob.token);
    const res = await translate(t, bob.token, id, 'en-GB');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ targetLanguage: 'en-GB', translated: false, slides: [{ title: 'Fire safety' }, { title: 'Do and do not' }] });
    expect(translateCalls).toBe(0);
  });

  it('tells a provider failure (502), a time-out (504) and a language the provider lacks (400), and counts none', async () => {
    const erin = await t.signUp('erin@example.com');
    await setFeatures(erin.userId, { has_language_conversion: true });
    const id = await newProject(erin.token);
    answer = 'fail';
    const failed = await translate(t, erin.token, id, 'de-DE');
    expect(failed.status).toBe(502);
    expect((await failed.json()).error).toBe(TRANSLATION_MESSAGES.failed(TRANSLATION_MESSAGES.unreachable));
    answer = 'silent';
    const slow = await translate(t, erin.token, id, 'de-DE');
    expect(slow.status).toBe(504);
    expect(await slow.json()).toEqual({ error: TRANSLATION_MESSAGES.timedOut });
    answer = 'ok';
    const french = await translate(t, erin.token, id, 'fr-FR');
    expect(french.status).toBe(400);
    expect((await french.json()).error).toBe(TRANSLATION_MESSAGES.unsupportedLanguage('French (France)'));
    expect(await used(erin.token)).toBe(0);
  });

  it('refuses a language outside the list and a text too long to translate', async () => {
    const id = await newProject(alice.token);
    expect((await translate(t, alice.token, id, 'tlh')).status).toBe(400);
    const long = await t.request(`/api/projects/${id}/translate`, {
      token: alice.token,
      body: { targetLanguage: 'de-DE', slides: [{ id: 's', title: 'T', script: 'word '.repeat(5000) }] },
    });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: TRANSLATION_MESSAGES.textTooLong });
  });

  it('offers only the languages the translation provider serves, and English', async () => {
    const res = await t.request('/api/tts/languages', { token: alice.token });
    const { languages } = await res.json();
    expect(languages.map((l: { code: string }) => l.code)).toEqual(['en-US', 'de-DE', 'es-ES']);
  });
});
