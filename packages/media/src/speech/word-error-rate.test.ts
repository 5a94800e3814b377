import { describe, expect, it } from 'vitest';
import { normalisedWords, wordErrorRate } from './word-error-rate.ts';

describe('wordErrorRate', () => {
  it('is 0 for the words spoken, whatever the case and punctuation', () => {
    expect(wordErrorRate('Report a breach. Within one hour!', 'report a breach within one hour')).toBe(0);
    expect(normalisedWords("Don't 'quote' me — now.")).toEqual(["don't", 'quote', 'me', 'now']);
  });

  it('counts substitutions, deletions and insertions against the words spoken', () => {
    // Two substitutions (breach → preach, one → the) and one insertion (now): 3 of 6.
    expect(wordErrorRate('report a breach within one hour', 'report a preach within the hour now')).toBeCloseTo(3 / 6, 5);
    expect(wordErrorRate('report a breach', '')).toBe(1);
    expect(wordErrorRate('', '')).toBe(0);
    expect(wordErrorRate('', 'noise')).toBe(1);
  });
});
