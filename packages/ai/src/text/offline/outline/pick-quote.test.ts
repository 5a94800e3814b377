import { describe, expect, it } from 'vitest';
import { planOutline } from '../../outline-plan';
import { buildOutlineContext } from './outline-context';
import { pickQuote } from './pick-quote';
import { writeOfflineOutline } from './write-outline';
import { newWriterState } from './writer-state';

const context = (sourceText: string, styleId: 'executive-brief' | 'story-journey' = 'executive-brief', seconds = 60) =>
  buildOutlineContext({ brief: '', sourceText, projectTitle: '' }, planOutline(styleId, seconds));

describe('a Key Message slide picks a sentence that stands alone (decision 185)', () => {
  it('passes over a sentence that leans on the one before, however well it scores', () => {
    const ctx = context(
      'Phishing emails try to steal your password. This means every password reset email must be checked twice. Instead, report the email to the service desk. Report a suspicious email with the Report Phish button.',
    );
    const quote = pickQuote(ctx, 'Recommendation', new Set(), newWriterState(), 1);
    expect(quote?.text).toBeDefined();
    expect(quote?.text).not.toMatch(/^(?:This means|Instead)/);
  });

  it('never closes on a point a slide already showed; with none left, it picks none', () => {
    const ctx = context('Wash your hands before handling food. Keep raw meat on the lowest shelf.');
    const state = newWriterState();
    for (const s of ctx.analysis.sentences) state.pointUses.set(s.index, 1);
    expect(pickQuote(ctx, 'Recommendation', new Set(), state, ctx.plan.length - 1)).toBeUndefined();
    // A sentence a slide showed as a clause or a cut of it is shown too.
    const cut = newWriterState();
    cut.shownPoints.add('wash your hands before handling food');
    const quote = pickQuote(
      context('Wash your hands before handling food, every time you come back in. Keep raw meat on the lowest shelf.'),
      'Recommendation',
      new Set(),
      cut,
      2,
    );
    expect(quote?.text).toBe('Keep raw meat on the lowest shelf.');
    // A Key Message before the close may still show a message seen before.
    expect(pickQuote(ctx, 'Recommendation', new Set(), state, 1)).toBeDefined();
  });

  it('closes an outline whose sentences were all shown with a line through its topics, not its first point again', () => {
    const ctx = context('## Handwashing\n\nWash your hands before handling food.\n\n## Storage\n\nKeep raw meat on the lowest shelf.', 'story-journey', 120);
    const slides = writeOfflineOutline(ctx);
    const closing = slides[slides.length - 1];
    const shown = slides.slice(1, -1).flatMap((s) => s.keyPoints);
    for (const p of closing?.keyPoints ?? []) expect(shown).not.toContain(p);
  });
});
