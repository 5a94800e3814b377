import { describe, expect, it } from 'vitest';
import { isFragment } from './is-fragment';
import { isNegated } from './is-negated';
import { BOUNDARY_CASES, FRAGMENT_CASES, isHeldOut, LATE_FRAGMENT_CASES, LATE_LEANS_CASES, LEANS_CASES, NEGATION_CASES } from './labelled-set';
import { leansOnEarlierSentence } from './leans-on-earlier-sentence';
import { splitSentences } from './split-sentences';

/** Share of cases right. */
const rate = <C>(cases: C[], right: (c: C) => boolean) => cases.filter(right).length / cases.length;
const heldOut = <C>(cases: C[]) => cases.filter((_, i) => isHeldOut(i));

// Decision 156 records the figures; these floors keep them from slipping unnoticed.
describe('the adapter on the labelled set', () => {
  it('finds sentence boundaries', () => {
    expect(rate(BOUNDARY_CASES, (c) => JSON.stringify(splitSentences(c.text).map((s) => s.text)) === JSON.stringify(c.sentences))).toBeGreaterThanOrEqual(0.95);
  });

  it('tells fragments from whole clauses, also on cases it was not tuned on', () => {
    expect(rate(FRAGMENT_CASES, (c) => isFragment(c.text) === c.expected)).toBeGreaterThanOrEqual(0.95);
    expect(rate([...heldOut(FRAGMENT_CASES), ...LATE_FRAGMENT_CASES], (c) => isFragment(c.text) === c.expected)).toBeGreaterThanOrEqual(0.9);
  });

  it('sees negation', () => {
    expect(rate(NEGATION_CASES, (c) => isNegated(c.text) === c.expected)).toBeGreaterThanOrEqual(0.95);
  });

  it('sees sentences that lean on an earlier one, also on cases it was not tuned on', () => {
    expect(rate(LEANS_CASES, (c) => leansOnEarlierSentence(c.text) === c.expected)).toBeGreaterThanOrEqual(0.95);
    expect(rate([...heldOut(LEANS_CASES), ...LATE_LEANS_CASES], (c) => leansOnEarlierSentence(c.text) === c.expected)).toBeGreaterThanOrEqual(0.9);
  });
});
