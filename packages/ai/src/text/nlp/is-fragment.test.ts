import { describe, expect, it } from 'vitest';
import { hasMainVerb, isFragment } from './is-fragment';

describe('hasMainVerb / isFragment', () => {
  it('finds the main verb of a statement, an obligation and an order', () => {
    for (const s of ['The refund is paid to the original card.', 'Visitors must sign in.', 'Lift with your legs.', 'Your manager signs the form.']) {
      expect(hasMainVerb(s), s).toBe(true);
      expect(isFragment(s), s).toBe(false);
    }
  });

  it('counts a point cut before its verb as a fragment', () => {
    for (const s of [
      'Within 24 hours of the incident',
      'Flexible hours and remote working',
      'Such as a passport or driving licence',
      'Including the return flight',
    ]) {
      expect(isFragment(s), s).toBe(true);
    }
  });

  it('does not take the verb of a side clause or a relative clause for the main verb', () => {
    expect(hasMainVerb('If the customer has no receipt')).toBe(false);
    expect(hasMainVerb('Staff who handle cash')).toBe(false);
    expect(hasMainVerb('Staff who handle cash must count it twice.')).toBe(true);
    expect(hasMainVerb('Escalate the ticket if it is not solved.')).toBe(true);
  });

  it('does not take an infinitive, a bare participle or an -ing form for a main verb', () => {
    expect(hasMainVerb('To keep the kitchen safe')).toBe(false);
    expect(hasMainVerb('Tickets not solved in two hours')).toBe(false);
    expect(hasMainVerb('After three failed attempts to sign in')).toBe(false);
  });

  it('counts a point that ends on a function word as a fragment', () => {
    expect(isFragment('Refunds are paid to the card the customer paid with')).toBe(true);
  });
});
