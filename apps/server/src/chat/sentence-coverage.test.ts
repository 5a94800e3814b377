import { describe, expect, it } from 'vitest';
import { CONTEXT_SHARE, sentenceCoverage } from './sentence-coverage';

const terms = [
  { stem: 'oper', weight: 2 },
  { stem: 'forklift', weight: 1 },
  { stem: 'certifi', weight: 1 },
];

describe('sentenceCoverage', () => {
  it('is the weighted share of the question’s terms the sentence holds, in any form of the word', () => {
    expect(sentenceCoverage(terms, { own: ['oper', 'forklift', 'driver', 'certif'] })).toEqual({ coverage: 1, mentions: 4 });
    expect(sentenceCoverage(terms, { own: ['oper', 'driver'] }).coverage).toBe(0.5);
    expect(sentenceCoverage(terms, { own: ['forklift'] }).coverage).toBe(0.25);
  });

  it('counts a term found only in the heading in part, and nothing for a sentence that holds no term itself', () => {
    expect(sentenceCoverage(terms, { own: ['forklift'], context: ['oper'] }).coverage).toBe((1 + 2 * CONTEXT_SHARE) / 4);
    expect(sentenceCoverage(terms, { own: ['speed', 'limit'], context: ['forklift', 'oper'] })).toEqual({ coverage: 0, mentions: 0 });
  });

  it('gives every sentence of a document the terms its name holds, in part, so they do not decide between its sentences', () => {
    const manual = { topic: ['coffe', 'machin'] };
    const question = [
      { stem: 'descal', weight: 2 },
      { stem: 'coffe', weight: 2 },
      { stem: 'machin', weight: 2 },
    ];
    const thanks = sentenceCoverage(question, { ...manual, own: ['thank', 'choos', 'coffe', 'machin'] });
    const descaling = sentenceCoverage(question, { ...manual, own: ['run', 'descal', 'programm', 'month'] });
    expect(descaling.coverage).toBe(1);
    expect(thanks.coverage).toBe(0.5);
    // A question only about what the document is called is still answered by a sentence that says it.
    expect(sentenceCoverage(question.slice(1), { ...manual, own: ['coffe'] }).coverage).toBe(1);
  });

  it('answers a question that names a section with the first sentence under its heading', () => {
    const section = [
      { stem: 'evacu', weight: 2 },
      { stem: 'procedur', weight: 1 },
    ];
    const heading = ['evacu', 'procedur'];
    expect(sentenceCoverage(section, { own: ['alarm', 'leav', 'exit'], context: heading, opens: true })).toEqual({ coverage: 1, mentions: 0 });
    expect(sentenceCoverage(section, { own: ['warden', 'count'], context: heading, opens: false }).coverage).toBe(0);
    expect(sentenceCoverage(section, { own: ['alarm'], context: ['evacu'], opens: true }).coverage).toBe(2 / 3);
  });

  it('is 0 without terms', () => {
    expect(sentenceCoverage([], { own: ['oper'] }).coverage).toBe(0);
  });
});
