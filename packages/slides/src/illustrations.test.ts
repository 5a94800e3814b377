import { createCanvas } from '@napi-rs/canvas';
import { THEMES, themeById } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { illustrationUrl, isGeneratedImage, keywordOfGeneratedImage } from './illustration-url';
import { drawIllustration, hashKeyword, ILLUSTRATION_CATEGORIES, illustrationCategory } from './illustrations';
import { diffShare } from './test-pixels';

const render = (keyword: string, themeId = 'corporate-blue') => {
  const canvas = createCanvas(650, 500);
  const ctx = canvas.getContext('2d');
  drawIllustration(ctx, keyword, { x: 0, y: 0, width: 650, height: 500 }, themeById(themeId));
  return { data: ctx.getImageData(0, 0, 650, 500).data, width: 650, height: 500 };
};

describe('illustration urls', () => {
  it('round-trips the keyword through generated:<keyword>', () => {
    const url = illustrationUrl('  Data & Privacy ');
    expect(url).toBe('generated:data%20%26%20privacy');
    expect(isGeneratedImage(url)).toBe(true);
    expect(keywordOfGeneratedImage(url)).toBe('data & privacy');
    expect(isGeneratedImage('https://images.example/a.jpg')).toBe(false);
  });
});

describe('illustrationCategory', () => {
  it.each([
    ['team collaboration', 'team'],
    ['quarterly sales data', 'chart'],
    ['password security', 'security'],
    ['innovation workshop', 'idea'],
    ['business growth', 'growth'],
    ['employee onboarding checklist', 'document'],
    ['global markets', 'chart'],
    ['international travel', 'globe'],
    ['cloud automation', 'gear'],
    ['customer feedback', 'chat'],
    ['business presentation', 'presentation'],
    ['multiple choice', 'presentation'],
  ])('%s → %s', (keyword, category) => {
    expect(illustrationCategory(keyword)).toBe(category);
  });

  it('hashes keywords stably and case-insensitively', () => {
    expect(hashKeyword('Team')).toBe(hashKeyword('team'));
    expect(hashKeyword('team')).not.toBe(hashKeyword('teams'));
  });
});

describe('drawIllustration', () => {
  it('is deterministic per keyword and theme', () => {
    expect(diffShare(render('team meeting'), render('team meeting'), 0)).toBe(0);
  });

  it('varies with the keyword, the motif and the theme', () => {
    expect(diffShare(render('team meeting'), render('team offsite'), 16)).toBeGreaterThan(0.01);
    expect(diffShare(render('team meeting'), render('sales data'), 16)).toBeGreaterThan(0.1);
    expect(diffShare(render('team meeting'), render('team meeting', 'sunset-pink'), 16)).toBeGreaterThan(0.3);
  });

  it('draws every motif in every theme without leaving the rectangle', () => {
    for (const theme of THEMES) {
      for (const category of ILLUSTRATION_CATEGORIES) {
        const canvas = createCanvas(900, 700);
        const ctx = canvas.getContext('2d');
        drawIllustration(ctx, category, { x: 100, y: 100, width: 650, height: 500 }, theme);
        const pixels = ctx.getImageData(0, 0, 900, 700).data;
        // Outside the rectangle stays transparent; inside is painted.
        expect(pixels[(50 * 900 + 50) * 4 + 3]).toBe(0);
        expect(pixels[(650 * 900 + 800) * 4 + 3]).toBe(0);
        expect(pixels[(350 * 900 + 425) * 4 + 3]).toBe(255);
      }
    }
  });
});
