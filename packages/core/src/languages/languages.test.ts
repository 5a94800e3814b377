import { describe, expect, it } from 'vitest';
import { PRESENTER_LANGUAGES } from '../avatars/presenters';
import { DEFAULT_LANGUAGE } from '../flows/flow-constants';
import { DEFAULT_LANGUAGE_ENTRY, findLanguage, LANGUAGES, languageDisplayName } from './language-list';
import { languagesWithVoiceLocales, localLanguages, offeredLanguages, openAiLanguages, providerLocales } from './language-providers';
import { titleCases } from './title-cases';

const codes = LANGUAGES.map((l) => l.code);

describe('the language list (spec 001 §3 "Language")', () => {
  it('holds about 80 locales with unique, canonical BCP 47 codes', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(75);
    expect(LANGUAGES.length).toBeLessThanOrEqual(90);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z]{2,3}-[A-Z]{2}$/);
      expect(Intl.getCanonicalLocales(code)[0]).toBe(code);
    }
  });

  it('names every locale "Language (Region)" in English, uniquely, with a native name', () => {
    const names = LANGUAGES.map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
    for (const l of LANGUAGES) {
      expect(l.name).toMatch(/^[A-Z][\p{L} ]+ \([\p{L}, ]+\)$/u);
      expect(l.nativeName.trim()).not.toBe('');
      // The English name names the same language Intl knows for the code.
      const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(l.code.split('-')[0] as string) as string;
      expect(`${l.code} ${l.name}`).toContain(l.code.startsWith('zh') ? 'Chinese' : language.replace('Bangla', 'Bengali'));
    }
  });

  it('offers no constructed, private-use or historical languages', () => {
    for (const unwanted of ['piqd', 'jbo', 'qdb', 'qya', 'sjn', 'py', 'xex', 'eo', 'ia', 'io', 'lfn', 'grc', 'la', 'hyw']) {
      expect(codes.some((c) => c.split('-')[0] === unwanted)).toBe(false);
    }
    expect(LANGUAGES.some((l) => /klingon|lojban|belta/i.test(l.name))).toBe(false);
    expect(codes.some((c) => /-(x|q[a-t][a-z])-?/i.test(c))).toBe(false);
  });

  it('has the locales users ask for, and en-US as the default', () => {
    for (const code of [
      'en-US',
      'en-GB',
      'es-ES',
      'es-MX',
      'fr-FR',
      'fr-CA',
      'de-DE',
      'pt-BR',
      'pt-PT',
      'zh-CN',
      'zh-TW',
      'ja-JP',
      'ko-KR',
      'hi-IN',
      'ar-SA',
    ]) {
      expect(codes).toContain(code);
    }
    expect(DEFAULT_LANGUAGE_ENTRY.code).toBe(DEFAULT_LANGUAGE);
    expect(DEFAULT_LANGUAGE).toBe('en-US');
  });

  it('holds every language the presenters speak', () => {
    for (const code of PRESENTER_LANGUAGES) expect(codes).toContain(code);
  });

  it('finds a language whatever the casing, and names unknown codes by their code', () => {
    expect(findLanguage('DE-de')?.name).toBe('German (Germany)');
    expect(findLanguage('tlh')).toBeUndefined();
    expect(languageDisplayName('pt-BR')).toBe('Portuguese (Brazil)');
    expect(languageDisplayName('xx-YY')).toBe('xx-YY');
  });
});

describe('voices per speech provider', () => {
  it('maps every language to at least one provider, and Google locales to its own names', () => {
    for (const l of LANGUAGES) expect(l.espeak !== undefined || l.openai || providerLocales(l, 'azure').length > 0).toBe(true);
    expect(providerLocales(findLanguage('zh-CN')!, 'google')).toEqual(['cmn-CN', 'zh-CN']);
    expect(providerLocales(findLanguage('ar-SA')!, 'google')).toContain('ar-XA');
    expect(providerLocales(findLanguage('zh-CN')!, 'azure')).toEqual(['zh-CN']);
  });

  it('serves exactly the languages whose locales appear in a cloud voice list', () => {
    const google = languagesWithVoiceLocales('google', ['en-US', 'cmn-CN', 'ar-XA', 'de-DE', 'xx-XX']).map((l) => l.code);
    expect(google.sort()).toEqual(['ar-EG', 'ar-SA', 'de-DE', 'en-US', 'zh-CN']);
    const azure = languagesWithVoiceLocales('azure', ['en-us', 'fr-CA', 'de-CH']).map((l) => l.code);
    expect(azure.sort()).toEqual(['en-US', 'fr-CA']);
  });

  it("maps OpenAI's languages to its documented list, without Cantonese", () => {
    const openai = openAiLanguages().map((l) => l.code);
    expect(openai).toEqual(expect.arrayContaining(['en-US', 'de-DE', 'ja-JP', 'zh-CN', 'fil-PH', 'cy-GB']));
    expect(openai).not.toContain('zh-HK');
    expect(openai).not.toContain('am-ET');
  });

  it('serves offline only the languages whose eSpeak voice the engine has', () => {
    const local = localLanguages(['gmw/de', 'roa/fr']).map((l) => l.code);
    expect(local.sort()).toEqual(['de-AT', 'de-DE', 'fr-CA', 'fr-FR']);
    expect(findLanguage('ja-JP')?.espeak).toBeUndefined();
  });
});

describe('offeredLanguages', () => {
  it('lists the served languages of the list once each, sorted by English name', () => {
    const offered = offeredLanguages(['de-DE', 'en-US', 'zh-CN', 'tlh', 'en-GB', 'de-de', 'ar-SA']);
    expect(offered.map((l) => l.name)).toEqual([
      'Arabic (Saudi Arabia)',
      'Chinese (Mandarin, Simplified)',
      'English (United Kingdom)',
      'English (United States)',
      'German (Germany)',
    ]);
    expect(offered[0]).toEqual({ code: 'ar-SA', name: 'Arabic (Saudi Arabia)', nativeName: 'العربية (المملكة العربية السعودية)' });
  });

  it('keeps only translatable languages once a translation provider is configured, English always', () => {
    const offered = offeredLanguages(['de-DE', 'en-US', 'en-GB', 'fr-FR'], ['fr-FR']).map((l) => l.code);
    expect(offered).toEqual(['en-GB', 'en-US', 'fr-FR']);
  });

  it('sorts the whole list by name', () => {
    const names = offeredLanguages(codes).map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toHaveLength(LANGUAGES.length);
  });
});

describe('titleCases', () => {
  it('title-cases English only', () => {
    for (const code of ['en-US', 'en-GB', 'en-AU', 'en', 'EN-us']) expect(titleCases(code)).toBe(true);
    for (const code of ['de-DE', 'fr-FR', 'es-ES', 'nl-NL', 'sv-SE', 'pt-BR', 'ja-JP', 'ru-RU', 'eo', '']) expect(titleCases(code)).toBe(false);
    expect(titleCases(undefined)).toBe(false);
  });
});
