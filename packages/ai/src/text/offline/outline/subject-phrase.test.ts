import { describe, expect, it } from 'vitest';
import { subjectPhrase, subjectsTitle } from './subject-phrase';

describe('what a point is about (decision 200)', () => {
  it('reads the noun phrase before the verb, a participle or an "and" within it', () => {
    expect(subjectPhrase('Working hours stay at 36 per week, spread over four days of nine hours.')).toBe('Working hours');
    expect(subjectPhrase('Pay and holiday allowance do not change.')).toBe('Pay and holiday allowance');
    expect(subjectPhrase('The weekly service charge will rise from £14.20 to £15.10.')).toBe('weekly service charge');
    expect(subjectPhrase('If a fridge reads above 8 °C, the shift manager must move its food.')).toBe('shift manager');
  });

  it('names what a person does to what when a person is the subject', () => {
    expect(subjectPhrase('We will review the trial after six months with a staff survey.')).toBe('reviewing the trial');
  });

  it('gives nothing for an order, an everyday subject or a measure', () => {
    expect(subjectPhrase('Shred printed customer documents in the locked bins.')).toBeNull();
    expect(subjectPhrase('Clear your desk of papers at the end of every day.')).toBeNull();
    expect(subjectPhrase('Each team agrees which weekday it closes.')).toBeNull();
    expect(subjectPhrase('Six months pass before the review.')).toBeNull();
  });

  it('joins the points’ subjects into a title of two to six words, never from one point alone', () => {
    expect(subjectsTitle(['Working hours stay at 36 per week.', 'Pay and holiday allowance do not change.'])).toBe('Working hours, Pay and holiday allowance');
    expect(subjectsTitle(['Working hours stay at 36 per week.', 'Clear your desk of papers.'])).toBeNull();
  });
});
