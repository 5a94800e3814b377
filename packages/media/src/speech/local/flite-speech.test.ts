import { phonemeShapes, WORDS_PER_MINUTE } from '@lectern/core';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeWav } from '../../wav/wav.ts';
import { isAbortError } from '../speech-errors.ts';
import { spokenTokens } from './flite-alignment.ts';
import { FLITE_VOICES } from './flite-voices.ts';
import { LocalSpeechProvider } from './local-speech-provider.ts';

const provider = new LocalSpeechProvider();
afterAll(() => provider.close());

const PARAGRAPH =
  'Workplace safety starts with every one of us. Before you begin a task, take a moment to look around and spot anything that could cause harm. ' +
  'Report spills, loose cables and blocked exits right away, even if they seem small. Dr. Lee spent $42 on 3 new signs for the AT&T building.';

describe('Flite voices of the local provider', () => {
  it('lists the natural English voices first within each gender, the first one (the default) natural', async () => {
    const us = await provider.listVoices('en-US');
    expect(us[0]).toEqual({ name: 'en-US-Local-Abigail', languageCode: 'en-US', ssmlGender: 'FEMALE', displayName: 'Abigail (US, natural)' });
    expect(
      us
        .filter((v) => v.ssmlGender === 'MALE')
        .map((v) => v.name)
        .slice(0, 2),
    ).toEqual(['en-US-Local-Adam', 'en-US-Local-Alan']);
    const uk = await provider.listVoices('en-GB');
    expect(uk.find((v) => v.name === 'en-GB-Local-Alastair')).toEqual({
      name: 'en-GB-Local-Alastair',
      languageCode: 'en-GB',
      ssmlGender: 'MALE',
      displayName: 'Alastair (Scottish, natural)',
    });
    // Other languages keep eSpeak NG.
    expect((await provider.listVoices('fr-FR')).some((v) => v.displayName.includes('natural'))).toBe(false);
  });

  for (const voice of FLITE_VOICES) {
    it(`${voice.displayName} speaks 16-bit mono WAV at the planned pace with word and phone timings`, async () => {
      const result = await provider.synthesize({ text: PARAGRAPH, voice: voice.name, languageCode: voice.languageCode });
      const audio = decodeWav(result.wav);
      expect(result.wav.readUInt16LE(22)).toBe(1); // mono
      expect(result.wav.readUInt16LE(34)).toBe(16); // bits per sample
      expect(audio.sampleRate).toBe(16000);
      expect(result.durationSeconds).toBeCloseTo(audio.samples.length / audio.sampleRate, 5);
      // The planned pace (150 wpm at 0.9, decision 166); the voice is calibrated to it (decisions 139, 150).
      const words = spokenTokens(PARAGRAPH);
      const wpm = words.length / (result.durationSeconds / 60);
      expect(wpm).toBeGreaterThan(WORDS_PER_MINUTE * 0.9 * 0.8);
      expect(wpm).toBeLessThan(WORDS_PER_MINUTE * 0.9 * 1.25);

      const durationMs = result.durationSeconds * 1000;
      expect(result.words.map((w) => w.text)).toEqual(words);
      for (const [i, w] of result.words.entries()) {
        expect(w.endMs).toBeGreaterThanOrEqual(w.startMs);
        expect(w.endMs).toBeLessThanOrEqual(durationMs);
        if (i > 0) expect(w.startMs).toBeGreaterThanOrEqual(result.words[i - 1]!.endMs);
      }
      // Every word is heard for a while (numbers and symbols too), and the speech fills the audio.
      // At a natural pace a reduced "a" lasts 35 ms (decision 166).
      expect(result.words.every((w) => w.endMs - w.startMs >= 30)).toBe(true);
      expect(result.words[0]!.startMs).toBeLessThan(1000);
      expect(result.words.at(-1)!.endMs).toBeGreaterThan(durationMs - 1000);
      // "$42" is spoken as "forty two dollars": it takes longer than "on".
      const dollars = result.words.find((w) => w.text === '$42')!;
      const on = result.words.find((w) => w.text === 'on')!;
      expect(dollars.endMs - dollars.startMs).toBeGreaterThan(2 * (on.endMs - on.startMs));

      const phonemes = result.phonemes ?? [];
      expect(phonemes.length).toBeGreaterThan(words.length * 2);
      for (const [i, p] of phonemes.entries()) {
        expect(p.phoneme).toMatch(/^[A-Z]{1,3}$/); // ARPAbet; PAU is silence
        expect(p.endMs).toBeGreaterThan(p.startMs);
        if (i > 0) expect(p.startMs).toBe(phonemes[i - 1]!.endMs);
      }
      expect(phonemes.at(-1)!.endMs).toBeGreaterThan(durationMs - 100);
      expect(phonemes.at(-1)!.endMs).toBeLessThanOrEqual(Math.round(durationMs));
      // The lip sync reads them: silence rests the mouth, W rounds it, P closes it.
      expect(phonemes[0]).toMatchObject({ phoneme: 'PAU' });
      expect(phonemeShapes('PAU')).toEqual(['rest']);
      expect(phonemes.slice(1, 4).map((p) => phonemeShapes(p.phoneme)[0])).toEqual(['WQ', 'E', 'etc']);
      expect(phonemeShapes(phonemes.find((p) => p.phoneme === 'P')!.phoneme)).toEqual(['MBP']);
      // The phones of "Workplace" (W ER K P L EY S) fall inside its timing.
      const first = result.words[0]!;
      const k = phonemes.find((p) => p.phoneme === 'K')!;
      expect(k.startMs).toBeGreaterThanOrEqual(first.startMs);
      expect(k.endMs).toBeLessThanOrEqual(first.endMs);
    });
  }

  it('speaks faster at a higher rate', async () => {
    const text = 'Report spills, loose cables and blocked exits right away, even if they seem small.';
    const normal = await provider.synthesize({ text, voice: 'en-US-Local-Abigail', languageCode: 'en-US', rate: 0.9 });
    const fast = await provider.synthesize({ text, voice: 'en-US-Local-Abigail', languageCode: 'en-US', rate: 1.2 });
    expect(fast.durationSeconds).toBeLessThan(normal.durationSeconds * 0.85);
    expect(fast.durationSeconds).toBeGreaterThan(normal.durationSeconds * 0.6);
    expect(fast.words.at(-1)!.endMs).toBeLessThanOrEqual(fast.durationSeconds * 1000);
  });

  it('reads text as plain text, whatever it contains', async () => {
    const result = await provider.synthesize({ text: 'Use <b> & "quotes" -- or -f /io/x.', voice: 'en-US-Local-Adam', languageCode: 'en-US' });
    expect(result.durationSeconds).toBeGreaterThan(1);
    expect(result.words.map((w) => w.text)).toEqual(['Use', '<b>', '"quotes"', 'or', '-f', '/io/x.']);
  });

  it('speaks a long run of short sentences whole, its phones contiguous across runs', async () => {
    // 210 one-letter sentences at the default rate crashed Flite when spoken in a single run.
    const text = 'A. B. C. D. E. F. G. '.repeat(30);
    const result = await provider.synthesize({ text, voice: 'en-US-Local-Abigail', languageCode: 'en-US' });
    expect(result.durationSeconds).toBeGreaterThan(50);
    expect(result.words).toHaveLength(210);
    const phonemes = result.phonemes ?? [];
    for (const [i, p] of phonemes.entries()) if (i > 0) expect(p.startMs).toBe(phonemes[i - 1]!.endMs);
    expect(phonemes.at(-1)!.endMs).toBe(Math.round(result.durationSeconds * 1000));
    expect(result.words.at(-1)!.startMs).toBeGreaterThan(result.durationSeconds * 1000 - 2000);
  });

  it('rejects empty text and stops on abort, then speaks again', async () => {
    await expect(provider.synthesize({ text: ' ', voice: 'en-US-Local-Abigail', languageCode: 'en-US' })).rejects.toThrow('There is no text to speak.');
    const controller = new AbortController();
    const running = provider.synthesize({ text: PARAGRAPH.repeat(8), voice: 'en-US-Local-Abigail', languageCode: 'en-US', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await running.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    const after = await provider.synthesize({ text: 'Still here.', voice: 'en-US-Local-Abigail', languageCode: 'en-US' });
    expect(after.words.map((w) => w.text)).toEqual(['Still', 'here.']);
  });
});
