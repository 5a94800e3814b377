import { describe, expect, it } from 'vitest';
import { progressDataSchema } from '../projects/progress-data';
import {
  chargedMinutes,
  chosenVideoSeconds,
  MAX_SCRIPT_CHARACTERS,
  MAX_SCRIPT_WORDS,
  spokenLength,
  VIDEO_LENGTH_MESSAGES,
  videoLengthIssues,
  withValidDurations,
} from './video-length';

const firstError = (data: Record<string, unknown>) => progressDataSchema.safeParse(data).error?.issues[0]?.message;

describe('video length rules (decision 149)', () => {
  it('accepts only the spec 001 §9 choices for the chosen length', () => {
    for (const duration of [1, 2, 3, 4, 5]) expect(firstError({ duration })).toBeUndefined();
    for (const duration of [0, 0.01, 2.5, 6, 60, 1e9, -1, '2', null, Number.NaN]) expect(firstError({ duration })).toBe(VIDEO_LENGTH_MESSAGES.minutes);
    for (const azureDuration of [60, 120, 180]) expect(firstError({ azureDuration })).toBeUndefined();
    for (const azureDuration of [1, 2, 90, 240, 1e9, '120', null]) expect(firstError({ azureDuration })).toBe(VIDEO_LENGTH_MESSAGES.avatarSeconds);
  });

  it('keeps every slide duration finite and within 1 to 300 seconds, in every list of slides', () => {
    expect(firstError({ slides: [{ id: 'a', duration: 30 }, { id: 'b' }] })).toBeUndefined();
    for (const duration of [0, 0.5, 301, 1e9, -3, '30', null]) {
      expect(firstError({ slides: [{ id: 'a', duration }] })).toBe(VIDEO_LENGTH_MESSAGES.slideDuration);
      expect(firstError({ englishContent: [{ id: 'a', duration }] })).toBe(VIDEO_LENGTH_MESSAGES.slideDuration);
      expect(firstError({ translatedSlides: { h1: { hash: 'h1', slides: [{ id: 'a', duration }] } } })).toBe(VIDEO_LENGTH_MESSAGES.slideDuration);
    }
  });

  it('caps the scripts of a deck by words and by characters', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(
      firstError({
        slides: [
          { id: 'a', script: words(MAX_SCRIPT_WORDS - 1) },
          { id: 'b', script: 'last' },
        ],
      }),
    ).toBeUndefined();
    expect(
      firstError({
        slides: [
          { id: 'a', script: words(MAX_SCRIPT_WORDS) },
          { id: 'b', script: 'over' },
        ],
      }),
    ).toBe(VIDEO_LENGTH_MESSAGES.scriptsTooLong);
    // A language written without spaces is one "word" per sentence: its characters are counted.
    expect(firstError({ englishContent: [{ id: 'a', script: '字'.repeat(MAX_SCRIPT_CHARACTERS + 1) }] })).toBe(VIDEO_LENGTH_MESSAGES.scriptsTooLong);
    // Twice the longest video (5 minutes) at the planned 150 words a minute (decision 166).
    expect(MAX_SCRIPT_WORDS).toBe(1500);
  });

  it('reports nothing for fields that are absent', () => {
    expect(videoLengthIssues({})).toEqual([]);
    expect(videoLengthIssues({ slides: [{ id: 'a' }], translatedSlides: { h: null } })).toEqual([]);
  });

  it('reads an odd saved length as the default the wizard shows, never as itself', () => {
    expect(chosenVideoSeconds({ duration: 3 }, 'non_avatar')).toBe(180);
    expect(chosenVideoSeconds({ duration: 0.01 }, 'non_avatar')).toBe(120);
    expect(chosenVideoSeconds({ duration: 1e9 }, 'non_avatar')).toBe(120);
    expect(chosenVideoSeconds({ azureDuration: 120 }, 'non_avatar')).toBe(120);
    expect(chosenVideoSeconds({ azureDuration: 60 }, 'avatar')).toBe(60);
    expect(chosenVideoSeconds({ azureDuration: '180' }, 'avatar')).toBe(180);
    expect(chosenVideoSeconds({ azureDuration: 90, duration: 3 }, 'avatar')).toBe(180);
    expect(chosenVideoSeconds({ duration: 120 }, 'avatar')).toBe(120);
    expect(chosenVideoSeconds({ azureDuration: 600, duration: 0.01 }, 'avatar')).toBe(120);
  });

  it('makes an older project saveable again: odd lengths dropped, slide durations brought within range', () => {
    const repaired = withValidDurations({
      duration: 0.01,
      azureDuration: 120,
      slides: [{ id: 'a', duration: 0.01 }, { id: 'b', duration: 1e9 }, { id: 'c', duration: 20 }, 'junk'],
      translatedSlides: { h: { hash: 'h', slides: [{ id: 'a', duration: Number.NaN }] } },
      tone: 'Calm',
    });
    expect(repaired).toEqual({
      azureDuration: 120,
      slides: [{ id: 'a', duration: 1 }, { id: 'b', duration: 300 }, { id: 'c', duration: 20 }, 'junk'],
      translatedSlides: { h: { hash: 'h', slides: [{ id: 'a', duration: 1 }] } },
      tone: 'Calm',
    });
    expect(videoLengthIssues(repaired)).toEqual([]);
  });

  it('says a length the way a person does, and tells what to do about a long narration', () => {
    expect(spokenLength(328)).toBe('5 minutes 28 seconds');
    expect(spokenLength(60)).toBe('1 minute');
    expect(spokenLength(45.4)).toBe('45 seconds');
    expect(VIDEO_LENGTH_MESSAGES.narrationTooLong(328, 60, 'non_avatar', true)).toBe(
      'The narration takes about 5 minutes 28 seconds, longer than the video length you chose (1 minute). Shorten the scripts or choose a longer video length.',
    );
    expect(VIDEO_LENGTH_MESSAGES.narrationTooLong(200, 180, 'avatar', false)).toBe(
      'The narration takes 3 minutes 20 seconds, longer than the video length you chose (3 minutes). Shorten the scripts.',
    );
  });
});

describe('the minutes a finished video is charged (decision 160)', () => {
  it('charges the length held when the video is within the band, and the minutes it runs when clearly shorter', () => {
    expect(chargedMinutes(3, 180)).toBe(3);
    expect(chargedMinutes(3, 163)).toBe(3);
    expect(chargedMinutes(3, 161)).toBe(3);
    expect(chargedMinutes(3, 160)).toBe(3);
    expect(chargedMinutes(3, 119)).toBe(2);
    expect(chargedMinutes(3, 120)).toBe(2);
    expect(chargedMinutes(3, 121)).toBe(3);
    expect(chargedMinutes(5, 61)).toBe(2);
    expect(chargedMinutes(2, 12)).toBe(1);
    expect(chargedMinutes(1, 20)).toBe(1);
  });

  it('never charges more than was held, nor anything for a free render', () => {
    expect(chargedMinutes(1, 65)).toBe(1);
    expect(chargedMinutes(2, 600)).toBe(2);
    expect(chargedMinutes(0, 120)).toBe(0);
    expect(chargedMinutes(3, Number.NaN)).toBe(3);
    for (let held = 1; held <= 5; held++) for (let s = 0; s <= 400; s += 7) expect(chargedMinutes(held, s)).toBeLessThanOrEqual(held);
  });
});
