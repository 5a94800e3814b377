import { describe, expect, it } from 'vitest';
import { relationOf } from './sentence-relation';

describe('how a sentence follows the one before it (decision 190)', () => {
  it('reads a contrast: another case of the same subject, a limit, a reversal, a permission under a condition', () => {
    expect(relationOf('Fly economy class on flights of up to six hours.', 'For longer flights you may book premium economy.')).toBe('contrast');
    expect(relationOf('Parking and tolls are refunded in addition.', 'Fines for speeding or parking are never refunded.')).toBe('contrast');
    expect(relationOf('Standard class is the rule.', 'First class is allowed when it costs no more than standard class plus 20%.')).toBe('contrast');
    expect(relationOf('Before the training, one in five employees clicked on test links.', 'After the training, fewer than one in twenty did.')).toBe(
      'contrast',
    );
    expect(relationOf('Staff may work from home two days a week.', 'Staff in their probation period may only work from the office.')).toBe('contrast');
  });

  it('reads no contrast where a second rule only adds to the first, or "only" narrows nothing said before', () => {
    expect(relationOf('You must refuse cash, vouchers and gift cards from a supplier.', 'Never accept travel paid for by a supplier.')).not.toBe('contrast');
    expect(relationOf('Shift swaps agreed by text message get lost.', 'Uncovered shifts are often found only on the day.')).not.toBe('contrast');
    // A fact that denies what a rule might suggest is a contrast.
    expect(relationOf('Employers must keep the temperature in workplaces reasonable.', 'There is no maximum temperature in law.')).toBe('contrast');
    // …but not when the sentence turns on a contrast of its own: "However, …, but …" stacks two turns.
    expect(
      relationOf(
        'Employers must keep the temperature in workplaces reasonable.',
        'There is no maximum temperature in law, but the risk assessment must consider heat.',
      ),
    ).toBe('continuation');
    expect(relationOf('Parking is refunded in addition.', 'Fines are never refunded, although they are paid at once.')).not.toBe('contrast');
  });

  it('reads a reason or a consequence only from a compared figure beside a rule', () => {
    expect(relationOf('Book your travel at least 14 days ahead.', 'Late travel bookings cost on average 40% more.')).toBe('cause');
    expect(relationOf('Late travel bookings cost on average 40% more.', 'Book your travel at least 14 days ahead.')).toBe('consequence');
    // A figure that only states the limit a rule names is no reason: it continues it.
    expect(relationOf('Choose a hotel within the nightly cap.', 'The cap is $180 per night in most cities.')).toBe('continuation');
  });

  it('needs nothing for a shared subject, a condition or the first sentence, and keeps a connective of the source', () => {
    expect(relationOf('Exceptions need the travel team’s approval.', 'Exceptions are always granted in writing.')).toBe('continuation');
    expect(relationOf('Wash your hands.', 'If you feel unwell, tell your supervisor.')).toBe('condition');
    expect(relationOf(null, 'Lock your screen.')).toBe('continuation');
    expect(relationOf('Lock your screen.', 'However, visitors must sign in.')).toBe('own');
    expect(relationOf('Lock your screen.', 'Shred printed customer documents.')).toBe('addition');
    // "First class" is a noun, not the connective "First,".
    expect(relationOf('Lock your screen.', 'First class is never refunded.')).not.toBe('own');
  });

  it('does not take a "never" tucked in a side phrase, or a closing "whenever you can", for a contrast', () => {
    expect(
      relationOf('Book all trains through the portal, never directly with the operator.', 'Book trains at least 14 days before the trip whenever you can.'),
    ).not.toBe('contrast');
  });
});
