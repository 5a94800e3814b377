import { describe, expect, it } from 'vitest';
import { EXPENSES_BRIEF } from '../../../test/sample-texts';
import { planOutline } from '../../outline-plan';
import { isMeasureTitle } from './measure-title';
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

  it('never takes the role its style plans for a slide whose sections have headings or whose points share a name (issue 20, decision 184)', () => {
    const headed =
      '# Safety\n\n## Fire Doors\n\nFire doors must stay closed. They are checked every Friday by the warden.\n\n## First Aid\n\nKits hang by every exit. Report every injury on the day it happens.\n\n## Visitors\n\nVisitors sign in at reception. Visitors wear a badge at all times.';
    const shared = 'Fire doors must stay closed at all times. Fire doors are checked every Friday. Fire doors open outwards. Keep fire doors clear of boxes.';
    for (const styleId of ['executive-brief', 'workshop-style', 'compliance-clarity'] as const)
      for (const sourceText of [headed, shared]) {
        const plan = planOutline(styleId, 120);
        const ctx = buildOutlineContext({ brief: '', sourceText, projectTitle: '' }, plan);
        const slides = writeOfflineOutline(ctx);
        slides.forEach((slide, i) => {
          if (!ctx.groups[i]?.length || (plan[i]?.templateId !== 'bullet-points' && plan[i]?.templateId !== 'split-content')) return;
          expect(slide.title.toLowerCase(), `${styleId}: ${slide.title}`).not.toBe(plan[i]?.purpose.toLowerCase());
        });
      }
  });

  it('names a slide out of headings whose best phrase is one word by the action its first point asks for', () => {
    const brief = `Teach warehouse staff to lift safely.
Loads over 25 kg need two people or a lifting aid. Before you lift, check the weight of the load and plan your route. Bend your knees and keep your back straight. Hold the load close to your waist and never twist your body while carrying it.`;
    const ctx = buildOutlineContext({ brief, sourceText: '', projectTitle: '' }, planOutline('workshop-style', 120));
    const titles = writeOfflineOutline(ctx).map((s) => s.title);
    expect(titles).toContain('Checking the Weight');
    expect(titles).not.toContain('Load');
    expect(titles).not.toContain('Body');
  });

  it('never names a slide by a measure, and names it by what its points are about (decision 200)', () => {
    const briefs = [
      `Make a video for all employees about our move to a four-day week from 1 September.
Working hours stay at 36 per week, spread over four days of nine hours. Pay and holiday allowance do not change. Each team agrees which weekday it closes, so customers can still reach us Monday to Friday. We will review the trial after six months with a staff survey.`,
      `Explain the new parking rules to office staff.
The barrier opens at 7 am and closes at 8 pm on weekdays. Permits cost 20 euros a month and are paid by salary deduction. Visitors park on level two for up to three hours.`,
    ];
    for (const brief of briefs)
      for (const styleId of ['story-journey', 'workshop-style', 'executive-brief'] as const) {
        const ctx = buildOutlineContext({ brief, sourceText: '', projectTitle: '' }, planOutline(styleId, 120));
        const titles = writeOfflineOutline(ctx).map((s) => s.title);
        for (const t of titles) expect(isMeasureTitle(t), `${styleId}: ${t}`).toBe(false);
      }
    const ctx = buildOutlineContext({ brief: briefs[0] as string, sourceText: '', projectTitle: '' }, planOutline('story-journey', 120));
    expect(writeOfflineOutline(ctx).map((s) => s.title)).toContain('Working Hours, Pay and Holiday Allowance');
  });
});
