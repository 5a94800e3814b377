import { describe, expect, it } from 'vitest';
import type { Voice } from './speech-types.ts';
import { filterVoicesByLanguage, sortVoices } from './voice-order.ts';

const v = (name: string, ssmlGender: Voice['ssmlGender'], languageCode = 'en-US'): Voice => ({ name, ssmlGender, languageCode, displayName: name });

describe('sortVoices', () => {
  it('orders FEMALE, MALE, NEUTRAL, then by display name', () => {
    const sorted = sortVoices([v('Zed', 'NEUTRAL'), v('Bob', 'MALE'), v('Amy', 'NEUTRAL'), v('Cleo', 'FEMALE'), v('Ann', 'FEMALE'), v('Al', 'MALE')]);
    expect(sorted.map((x) => x.name)).toEqual(['Ann', 'Cleo', 'Al', 'Bob', 'Amy', 'Zed']);
  });
});

describe('filterVoicesByLanguage', () => {
  const voices = [v('a', 'FEMALE', 'en-US'), v('b', 'MALE', 'en-GB'), v('c', 'MALE', 'de')];
  it('prefers exact locale matches, case-insensitively', () => {
    expect(filterVoicesByLanguage(voices, 'EN-us').map((x) => x.name)).toEqual(['a']);
  });
  it('falls back to the base language', () => {
    expect(filterVoicesByLanguage(voices, 'de-DE').map((x) => x.name)).toEqual(['c']);
    expect(filterVoicesByLanguage(voices, 'en-AU').map((x) => x.name)).toEqual(['a', 'b']);
    expect(filterVoicesByLanguage(voices, 'ja-JP')).toEqual([]);
    expect(filterVoicesByLanguage(voices)).toHaveLength(3);
  });
});
