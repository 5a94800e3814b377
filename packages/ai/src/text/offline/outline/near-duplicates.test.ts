import { describe, expect, it } from 'vitest';
import { termsOf } from '../analysis/terms-of';
import type { SourceSentence } from '../analysis/text-analysis';
import { overlapOf, withoutNearDuplicates } from './near-duplicates';

const sentence = (index: number, text: string): SourceSentence => ({
  index,
  section: 0,
  positionInSection: index,
  text,
  words: text.split(/\s+/).length,
  terms: termsOf(text),
  isListItem: false,
  hasCue: false,
  score: 1,
});

const xdg = (name: string) =>
  `If 'prefix' is set to "xdg", the value in the ${name} environment variable will be added as the path prefix. Please see XDG Base Directory Specification for more details.`;

describe('points that say nearly the same (decision 200)', () => {
  it('keeps one of three points that differ by one word of fifteen', () => {
    const kept = withoutNearDuplicates([sentence(0, xdg('XDG_DATA_HOME')), sentence(1, xdg('XDG_CACHE_HOME')), sentence(2, xdg('XDG_CONFIG_HOME'))]);
    expect(kept.map((s) => s.index)).toEqual([0]);
  });

  it('keeps the most complete of two near twins, in the place of the first', () => {
    const short = sentence(0, 'Submit your signed expense claim in the company travel portal within 30 days of the end of the business trip abroad.');
    const full = sentence(
      1,
      'Submit your signed expense claim in the company travel portal within 30 days of the end of the business trip abroad, with every receipt.',
    );
    expect(withoutNearDuplicates([short, full]).map((s) => s.index)).toEqual([1]);
  });

  it('keeps short parallel points told apart by their one different word, and points that only share a topic', () => {
    const a = sentence(0, 'Synopsis of commands available at request@bugs.debian.org');
    const b = sentence(1, 'Synopsis of extra commands available at control@bugs.debian.org');
    expect(overlapOf(a.terms, b.terms)).toBeGreaterThan(0.7);
    expect(withoutNearDuplicates([a, b])).toHaveLength(2);
    const c = sentence(2, 'Fly economy class on flights of up to six hours between offices in Europe and North America.');
    const d = sentence(3, 'Business class needs the written approval of a director and is only allowed for flights over ten hours.');
    expect(withoutNearDuplicates([c, d])).toHaveLength(2);
  });
});
