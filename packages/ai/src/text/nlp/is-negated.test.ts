import { describe, expect, it } from 'vitest';
import { isNegated } from './is-negated';

describe('isNegated', () => {
  it('sees a negated main clause in every spelling', () => {
    for (const s of [
      'Do not share your password.',
      "Don't leave laptops in cars.",
      'Staff must never accept cash.',
      'No one may enter alone.',
      "Alcohol isn't refunded.",
    ]) {
      expect(isNegated(s), s).toBe(true);
    }
  });

  it('does not see a negation that sits in a side clause', () => {
    expect(isNegated('Escalate the ticket if it is not solved in two hours.')).toBe(false);
    expect(isNegated('When a door will not lock, call security.')).toBe(false);
  });

  it('reads a limit as a limit, not a negation', () => {
    expect(isNegated('Claims must arrive no later than the 5th.')).toBe(false);
    expect(isNegated('Claims must arrive by the 5th.')).toBe(false);
  });
});
