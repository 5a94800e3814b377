import { createHash } from 'node:crypto';
import { LANGUAGES } from '@lectern/core';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeWav } from '../../wav/wav.ts';
import { isAbortError } from '../speech-errors.ts';
import { EspeakEngine } from './espeak-engine.ts';
import { escapeForEspeak, espeakWordsPerMinute, LocalSpeechProvider, phonemeTimingsFromEvents, wordTimingsFromEvents } from './local-speech-provider.ts';
import { buildLocalCatalogue } from './local-voices.ts';

const provider = new LocalSpeechProvider();
afterAll(() => provider.close());

const SENTENCE = 'Welcome to Lectern. This short video explains, step by step, how narrated slides are made.';

describe('LocalSpeechProvider', () => {
  it('offers natural and curated English voices, sorted female first, and a female and a male voice per listed language', async () => {
    const us = await provider.listVoices('en-US');
    // The Flite voices (decision 139) list first in each gender: the first one is the default.
    expect(us.map((v) => v.displayName)).toEqual([
      'Abigail (US, natural)',
      'Annie (US)',
      'Belinda (US)',
      'Steph (US)',
      'Adam (US, natural)',
      'Alan (US, natural)',
      'Andy (US)',
      'Michael (US)',
      'Robert (US)',
    ]);
    expect(us[1]).toEqual({ name: 'en-US-Local-Annie', languageCode: 'en-US', ssmlGender: 'FEMALE', displayName: 'Annie (US)' });
    expect((await provider.listVoices('en-GB')).map((v) => v.name)).toContain('en-GB-Local-Ian');
    const french = await provider.listVoices('fr-FR');
    expect(french).toEqual([
      { name: 'fr-FR-Local-Female', languageCode: 'fr-FR', ssmlGender: 'FEMALE', displayName: 'French (France) · Female' },
      { name: 'fr-FR-Local-Male', languageCode: 'fr-FR', ssmlGender: 'MALE', displayName: 'French (France) · Male' },
    ]);
  });

  it('lists the English voices without starting eSpeak, the same as with its list (decision 193)', async () => {
    let asked = 0;
    const engine = new EspeakEngine();
    const counting = Object.assign(engine, {
      listVoices: () => {
        asked += 1;
        return EspeakEngine.prototype.listVoices.call(engine);
      },
    });
    const fresh = new LocalSpeechProvider(counting);
    try {
      for (const language of ['en-US', 'en-GB', 'EN-us']) expect(await fresh.listVoices(language), language).toEqual(await provider.listVoices(language));
      expect(asked).toBe(0);
      // Any other language, or every voice, needs the engine's list.
      expect((await fresh.listVoices('fr-FR')).length).toBeGreaterThan(0);
      expect(asked).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it("lists the core list's languages the engine speaks, sorted by name, each with voices", async () => {
    const languages = await provider.listLanguages();
    expect(languages.length).toBeGreaterThan(70);
    expect(languages).toContainEqual({ code: 'en-US', name: 'English (United States)', nativeName: 'English (United States)' });
    expect(languages).toContainEqual({ code: 'de-DE', name: 'German (Germany)', nativeName: 'Deutsch (Deutschland)' });
    expect(languages.map((l) => l.name)).toEqual([...languages.map((l) => l.name)].sort((a, b) => a.localeCompare(b, 'en')));
    const codes = languages.map((l) => l.code);
    expect(codes.filter((c) => LANGUAGES.some((l) => l.code === c))).toEqual(codes);
    // Klingon, Lojban, Lang Belta, West Armenian and eSpeak's odd regional entries are gone.
    expect(languages.some((l) => /klingon|lojban|belta|chile|vatican/i.test(l.name) || /^(piqd|jbo|qdb|hyw)/.test(l.code))).toBe(false);
    // Japanese text is mostly kanji, which eSpeak NG spells out instead of reading.
    expect(codes).not.toContain('ja-JP');
    for (const language of languages) {
      const voices = await provider.listVoices(language.code);
      expect(voices.map((v) => v.languageCode).every((c) => c === language.code)).toBe(true);
      expect(voices.map((v) => v.ssmlGender)).toEqual(expect.arrayContaining(['FEMALE', 'MALE']));
    }
  });

  it('maps every language of the core list to an eSpeak voice the engine really has', async () => {
    const engine = new EspeakEngine();
    try {
      const identifiers = new Set((await engine.listVoices()).map((v) => v.identifier));
      const mapped = LANGUAGES.filter((l) => l.espeak !== undefined);
      expect(mapped.length).toBeGreaterThan(70);
      for (const language of mapped) expect(identifiers, `${language.code} → ${language.espeak}`).toContain(language.espeak);
    } finally {
      await engine.close();
    }
  });

  it('synthesises a sentence: PCM WAV, plausible duration, increasing word timings', async () => {
    const result = await provider.synthesize({ text: SENTENCE, voice: 'en-US-Local-Annie', languageCode: 'en-US' });
    const pcm = decodeWav(result.wav);
    expect(pcm.sampleRate).toBe(22050);
    expect(pcm.samples.length / pcm.sampleRate).toBeCloseTo(result.durationSeconds, 5);
    expect(Math.max(...pcm.samples.slice(0, 100_000))).toBeGreaterThan(1000); // not silence
    // 15 words at 130 wpm × 0.9 ≈ 7.7 s; allow for eSpeak's pauses.
    expect(result.durationSeconds).toBeGreaterThan(5);
    expect(result.durationSeconds).toBeLessThan(11);
    expect(result.words.map((w) => w.text)).toEqual(SENTENCE.split(' '));
    for (const [i, word] of result.words.entries()) {
      expect(word.endMs).toBeGreaterThan(word.startMs);
      if (i > 0) expect(word.startMs).toBeGreaterThan(result.words[i - 1]!.startMs);
    }
    expect(result.words.at(-1)!.endMs).toBeLessThanOrEqual(Math.ceil(result.durationSeconds * 1000));
  });

  it('reports the phonemes it speaks, in order, within the audio, at any rate', async () => {
    for (const rate of [0.9, 1.25]) {
      const result = await provider.synthesize({ text: 'Hello world. Be brave.', voice: 'en-US-Local-Annie', languageCode: 'en-US', rate });
      const phonemes = result.phonemes ?? [];
      const spoken = phonemes.map((p) => p.phoneme).filter((p) => p !== '_');
      // eSpeak's IPA with stress marks: h ə l ˈoʊ w ˈɜː l d b iː b ɹ ˈeɪ v
      expect(spoken.join(' ')).toMatch(/^h ə l ˈoʊ w ˈɜː l d b iː b ɹ ˈeɪ v$/);
      expect(phonemes.some((p) => p.phoneme === '_')).toBe(true); // the pause between the sentences
      for (const [i, p] of phonemes.entries()) {
        expect(p.endMs).toBeGreaterThan(p.startMs);
        if (i > 0) expect(p.startMs).toBe(phonemes[i - 1]!.endMs);
      }
      expect(phonemes.at(-1)!.endMs).toBe(Math.floor(result.durationSeconds * 1000));
      // The phonemes of a word fall inside the word's timing.
      const world = result.words.find((w) => w.text === 'world.')!;
      expect(phonemes.find((p) => p.phoneme === 'ˈɜː')!.startMs).toBeGreaterThanOrEqual(world.startMs);
    }
  });

  it('speaks faster at a higher rate and with a different voice for another variant', async () => {
    const slow = await provider.synthesize({ text: SENTENCE, voice: 'en-US-Local-Andy', languageCode: 'en-US', rate: 0.9 });
    const fast = await provider.synthesize({ text: SENTENCE, voice: 'en-US-Local-Andy', languageCode: 'en-US', rate: 1.5 });
    const annie = await provider.synthesize({ text: SENTENCE, voice: 'en-US-Local-Annie', languageCode: 'en-US', rate: 1.5 });
    expect(fast.durationSeconds).toBeLessThan(slow.durationSeconds * 0.8);
    const hash = (b: Buffer) => createHash('sha1').update(b).digest('hex');
    expect(hash(annie.wav)).not.toBe(hash(fast.wav));
  });

  it('speaks other languages and markup characters literally', async () => {
    const german = await provider.synthesize({ text: 'Guten Tag & willkommen <heute>.', voice: 'de-DE-Local-Female', languageCode: 'de-DE' });
    expect(german.durationSeconds).toBeGreaterThan(1);
    expect(german.words.map((w) => w.text)).toEqual(['Guten', 'Tag', 'willkommen', '<heute>.']);
    const chinese = await provider.synthesize({ text: '工作场所的安全', voice: 'zh-CN-Local-Male', languageCode: 'zh-CN' });
    expect(chinese.durationSeconds).toBeGreaterThan(0.8);
  });

  it('still speaks with the voice names projects saved before the language list', async () => {
    const saved = await provider.synthesize({ text: 'Guten Tag.', voice: 'de-Local-Female', languageCode: 'de' });
    expect(saved.durationSeconds).toBeGreaterThan(0.5);
    const engine = new EspeakEngine();
    try {
      const catalogue = buildLocalCatalogue(await engine.listVoices());
      expect(catalogue.aliases.get('de-Local-Female')).toBe(catalogue.voices.find((v) => v.name === 'de-DE-Local-Female')?.espeakVoice);
      expect(catalogue.aliases.get('pt-BR-Local-Male')).toBe('roa/pt-BR');
    } finally {
      await engine.close();
    }
    expect((await provider.listVoices()).some((v) => v.name === 'de-Local-Female')).toBe(false);
  });

  it('rejects unknown voices, empty text and aborted requests', async () => {
    await expect(provider.synthesize({ text: 'Hi', voice: 'nope', languageCode: 'en-US' })).rejects.toThrow('Unknown voice: nope');
    await expect(provider.synthesize({ text: '  ', voice: 'en-US-Local-Annie', languageCode: 'en-US' })).rejects.toThrow();
    const controller = new AbortController();
    const running = provider.synthesize({ text: SENTENCE.repeat(20), voice: 'en-US-Local-Annie', languageCode: 'en-US', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(running).rejects.toSatisfy(isAbortError);
    // The engine restarts for the next request.
    const after = await provider.synthesize({ text: 'Still here.', voice: 'en-US-Local-Annie', languageCode: 'en-US' });
    expect(after.durationSeconds).toBeGreaterThan(0.3);
  });
});

describe('local speech helpers', () => {
  it("maps the spec rate to each voice's eSpeak words per minute", () => {
    expect(espeakWordsPerMinute('en-US-Local-Annie')).toBe(144); // 150 / 1.044 (decisions 150, 166)
    expect(espeakWordsPerMinute('de-DE-Local-Male', 1)).toBe(185); // 150 / 0.9 / 0.899
    expect(espeakWordsPerMinute('en-US-Local-Annie', 0.1)).toBe(80);
  });

  it('escapes markup and maps word events back to the original words', () => {
    const { ssml, sourceIndex } = escapeForEspeak('R&D <now>');
    expect(ssml).toBe('R&amp;D &lt;now&gt;');
    expect(sourceIndex[6]).toBe(2); // "D" after "&amp;"
    const words = wordTimingsFromEvents(
      'R&D <now> —',
      sourceIndex,
      [
        { type: 'word', textPosition: 1, length: 1, audioMs: 0 },
        { type: 'word', textPosition: 12, length: 3, audioMs: 400 },
      ],
      900,
    );
    expect(words).toEqual([
      { text: 'R&D', startMs: 0, endMs: 400 },
      { text: '<now>', startMs: 400, endMs: 900 },
    ]);
  });
});

describe('phonemeTimingsFromEvents', () => {
  const event = (audioMs: number, phoneme?: string) => ({ type: 'phoneme' as const, textPosition: 1, length: 0, audioMs, phoneme });
  it('ends each phoneme where the next starts, names pauses, keeps the last of simultaneous events', () => {
    const events = [
      { type: 'word' as const, textPosition: 1, length: 2, audioMs: 0 },
      event(12, 'h'),
      event(70, 'ˈaɪ'),
      event(200, ''),
      event(200, 'b'),
      event(260, ''),
    ];
    expect(phonemeTimingsFromEvents(events, 400)).toEqual([
      { phoneme: 'h', startMs: 12, endMs: 70 },
      { phoneme: 'ˈaɪ', startMs: 70, endMs: 200 },
      { phoneme: 'b', startMs: 200, endMs: 260 },
      { phoneme: '_', startMs: 260, endMs: 400 },
    ]);
  });
});
