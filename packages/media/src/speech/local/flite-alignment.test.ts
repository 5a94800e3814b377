import { describe, expect, it } from 'vitest';
import { phoneOwners, phonesFromSegments, phonesPerWord, spokenTokens, wordTimingsFromPhones } from './flite-alignment.ts';

describe('phonesFromSegments', () => {
  it('reads each utterance after the previous one, in milliseconds, within the audio', () => {
    const phones = phonesFromSegments('pau:0.100 hh:0.200 ay:0.350 pau:0.500 \npau:0.050 b:0.120 ay:0.300 \n', 780);
    expect(phones).toEqual([
      { phoneme: 'PAU', startMs: 0, endMs: 100 },
      { phoneme: 'HH', startMs: 100, endMs: 200 },
      { phoneme: 'AY', startMs: 200, endMs: 350 },
      { phoneme: 'PAU', startMs: 350, endMs: 500 },
      { phoneme: 'PAU', startMs: 500, endMs: 550 },
      { phoneme: 'B', startMs: 550, endMs: 620 },
      { phoneme: 'AY', startMs: 620, endMs: 780 },
    ]);
    // Clipped to the audio's length; zero-length phones are dropped.
    expect(phonesFromSegments('pau:0.100 hh:0.100 ay:0.900', 500)).toEqual([
      { phoneme: 'PAU', startMs: 0, endMs: 100 },
      { phoneme: 'AY', startMs: 100, endMs: 500 },
    ]);
  });
});

describe('phonesPerWord', () => {
  it('gives each word its phones without pauses, or nothing when the lines do not match the words', () => {
    expect(phonesPerWord('pau hh ax l ow pau \npau w er l d pau \n', 2)).toEqual([
      ['HH', 'AX', 'L', 'OW'],
      ['W', 'ER', 'L', 'D'],
    ]);
    expect(phonesPerWord('pau hh ax l ow pau \n', 2)).toBeUndefined();
  });
});

describe('word timings from phones', () => {
  it('finds words whose spoken phones differ from the words said alone', () => {
    // "the apple" in context: the → dh iy (alone: dh ax); "Dr." alone reads "drive", in context "doctor".
    const words = ['Dr.', 'Smith', 'ate', 'the', 'apple.'];
    const alone = [
      ['d', 'r', 'ay', 'v'],
      ['s', 'm', 'ih', 'th'],
      ['ey', 't'],
      ['dh', 'ax'],
      ['ae', 'p', 'ax', 'l'],
    ];
    const spoken = ['d', 'aa', 'k', 't', 'er', 's', 'm', 'ih', 'th', 'ey', 't', 'dh', 'iy', 'ae', 'p', 'ax', 'l'];
    expect(phoneOwners(spoken, alone, words)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4]);
  });

  it('shares phones out by letters when the words said alone are unknown', () => {
    expect(phoneOwners(['a', 'b', 'c', 'd', 'e', 'f'], undefined, ['ab', 'abcd'])).toEqual([0, 0, 1, 1, 1, 1]);
  });

  it('runs each word from its first phone to its last, never backwards, a silent word at the previous end', () => {
    const phones = phonesFromSegments('pau:0.1 hh:0.2 ay:0.3 pau:0.5 y:0.6 uw:0.7 pau:0.8', 800);
    const words = ['Hi,', '#1', 'you'];
    expect(wordTimingsFromPhones(words, phones, [['HH', 'AY'], [], ['Y', 'UW']])).toEqual([
      { text: 'Hi,', startMs: 100, endMs: 300 },
      { text: '#1', startMs: 300, endMs: 300 },
      { text: 'you', startMs: 500, endMs: 700 },
    ]);
  });

  it('keeps the words a caption shows: tokens with a letter or digit', () => {
    expect(spokenTokens('Hello — world, 42 % ok')).toEqual(['Hello', 'world,', '42', 'ok']);
  });
});
