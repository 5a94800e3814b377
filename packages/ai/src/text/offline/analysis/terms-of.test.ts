import { describe, expect, it } from 'vitest';
import { stem, termsOf, tokenize } from './terms-of';

describe('content terms of a text', () => {
  it('keeps content words only, stemmed so that a plural counts as its singular', () => {
    expect(termsOf('The policies of our Company apply to all staff members.')).toEqual(['policy', 'company', 'apply', 'staff', 'member']);
  });

  it('stems plurals but not words that only end in s', () => {
    expect(['policies', 'glass', 'status', 'bonus', 'exits'].map(stem)).toEqual(['policy', 'glass', 'status', 'bonus', 'exit']);
  });

  it('tokenizes words with their apostrophes and hyphens, in lower case', () => {
    expect(tokenize('Don’t re-use the Staff’s badge!')).toEqual(["don't", 're-use', 'the', "staff's", 'badge']);
  });
});
