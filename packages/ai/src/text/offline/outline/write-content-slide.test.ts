import { describe, expect, it } from 'vitest';
import { EXPENSES_BRIEF } from '../../../test/sample-texts';
import { planOutline } from '../../outline-plan';
import { buildOutlineContext } from './outline-context';
import { writeOfflineOutline } from './write-outline';

describe('a body slide’s title (decision 178)', () => {
  it('never names a slide by a phrase lifted from one of its points', () => {
    for (const styleId of ['executive-brief', 'workshop-style', 'compliance-clarity'] as const) {
      const ctx = buildOutlineContext({ brief: EXPENSES_BRIEF, sourceText: '', projectTitle: '' }, planOutline(styleId, 60));
      const slides = writeOfflineOutline(ctx);
      for (const s of slides.slice(1)) expect(s.title).not.toMatch(/working days/i);
    }
  });

  it('names a slide by its section’s heading', () => {
    const text =
      '# Travel\n\n## Booking Trips\n\nBook every trip in the travel portal. Flights over six hours may be booked in premium economy.\n\n## Claiming Costs\n\nClaims are made within 30 days. Receipts are uploaded with each claim.';
    const ctx = buildOutlineContext({ brief: '', sourceText: text, projectTitle: '' }, planOutline('workshop-style', 120));
    const titles = writeOfflineOutline(ctx).map((s) => s.title);
    expect(titles).toContain('Booking Trips');
    expect(titles).toContain('Claiming Costs');
  });
});
