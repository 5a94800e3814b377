import { describe, expect, it } from 'vitest';
import { termsOf } from '../analysis/terms-of';
import { pointLines, pointParts } from './point-lines';

describe('lines about a point, built from its own words (decision 179)', () => {
  it('reads an order, a prohibition, a figure, a reason, a condition and a key term from the point', () => {
    expect(pointParts('Sign in at the front desk')).toMatchObject({ order: 'sign in at the front desk', term: 'the front desk' });
    expect(pointParts('Never use the lifts')).toMatchObject({ forbidden: 'use the lifts' });
    expect(pointParts('Lock your screen when you leave your desk')).toMatchObject({ order: 'lock your screen', condition: 'when you leave your desk' });
    expect(pointParts('Taxis are allowed only when no public transport runs, because trains and buses cost the company far less')).toMatchObject({
      reason: 'trains and buses cost the company far less',
      condition: 'only when no public transport runs',
    });
    expect(pointParts('Your manager approves each claim within five working days').figure).toBe('five working days');
  });

  it('asks about an order in the viewer’s own words, and about a prohibition without saying it twice', () => {
    const lines = pointLines('Wash your hands before handling food');
    expect(lines).toContain('Who around you needs to wash their hands before handling food as well?');
    expect(lines).toContain('Note the condition: before handling food.');
    expect(pointLines('Never use the lifts')[0]).toBe('Using the lifts is the one thing to avoid here.');
  });

  it('gives nothing a point does not have: a statement is not an order, a time is not a condition, a bare word is not a term', () => {
    expect(pointParts('Phishing is the most common way attackers break into company systems').order).toBeUndefined();
    expect(pointParts('Before the training, one in five employees clicked on test phishing links').condition).toBeUndefined();
    expect(pointParts('Hear the alarm').term).toBe('the alarm');
    expect(pointParts('Meet at the assembly point in the car park').term).not.toBe('the assembly');
    expect(pointLines('Stop').some((l) => /who around you/i.test(l))).toBe(false);
  });

  it('never says the point again: a statement sharing most of a long point’s words is left out (a question may ask about them)', () => {
    for (const point of [
      'Meet at the assembly point in the car park',
      'Never hand out parcels without a referral slip',
      'Receipts must be uploaded within 30 days of the purchase',
      'Taxis are allowed only when no public transport runs, because trains and buses cost the company far less',
    ]) {
      const own = new Set(termsOf(point));
      for (const line of pointLines(point).filter((l) => !l.endsWith('?'))) {
        const terms = new Set(termsOf(line));
        const shared = [...terms].filter((t) => own.has(t)).length;
        if (own.size >= 4) expect(shared / Math.min(terms.size, own.size), line).toBeLessThan(0.8);
      }
    }
  });
});
