import { describe, expect, it } from 'vitest';
import {
  countSentences,
  DEFAULT_SPEECH_RATE,
  ESPEAK_SETTING_LIMITS,
  espeakSettingFor,
  estimateSpeechSeconds,
  FLITE_STRETCH_LIMITS,
  fliteStretchFor,
  NATURAL_WORDS_PER_MINUTE,
  SENTENCE_PAUSE_SECONDS,
  sentencePauseSeconds,
  speechWordsPerMinute,
  spokenWords,
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

/** A narration of the kind the pace tables were measured on (from the expense-policy sample). */
const AVERAGE_TEXT =
  'Receipts must be uploaded within thirty days of the purchase. Meals are reimbursed up to forty euros a day when you travel overnight. Taxis are allowed only when no public transport runs. Your manager approves each claim within five working days.';

describe('speech pace', () => {
  it('keeps the older call forms: a rate, or nothing for the default 0.9', () => {
    expect(wordBudget(60)).toBe(150);
    expect(wordBudget(30, 0.9)).toBe(75);
    expect(estimateSpeechSeconds(AVERAGE_TEXT)).toBeCloseTo((spokenWords(AVERAGE_TEXT) / 150) * 60, 5);
    expect(estimateSpeechSeconds(AVERAGE_TEXT, 0.9)).toBeCloseTo(estimateSpeechSeconds(AVERAGE_TEXT), 5);
    expect(estimateSpeechSeconds('   ')).toBe(0);
  });

  it('plans every voice at a natural 150 words a minute at the default rate, scaled by the rate, while its setting is within its limits (decision 166)', () => {
    expect(NATURAL_WORDS_PER_MINUTE).toBe(150);
    expect(WORDS_PER_MINUTE * DEFAULT_SPEECH_RATE).toBeCloseTo(150, 5);
    for (const voice of [...OFFLINE_VOICES, 'en-US-AvaMultilingualNeural', undefined]) {
      for (const rate of [0.9, 1, 1.125]) {
        expect(speechWordsPerMinute({ voice, rate })).toBeCloseTo(WORDS_PER_MINUTE * rate, -0.5);
        expect(wordBudget(120, { voice, rate })).toBe(Math.round(2 * speechWordsPerMinute({ voice, rate })));
      }
    }
  });

  it('gives each offline voice the setting that makes it speak that pace, and the pace the setting really gives at a limit', () => {
    // Abigail speaks 166 wpm at Flite's own pace: 150 wpm takes a stretch of 166 / 150.
    expect(fliteStretchFor('en-US-Local-Abigail', 0.9)).toBeCloseTo(166 / 150, 5);
    expect(espeakSettingFor('de-DE-Local-Male', 0.9)).toBe(Math.round(150 / 0.899));
    // Far slower than Flite can stretch: the voice speaks faster than planned, and the budget says so.
    expect(fliteStretchFor('en-US-Local-Alan', 0.2)).toBe(FLITE_STRETCH_LIMITS.max);
    expect(speechWordsPerMinute({ voice: 'en-US-Local-Alan', rate: 0.2 })).toBeCloseTo(191 / 3, 5);
    expect(wordBudget(60, { voice: 'en-US-Local-Alan', rate: 0.2 })).toBe(64);
    expect(espeakSettingFor('en-US-Local-Annie', 5)).toBe(ESPEAK_SETTING_LIMITS.max);
    expect(speechWordsPerMinute({ voice: 'en-US-Local-Annie', rate: 5 })).toBeCloseTo(450 * 1.044, 5);
  });

  it('estimates the seconds a text takes from the same pace the budget uses', () => {
    for (const voice of OFFLINE_VOICES) {
      // A text of the voice's 90-second budget in average words is estimated at 90 s.
      const seconds = estimateSpeechSeconds(AVERAGE_TEXT, { voice });
      expect(seconds).toBeCloseTo((spokenWords(AVERAGE_TEXT) / wordBudget(90, { voice })) * 90, 0);
      expect(seconds).toBeCloseTo((spokenWords(AVERAGE_TEXT) / speechWordsPerMinute({ voice })) * 60, 5);
    }
  });

  it('counts a text in average words: its syllables and sentence pauses, not its words (decision 176)', () => {
    // The measurement corpus averages 1.73 syllables a word, pauses counted: such text counts about its words.
    expect(spokenWords(AVERAGE_TEXT) / AVERAGE_TEXT.split(/\s+/).length).toBeGreaterThan(0.9);
    expect(spokenWords(AVERAGE_TEXT) / AVERAGE_TEXT.split(/\s+/).length).toBeLessThan(1.1);
    // Ten one-syllable words take the time of about six average ones; ten long ones of about fifteen.
    const short = 'Stop, look and then tell the desk what you saw.';
    const long = 'Personal information requires documented authorisation, regular verification and immediate escalation.';
    expect(short.split(' ')).toHaveLength(10);
    expect(spokenWords(short)).toBeLessThan(8);
    expect(spokenWords(long)).toBeGreaterThan(16);
    // Each sentence adds its pause.
    expect(spokenWords('Stop. Look. Tell the desk.')).toBeGreaterThan(spokenWords('Stop, look, tell the desk.'));
    expect(countSentences('Stop. Look! Tell the desk? "Yes." and 3.5 km')).toBe(5);
    expect(countSentences('no end mark')).toBe(1);
    expect(spokenWords('  ')).toBe(0);
  });

  it('keeps a clear pause between sentences that scales with the pace like every phone (decision 166)', () => {
    expect(sentencePauseSeconds()).toBe(SENTENCE_PAUSE_SECONDS);
    expect(SENTENCE_PAUSE_SECONDS).toBeGreaterThanOrEqual(0.4);
    // Half the rate, twice the pause: a voice's measured pace holds at every rate.
    expect(sentencePauseSeconds(DEFAULT_SPEECH_RATE / 2)).toBeCloseTo(2 * SENTENCE_PAUSE_SECONDS, 5);
    expect(sentencePauseSeconds(1.2)).toBeLessThan(SENTENCE_PAUSE_SECONDS);
  });
});
