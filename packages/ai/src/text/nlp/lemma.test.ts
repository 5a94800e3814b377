import { describe, expect, it } from 'vitest';
import { lemma } from './lemma';

describe('lemma', () => {
  it('gives the dictionary form of regular and irregular words', () => {
    expect(lemma('went')).toBe('go');
    expect(lemma('operating')).toBe('operate');
    expect(lemma('operators')).toBe('operator');
    expect(lemma('policies')).toBe('policy');
    expect(lemma('knives')).toBe('knife');
    expect(lemma('Children')).toBe('child');
  });

  it('keeps a word it cannot read', () => {
    expect(lemma('ACME-42')).toBe('acme-42');
  });
});
