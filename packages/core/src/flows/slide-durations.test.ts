import { describe, expect, it } from 'vitest';
import { fitSlideDurations, withinRecommendedRange } from './slide-durations';
import { PRESET_DURATIONS, VIDEO_STYLE_IDS, VIDEO_STYLE_PRESETS } from './video-presets';

describe('slide durations within each template’s recommended range', () => {
  it.each(VIDEO_STYLE_IDS)('%s: every preset slide stays in range at every length', (id) => {
    for (const d of PRESET_DURATIONS) {
      for (const slide of VIDEO_STYLE_PRESETS[id].durationConfigs[d].slides) {
        expect(withinRecommendedRange(slide.templateId, slide.estimatedDuration), `${id} ${d}s ${slide.templateId} ${slide.estimatedDuration}s`).toBe(true);
      }
    }
  });

  it('keeps the executive brief’s comparisons at 40 s or less in five minutes', () => {
    const slides = VIDEO_STYLE_PRESETS['executive-brief'].durationConfigs[300].slides;
    const comparisons = slides.filter((s) => s.templateId === 'split-content');
    expect(comparisons.length).toBeGreaterThan(0);
    for (const c of comparisons) expect(c.estimatedDuration).toBeLessThanOrEqual(40);
  });

  it('keeps the title at its fixed 10 s while the others can absorb the difference, and moves it only when they cannot', () => {
    expect(fitSlideDurations(['title-slide', 'bullet-points', 'bullet-points'], 80)).toEqual([10, 35, 35]);
    // 45 + 40 + 20 = 105: the title has to give 15 s to reach 120.
    expect(fitSlideDurations(['title-slide', 'bullet-points', 'split-content', 'focus-quote'], 120)).toEqual([15, 45, 40, 20]);
  });

  it('prefers the ranges over the total when the target cannot be reached', () => {
    expect(fitSlideDurations(['focus-quote', 'focus-quote'], 100)).toEqual([20, 20]);
    expect(fitSlideDurations(['bullet-points'], 5)).toEqual([15]);
  });
});
