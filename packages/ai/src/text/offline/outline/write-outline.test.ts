import { describe, expect, it } from 'vitest';
import { planOutline } from '../../outline-plan';
import { buildOutlineContext } from './outline-context';
import { GIFTS_SOURCE, giftsContext } from './outline-fixture';
import { missingTopics, writeOfflineOutline } from './write-outline';

describe('writing every slide of the outline', () => {
  it('writes one slide per planned slide, the title slide naming the video and the close naming the slides’ topics', () => {
    const slides = writeOfflineOutline(giftsContext());
    expect(slides).toHaveLength(5);
    expect(slides[0]?.title).toBe('Gifts');
    const bodyTitles = slides.slice(1, -1).map((s) => s.title);
    expect(slides[4]?.keyPoints.every((p) => bodyTitles.includes(p))).toBe(true);
  });

  it('finds the topics of the brief that no slide mentions', () => {
    expect(missingTopics(['dental', 'gifts'], writeOfflineOutline(giftsContext()))).toEqual(['dental']);
  });

  it('closes without a list of topics when the closing Key Message has no sentence left to show (decisions 198, 216)', () => {
    const plan = planOutline('executive-brief', 120);
    expect(plan.at(-1)?.templateId).toBe('focus-quote');
    const slides = writeOfflineOutline(
      buildOutlineContext({ brief: 'Explain the gifts policy to staff.', sourceText: GIFTS_SOURCE, projectTitle: 'Gifts' }, plan),
    );
    const closing = slides.at(-1);
    expect(closing?.templateId).toBe('bullet-points');
    // The voice no longer names topics every transition named: the slide shows what it says, here nothing more.
    for (const s of slides.slice(1, -1)) expect(closing?.keyPoints).not.toContain(s.title);
    expect(closing?.title).not.toMatch(/^(?:In Summary|Key Message|Recap and Next Steps)$/);
  });
});
