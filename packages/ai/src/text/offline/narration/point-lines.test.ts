import { describe, expect, it } from 'vitest';
import { termsOf } from '../analysis/terms-of';
import { pointLines, pointParts } from './point-lines';

describe('lines about a point, made of what it says (decisions 179 and 185)', () => {
  it('reads a figure, a reason, a condition and a consequence from the point', () => {
    expect(pointParts('Lock your screen when you leave your desk')).toMatchObject({ condition: 'when you leave your desk' });
    expect(pointParts('Taxis are allowed only when no public transport runs, because trains and buses cost the company far less')).toMatchObject({
      reason: 'trains and buses cost the company far less',
      condition: 'only when no public transport runs',
    });
    expect(pointParts('Your manager approves each claim within five working days').figure).toBe('five working days');
    expect(pointParts('Upload the receipt within 30 days, otherwise the claim is refused')).toMatchObject({ consequence: 'the claim is refused' });
  });

  it('says the condition and the consequence as sentences of their own, never the figure again', () => {
    const texts = (point: string) => pointLines(point).map((l) => l.text);
    expect(texts('Wash your hands before handling food')).toEqual(['This applies before handling food.']);
    expect(texts('Log off, or you will lose access')).toEqual(['If not, you will lose access.']);
    // A long point already says its consequence, and its figure is never said again as "the figure to remember".
    expect(texts('Upload the receipt within 30 days, otherwise the claim is refused')).toEqual([]);
  });

  it('builds no question or prompt around a point’s words, and gives nothing a point does not say', () => {
    for (const point of ['Hear the alarm', 'Never use the lifts', 'Sign in at the front desk', 'Stop', 'Phishing is the most common way attackers break in']) {
      expect(pointLines(point), point).toEqual([]);
    }
    expect(pointParts('Before the training, one in five employees clicked on test phishing links').condition).toBeUndefined();
  });

  it('never says the point again: a line sharing most of a long point’s words is left out', () => {
    for (const point of [
      'Meet at the assembly point in the car park',
      'Never hand out parcels without a referral slip',
      'Receipts must be uploaded within 30 days of the purchase',
      'Taxis are allowed only when no public transport runs, because trains and buses cost the company far less',
    ]) {
      const own = new Set(termsOf(point));
      for (const { text: line } of pointLines(point)) {
        const terms = new Set(termsOf(line));
        const shared = [...terms].filter((t) => own.has(t)).length;
        if (own.size >= 4) expect(shared / Math.min(terms.size, own.size), line).toBeLessThan(0.8);
      }
    }
  });
});
