import { describe, expect, it } from 'vitest';
import { composeOutline, planOutline } from './outline-plan';

const plan = planOutline('workshop-style', 120);
const good = (i: number) => ({ title: `Slide ${i}`, keyPoints: ['A point'], imageKeyword: 'desk' });

describe('outline fallback (spec 001 §4)', () => {
  it('uses the batch answer when it has one slide per planned slide', async () => {
    const result = await composeOutline(plan, {
      batch: async () => plan.map((_, i) => good(i)),
      single: async () => {
        throw new Error('unused');
      },
    });
    expect(result.usedPerSlideFallback).toBe(false);
    expect(result.slides.map((s) => s.title)).toEqual(plan.map((_, i) => `Slide ${i}`));
  });

  it('falls back to one call per slide, and to the placeholder for a slide that still fails', async () => {
    const errors: string[] = [];
    const result = await composeOutline(
      plan,
      {
        batch: async () => [good(0)], // wrong length counts as a failed batch
        single: async (slide, _all, previous) => {
          if (slide.position === 3) throw new Error('model unavailable');
          return { ...good(slide.position), description: `after ${previous.length}` };
        },
      },
      (stage) => errors.push(stage),
    );
    expect(errors).toEqual(['batch', 'slide']);
    expect(result.usedPerSlideFallback).toBe(true);
    expect(result.placeholderSlides).toEqual([3]);
    const third = result.slides[2];
    expect(third?.title).toBe(`${plan[2]?.purpose} Slide`);
    expect(third?.keyPoints).toHaveLength(1);
    expect(result.slides[3]?.description).toBe('after 3');
    if (third?.templateId === 'split-content') expect(third.leftColumnTitle).toBeTruthy();
  });

  it('gives a split slide its columns and every slide its plan timing and id', async () => {
    const result = await composeOutline(plan, {
      batch: async () => {
        throw new Error('x');
      },
      single: async () => {
        throw new Error('y');
      },
    });
    expect(result.placeholderSlides).toEqual(plan.map((p) => p.position));
    const split = result.slides.find((s) => s.templateId === 'split-content');
    expect(split?.leftColumnTitle).toBe('Do');
    expect(split?.rightColumnTitle).toBe('Don’t');
    expect(result.slides.map((s) => s.duration)).toEqual(plan.map((p) => p.duration));
    expect(result.slides.reduce((n, s) => n + s.duration, 0)).toBe(120);
  });

  it('lets a comparison and the closing Key Message become bullet points, and no other slide (decision 198)', async () => {
    const executive = planOutline('executive-brief', 180);
    const quotes = executive.flatMap((p, i) => (p.templateId === 'focus-quote' ? [i] : []));
    expect(quotes).toContain(executive.length - 1);
    expect(quotes.length).toBeGreaterThanOrEqual(2);
    const result = await composeOutline(executive, {
      batch: async () => executive.map((_, i) => ({ ...good(i), templateId: 'bullet-points' as const })),
      single: async () => {
        throw new Error('unused');
      },
    });
    expect(result.slides.at(-1)?.templateId).toBe('bullet-points');
    for (const i of quotes.slice(0, -1)) expect(result.slides[i]?.templateId).toBe('focus-quote');
    expect(result.slides[0]?.templateId).toBe('title-slide');
  });
});
