import { describe, expect, it } from 'vitest';
import { estimateWordTimings } from './word-timings.ts';

describe('estimateWordTimings', () => {
  it('covers the whole duration with increasing, longer-for-longer-words timings', () => {
    const words = estimateWordTimings('Hello there, extraordinary people.', 2);
    expect(words.map((w) => w.text)).toEqual(['Hello', 'there,', 'extraordinary', 'people.']);
    expect(words[0]?.startMs).toBe(0);
    expect(words.at(-1)?.endMs).toBe(2000);
    for (let i = 1; i < words.length; i++) expect(words[i]!.startMs).toBe(words[i - 1]!.endMs);
    const length = (i: number) => words[i]!.endMs - words[i]!.startMs;
    expect(length(2)).toBeGreaterThan(length(0));
  });
  it('returns nothing for empty text', () => {
    expect(estimateWordTimings('   ', 3)).toEqual([]);
  });
});
