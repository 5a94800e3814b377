import { DEFAULT_LANGUAGE, LANGUAGES } from '@lectern/core';
import { LocalSpeechProvider } from '@lectern/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

interface LanguagesBody {
  success: boolean;
  languages: { code: string; name: string; nativeName: string }[];
  defaultLanguage: string | null;
}

const speech = new LocalSpeechProvider();
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ services: { speech } });
  ({ token } = await t.signUp('languages@example.com'));
});
afterAll(async () => {
  await t.close();
  await speech.close();
});

describe('GET /api/tts/languages with the offline voices', () => {
  it("offers the core list's languages the voices speak, sorted by name, en-US selected first", async () => {
    const res = await t.request('/api/tts/languages', { token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as LanguagesBody;
    expect(body.success).toBe(true);
    expect(body.defaultLanguage).toBe(DEFAULT_LANGUAGE);
    const names = body.languages.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(body.languages.length).toBeGreaterThan(70);
    expect(body.languages.length).toBeLessThanOrEqual(LANGUAGES.length);
    expect(body.languages).toContainEqual({ code: 'de-DE', name: 'German (Germany)', nativeName: 'Deutsch (Deutschland)' });
    expect(body.languages).toContainEqual({ code: 'es-MX', name: 'Spanish (Mexico)', nativeName: 'Español (México)' });
    // None of eSpeak's raw entries: Klingon, Lojban, Lang Belta, West Armenian, "Russian (Latvia)"...
    for (const raw of ['Klingon', 'Lojban', 'Lang Belta', 'Quenya', 'Russian (Latvia)', 'Russian (Chile)', 'Catalan (Vatican City)', 'hyw', 'qdb']) {
      expect(names).not.toContain(raw);
    }
    expect(names.some((n) => /klingon|lojban/i.test(n))).toBe(false);
    expect(body.languages.every((l) => LANGUAGES.some((entry) => entry.code === l.code))).toBe(true);
  });

  it('has a female and a male voice for every language it offers', async () => {
    const { languages } = (await (await t.request('/api/tts/languages', { token })).json()) as LanguagesBody;
    for (const language of languages) {
      const res = await t.request(`/api/tts/voices?language=${language.code}`, { token });
      const { voices } = (await res.json()) as { voices: { languageCode: string; ssmlGender: string }[] };
      expect(
        voices.map((v) => v.ssmlGender),
        language.code,
      ).toEqual(expect.arrayContaining(['FEMALE', 'MALE']));
      expect(voices.every((v) => v.languageCode === language.code)).toBe(true);
    }
  });

  it('asks for a signed-in user', async () => {
    expect((await t.request('/api/tts/languages')).status).toBe(401);
  });
});
