import { describe, expect, it } from 'vitest';
import { planOutline } from '../../outline-plan';
import { buildOutlineContext } from './outline-context';
import { pickQuote } from './pick-quote';
import { writeOfflineOutline } from './write-outline';
import { writeQuoteSlide } from './write-quote-slide';
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

  it('picks one of the most important sentences, never a hedge or a side detail, and a decision for a decision slide (decision 191)', () => {
    const text =
      'The portal shows the approved fares first. Breakfast may be included in the rate. Claims submitted after 90 days are not paid. Any trip over $5,000 needs a director’s approval. Fly economy on flights of up to six hours. Attach a receipt for every item over $25.';
    const ctx = context(text);
    const decision = pickQuote(ctx, 'Decision needed', new Set(), newWriterState(), 1);
    expect(decision?.text).toBe('Any trip over $5,000 needs a director’s approval.');
    const close = pickQuote(ctx, 'Recommendation', new Set([decision?.text as string]), newWriterState(), ctx.plan.length - 1);
    expect(close?.text).toMatch(/90 days|six hours|\$25/);
    // With only side details left, the close recaps instead of showing one.
    const state = newWriterState();
    for (const s of ctx.analysis.sentences) if (/90 days|\$5,000|six hours|\$25/.test(s.text)) state.pointUses.set(s.index, 1);
    expect(pickQuote(ctx, 'Recommendation', new Set(), state, ctx.plan.length - 1)).toBeUndefined();
  });
});

describe('a Key Message slide is titled by its role only when its message fills it (decision 191)', () => {
  const decisionSlide = (text: string) => {
    const ctx = context(text, 'executive-brief', 300);
    const at = ctx.plan.findIndex((p) => p.purpose === 'Decision needed');
    return writeQuoteSlide(ctx, at, newWriterState());
  };

  it('keeps "Decision Needed" over a decision', () => {
    const slide = decisionSlide('Hotels are booked near the office. We propose that a director approves every trip over $5,000.');
    expect(slide.keyPoints).toEqual(['We propose that a director approves every trip over $5,000']);
    expect(slide.title).toBe('Decision Needed');
  });

  it('names a message that is no decision by its topic, never by the role', () => {
    const slide = decisionSlide('Keep your phone charged on every trip abroad. Hotels are booked near the office for each trip.');
    expect(slide.keyPoints).toEqual(['Keep your phone charged on every trip abroad']);
    expect(slide.title).not.toMatch(/Decision/);
    expect(slide.title).toMatch(/Phone|Trip/);
  });
});

describe('a Key Message slide is named by what its message is about, never by one keyword (decision 194)', () => {
  const quoteSlide = (text: string) => {
    const ctx = context(text, 'executive-brief', 300);
    const at = ctx.plan.findIndex((p) => p.purpose === 'Decision needed');
    return writeQuoteSlide(ctx, at, newWriterState());
  };

  it('names an instruction by its action, in the message’s own words', () => {
    const slide = quoteSlide('Keep your phone charged and your manager informed of any change of plan. Hotels are booked near the office for each trip.');
    expect(slide.keyPoints).toEqual(['Keep your phone charged and your manager informed of any change of plan']);
    expect(slide.title).toBe('Keeping Your Phone Charged');
  });

  it('never takes a one-word title: a statement is named by a noun phrase of two words or more, else "Key Message"', () => {
    for (const text of [
      'Working hours stay at 36 per week, spread over four days of nine hours. Staff are told by e-mail.',
      'All employees are covered by a medical plan from their first day. Staff are told by e-mail.',
      'Severities are critical, grave, serious, important, normal, minor, wishlist. Staff are told by e-mail.',
    ]) {
      const slide = quoteSlide(text);
      expect(slide.title.trim().split(/\s+/).length, slide.title).toBeGreaterThan(1);
    }
  });

  it('never recalls the message of the slide just before: a message not yet shown first, else one with a slide between (decision 199)', () => {
    const base = context(
      'Working hours stay at 36 per week, spread over four days. Pay and holiday allowance do not change. We will review the trial after six months with a staff survey. Each team agrees which weekday it closes.',
      'story-journey',
      180,
    );
    const [hours, pay, review, team] = base.analysis.sentences;
    const state = newWriterState();
    for (const s of base.analysis.sentences) state.pointUses.set(s.index, 1);
    expect(base.plan.length).toBeGreaterThan(4);
    // Slide 1 shows the hours and the pay, slide 3 the review: the message of slide 2 is the review, not yet shown there.
    const ctx = { ...base, groups: base.plan.map((_, k) => (k === 1 ? [hours, pay] : k === 3 ? [review, team] : [])) };
    expect([review?.text, team?.text]).toContain(pickQuote(ctx as typeof base, 'The turning point', new Set(), state, 2)?.text);
    // Never a later slide's only point: that slide would be left with nothing to say.
    const alone = { ...base, groups: base.plan.map((_, k) => (k === 1 ? [hours, pay, team] : k === 3 ? [review] : [])) };
    expect(pickQuote(alone as typeof base, 'The turning point', new Set(), state, 2)?.text).not.toBe(review?.text);
    // With nothing left to come, a message is recalled with a slide between: one of slide 1's on slide 3.
    const shownBefore = { ...base, groups: base.plan.map((_, k) => (k === 1 ? [hours, pay, review, team] : [])) };
    expect([hours?.text, pay?.text, review?.text, team?.text]).toContain(pickQuote(shownBefore as typeof base, 'The turning point', new Set(), state, 3)?.text);
  });

  it('closes on a rule, a result or an instruction, never on the problem the video set out (decision 199)', () => {
    const ctx = context(
      '## The Problem Today\n\nUncovered shifts are often found only on the day.\n\n## Results\n\nUncovered shifts fell by 60% in the pilot stores.',
      'executive-brief',
      120,
    );
    expect(pickQuote(ctx, 'Recommendation', new Set(), newWriterState(), ctx.plan.length - 1)?.text).toBe('Uncovered shifts fell by 60% in the pilot stores.');
  });
});
