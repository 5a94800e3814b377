import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences';

describe('a paragraph is split into sentences', () => {
  it('splits at end punctuation before a capital, not after an abbreviation', () => {
    expect(splitSentences('Dr. Smith arrived at 9 a.m. today. He left e.g. early! Did he? Yes.')).toEqual([
      'Dr. Smith arrived at 9 a.m. today.',
      'He left e.g. early!',
      'Did he?',
      'Yes.',
    ]);
  });

  it('drops pieces without a letter', () => {
    expect(splitSentences('Call 555. 123. Then wait.')).toEqual(['Call 555.', 'Then wait.']);
  });
});
