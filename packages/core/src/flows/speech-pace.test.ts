import { describe, expect, it } from 'vitest';
import {
  ESPEAK_SETTING_LIMITS,
  espeakSettingFor,
  estimateSpeechSeconds,
  FLITE_STRETCH_LIMITS,
  fliteStretchFor,
  speechWordsPerMinute,
  WORDS_PER_MINUTE,
  wordBudget,
} from './speech-pace';

const OFFLINE_VOICES = [
  'en-US-Local-Abigail',
  'en-US-Local-Adam',
  'en-US-Local-Alan',
  'en-GB-Local-Alastair',
  'en-US-Local-Annie',
  'de-DE-Local-Male',
  'sw-KE-Local-Female',
];

describe('speech pace', () => {
  it('keeps the older call forms: a rate, or nothing for the default 0.9', () => {
    expect(wordBudget(60)).toBe(117);
    expect(wordBudget(30, 0.9)).toBe(59);
    expect(estimateSpeechSeconds('word '.repeat(117))).toBeCloseTo(60, 5);
    expect(estimateSpeechSeconds('word '.repeat(130), 1)).toBeCloseTo(60, 5);
    expect(estimateSpeechSeconds('   ')).toBe(0);
  });

  it('plans every voice at 130 words a minute × the rate while its setting is within its limits', () => {
    for (const voice of [...OFFLINE_VOICES, 'en-US-AvaMultilingualNeural', undefined]) {
      for (const rate of [0.9, 1, 1.125]) {
        expect(speechWordsPerMinute({ voice, rate })).toBeCloseTo(WORDS_PER_MINUTE * rate, -0.5);
        expect(wordBudget(120, { voice, rate })).toBe(Math.round(2 * speechWordsPerMinute({ voice, rate })));
      }
    }
  });

  it('gives each offline voice the setting that makes it speak that pace, and the pace the setting really gives at a limit', () => {
    // Abigail speaks 173 wpm at Flite's own pace: 117 wpm takes a stretch of 173 / 117.
    expect(fliteStretchFor('en-US-Local-Abigail', 0.9)).toBeCloseTo(173 / 117, 5);
    expect(espeakSettingFor('de-DE-Local-Male', 0.9)).toBe(Math.round(117 / 0.924));
    // Far slower than Flite can stretch: the voice speaks faster than planned, and the budget says so.
    expect(fliteStretchFor('en-US-Local-Alan', 0.2)).toBe(FLITE_STRETCH_LIMITS.max);
    expect(speechWordsPerMinute({ voice: 'en-US-Local-Alan', rate: 0.2 })).toBeCloseTo(191 / 3, 5);
    expect(wordBudget(60, { voice: 'en-US-Local-Alan', rate: 0.2 })).toBe(64);
    expect(espeakSettingFor('en-US-Local-Annie', 5)).toBe(ESPEAK_SETTING_LIMITS.max);
    expect(speechWordsPerMinute({ voice: 'en-US-Local-Annie', rate: 5 })).toBeCloseTo(450 * 1.059, 5);
  });

  it('estimates the seconds a text takes from the same pace the budget uses', () => {
    for (const voice of OFFLINE_VOICES) {
      const text = 'word '.repeat(wordBudget(90, { voice }));
      expect(estimateSpeechSeconds(text, { voice })).toBeGreaterThan(89);
      expect(estimateSpeechSeconds(text, { voice })).toBeLessThan(91);
    }
  });
});
