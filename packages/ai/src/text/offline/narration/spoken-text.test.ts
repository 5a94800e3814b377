import { describe, expect, it } from 'vitest';
import { sentence, sentenceKey, spokenTitle } from './spoken-text';

describe('text as it is spoken', () => {
  it('lower-cases a title’s words mid-sentence, keeping acronyms', () => {
    expect(spokenTitle('Reporting a GDPR Breach.')).toBe('reporting a GDPR breach');
  });

  it('makes a sentence of a phrase and keys sentences by their words only', () => {
    expect(sentence('  lock   your screen')).toBe('Lock your screen.');
    expect(sentenceKey('Lock your screen!')).toBe(sentenceKey('lock your screen'));
  });
});
