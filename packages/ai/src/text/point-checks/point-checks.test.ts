import { describe, expect, it } from 'vitest';
import { briefFraming } from './brief-framing';
import { isCutFragment } from './is-cut-fragment';
import { isAttributable, pointProblems } from './point-checks';

const SECTION = `Cash handling
Staff who handle cash must count it twice at the end of each shift. Refunds over $40 need a manager's signature.
Instead, they must be stored in the locked cabinet.`;
const BRIEF = 'A 3-minute introduction to cash handling for managers who must explain it to their teams.';
const framing = briefFraming(BRIEF, SECTION);
const rules = (point: string, sentence?: string) => pointProblems(point, { framing, section: SECTION, sentence }).map((p) => p.rule);

describe('pointProblems', () => {
  it('passes a whole sentence from its section, in the source words or in others', () => {
    expect(rules('Staff who handle cash must count it twice at the end of each shift.')).toEqual([]);
    expect(rules('Refunds over $40 need the signature of a manager.')).toEqual([]);
  });

  it('finds a point that leans on a sentence the viewer never saw', () => {
    expect(rules('Instead, they must be stored in the locked cabinet.')).toEqual(['leans-on-earlier']);
    expect(rules('This means counting the cash twice.')).toContain('leans-on-earlier');
  });

  it('finds code, the brief framing and a point its section does not hold', () => {
    expect(rules('cash.count(2);')).toContain('code');
    expect(rules('This 3-minute introduction is for managers who must explain cash handling.')).toContain('framing');
    expect(rules('Staff get 25 days of annual leave.')).toEqual(['unattributable']);
    // Same words, another number: another fact.
    expect(rules('Refunds over $50 need a manager’s signature.')).toEqual(['unattributable']);
    expect(pointProblems('Count the cash twice.', { framing: [] }).map((p) => p.rule)).toEqual(['unattributable']);
  });

  it('finds a point cut before its verb, and lets a list item stand', () => {
    const sentence = 'Staff who handle cash must count it twice at the end of each shift.';
    expect(rules('Staff who handle cash', sentence)).toContain('fragment');
    expect(isCutFragment('Within 24 hours of the incident')).toBe(true);
    expect(isCutFragment('If the customer has no receipt')).toBe(true);
    expect(isCutFragment('Refunds are paid to the card the customer paid with')).toBe(true);
    expect(isCutFragment('The refund for a returned item', 'The refund for a returned item is paid within five days.')).toBe(true);
    expect(isCutFragment('Flexible hours and remote working')).toBe(false);
    expect(isCutFragment('Two dental check-ups a year', 'Two dental check-ups a year')).toBe(false);
    expect(isCutFragment('Lift with your legs.')).toBe(false);
    // The source's own sentence is as whole as the source wrote it, whatever the parser makes of it.
    const order = 'If you drive your own car on business, claim 45 cents per mile.';
    expect(isCutFragment(order, order)).toBe(false);
  });
});

describe('isAttributable', () => {
  it('reads words by their dictionary form', () => {
    expect(isAttributable('A manager signs every refund over $40.', SECTION)).toBe(true);
    expect(isAttributable('Refunds over $40 go to the bank.', 'Refunds over $40 need a signature.')).toBe(false);
  });
});
