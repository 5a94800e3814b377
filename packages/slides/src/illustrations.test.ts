import { THEMES, themeById } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawSlide } from './draw';
import { illustrationUrl, isGeneratedImage, keywordOfGeneratedImage } from './illustration-url';
import { drawIllustration, hashKeyword, illustrationIcons } from './illustrations';
import type { SlideContent } from './layout';
import { registerIllustrationIcons, registerSlideFonts } from './node';
import { SAMPLE_SLIDES } from './test-fixtures';
import { diffShare } from './test-pixels';

beforeAll(() => {
  registerSlideFonts();
  registerIllustrationIcons();
});

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

  it('hashes keywords stably and case-insensitively', () => {
    expect(hashKeyword('Team')).toBe(hashKeyword('team'));
    expect(hashKeyword('team')).not.toBe(hashKeyword('teams'));
  });
});

describe('drawIllustration', () => {
  it('draws the icons the keyword matches and returns them', () => {
    const canvas = createCanvas(650, 500);
    const drawn = drawIllustration(canvas.getContext('2d'), 'forklift, helmet', { x: 0, y: 0, width: 650, height: 500 }, themeById('corporate-blue'));
    expect(drawn).toEqual(illustrationIcons('forklift, helmet'));
    expect(drawn.length).toBe(2);
  });

  it('is deterministic per keyword and theme', () => {
    expect(diffShare(render('team meeting'), render('team meeting'), 0)).toBe(0);
  });

  it('varies with the keyword and the theme', () => {
    expect(diffShare(render('dental insurance'), render('forklift safety'), 16)).toBeGreaterThan(0.05);
    expect(diffShare(render('team meeting'), render('team meeting', 'sunset-pink'), 16)).toBeGreaterThan(0.3);
  });

  it('draws in every theme without leaving the rectangle', () => {
    for (const theme of THEMES) {
      const canvas = createCanvas(900, 700);
      const ctx = canvas.getContext('2d');
      drawIllustration(ctx, 'warehouse safety', { x: 100, y: 100, width: 650, height: 500 }, theme);
      const pixels = ctx.getImageData(0, 0, 900, 700).data;
      // Outside the rectangle stays transparent; inside is painted.
      expect(pixels[(50 * 900 + 50) * 4 + 3]).toBe(0);
      expect(pixels[(650 * 900 + 800) * 4 + 3]).toBe(0);
      expect(pixels[(350 * 900 + 425) * 4 + 3]).toBe(255);
    }
  });
});

describe('slides draw their own picture', () => {
  const slideWith = (keyword: string): SlideContent => ({
    ...(SAMPLE_SLIDES[1] as SlideContent),
    imageKeyword: keyword,
    contextualImage: { url: illustrationUrl(keyword), keywords: [keyword], source: 'generated' },
  });
  const drawn = (keyword: string) => {
    const canvas = createCanvas(1920, 1080);
    const ctx = canvas.getContext('2d');
    const layout = drawSlide(ctx, slideWith(keyword), { theme: themeById('corporate-blue'), slideNumber: 2, totalSlides: 4 });
    return { layout, pixels: { data: ctx.getImageData(0, 0, 1920, 1080).data, width: 1920, height: 1080 } };
  };

  it('two slides with different keywords differ in the picture area, and the icon is drawn large', () => {
    const a = drawn('dental insurance');
    const b = drawn('forklift safety');
    const rect = a.layout.image?.rect;
    if (!rect) throw new Error('no image area');
    expect(diffShare(a.pixels, b.pixels, 32, rect)).toBeGreaterThan(0.03);
    // The big icon: the centre of the picture differs between the two, not only a corner.
    const middle = { x: rect.x + rect.width * 0.3, y: rect.y + rect.height * 0.3, width: rect.width * 0.4, height: rect.height * 0.4 };
    expect(diffShare(a.pixels, b.pixels, 32, middle)).toBeGreaterThan(0.03);
    // The text column is the same.
    expect(diffShare(a.pixels, b.pixels, 0, { x: 0, y: 0, width: rect.x - 20, height: 1000 })).toBe(0);
  });
});
