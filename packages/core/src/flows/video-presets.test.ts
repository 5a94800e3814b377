import { describe, expect, it } from 'vitest';
import { estimateSpeechSeconds, formatDuration, formatFileSize, needsTranslation, spokenWords, wordBudget } from './flow-constants';
import { avatarVisibleFor, defaultSlideDuration, templateDrawsImage } from './slide-templates';
import { THEMES, themeById } from './themes';
import { PRESET_DURATIONS, planPresetSlides, presetDurationFor, VIDEO_STYLE_IDS, VIDEO_STYLE_PRESETS } from './video-presets';

describe('video style presets (spec 001 §9)', () => {
  const expected: Record<string, number[]> = {
    'executive-brief': [3, 4, 6, 8, 10],
    'story-journey': [3, 5, 7, 9, 11],
    'workshop-style': [3, 5, 7, 9, 11],
    'sales-persuasion': [4, 5, 7, 9, 11],
    'compliance-clarity': [3, 5, 7, 9, 11],
  };
  it.each(VIDEO_STYLE_IDS)('%s has the spec slide counts and durations that add up', (id) => {
    PRESET_DURATIONS.forEach((d, i) => {
      const config = VIDEO_STYLE_PRESETS[id].durationConfigs[d];
      expect(config.slideCount).toBe(expected[id]![i]);
      expect(config.slides.reduce((s, x) => s + x.estimatedDuration, 0)).toBe(d);
      expect(config.slides[0]!.templateId).toBe('title-slide');
      expect(config.slides.map((s) => s.position)).toEqual(config.slides.map((_, k) => k + 1));
      for (const s of config.slides) expect(s.estimatedDuration).toBeGreaterThan(0);
    });
  });
  it('maps wizard minutes to preset durations', () => {
    expect(presetDurationFor(1)).toBe(60);
    expect(presetDurationFor(5)).toBe(300);
    expect(planPresetSlides('executive-brief', 120)).toHaveLength(4);
  });
});

describe('templates and themes', () => {
  it('uses the fixed duration with a 30 s fallback', () => {
    expect(defaultSlideDuration('title-slide')).toBe(10);
    expect(defaultSlideDuration('split-content')).toBe(30);
    expect(defaultSlideDuration('mystery')).toBe(30);
  });
  it('shows the presenter on title/quote slides only with an introduction phrase', () => {
    expect(avatarVisibleFor('title-slide', 'Quarterly results')).toBe(false);
    expect(avatarVisibleFor('title-slide', "Hi, I'm Lisa and welcome")).toBe(true);
    expect(avatarVisibleFor('focus-quote', 'My name is Max')).toBe(true);
    expect(avatarVisibleFor('bullet-points', 'anything')).toBe(true);
  });
  it('offers a picture only on templates whose drawing shows one', () => {
    expect(templateDrawsImage('bullet-points')).toBe(true);
    expect(['title-slide', 'focus-quote', 'split-content', 'mystery'].map(templateDrawsImage)).toEqual([false, false, false, false]);
  });
  it('has twelve themes with corporate-blue as the default', () => {
    expect(THEMES).toHaveLength(12);
    expect(themeById(undefined).id).toBe('corporate-blue');
    expect(themeById('royal-gold').name).toBe('Royal Gold');
  });
});

describe('speech and formatting rules', () => {
  it('budgets a natural 150 wpm at the default rate 0.9 (decision 166)', () => {
    expect(wordBudget(60)).toBe(150);
    expect(wordBudget(30)).toBe(75);
    // 150 average words (decision 176: syllables and pauses) take a minute.
    const text = 'Receipts must be uploaded within thirty days of the purchase. '.repeat(10);
    expect(estimateSpeechSeconds(text)).toBeCloseTo(spokenWords(text) * (60 / 150), 5);
  });
  it('translates everything but en-US and en-GB', () => {
    expect([needsTranslation('en-US'), needsTranslation('en-GB'), needsTranslation('de-DE')]).toEqual([false, false, true]);
  });
  it('formats sizes and durations', () => {
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
    expect(formatDuration(12.34)).toBe('12.3s');
    expect(formatDuration(95)).toBe('1m 35s');
    expect(formatDuration(120)).toBe('2m');
  });
});
