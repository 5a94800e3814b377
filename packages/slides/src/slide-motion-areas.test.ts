import { pageSize } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { canvasMeasure } from './draw';
import { layoutSlidePages, type SlideContent } from './layout';
import { registerSlideFonts } from './node';
import { revealBaseLayout, slideMotionAreas } from './slide-motion-areas';
import { SAMPLE_SLIDES } from './test-fixtures';

registerSlideFonts();
const measure = canvasMeasure(createCanvas(8, 8).getContext('2d'));
const pages = (slide: SlideContent, aspect: '16:9' | '9:16' = '16:9') => layoutSlidePages(slide, { measure, page: pageSize(aspect) });
const contains = (outer: { x: number; y: number; width: number; height: number }, inner: typeof outer) =>
  outer.x <= inner.x && outer.y <= inner.y && outer.x + outer.width >= inner.x + inner.width && outer.y + outer.height >= inner.y + inner.height;

describe('slideMotionAreas (decision 171)', () => {
  it('zooms a slide’s picture where it is drawn, with the corners it is drawn with', () => {
    for (const aspect of ['16:9', '9:16'] as const) {
      const laid = pages(SAMPLE_SLIDES[1]!, aspect);
      const areas = slideMotionAreas(laid);
      expect(areas.picture?.rect).toEqual(laid[0]!.image!.rect);
      // An offline illustration: min(28, width / 10).
      expect(areas.picture?.radius).toBe(Math.round(Math.min(28, laid[0]!.image!.rect.width / 10)));
      expect(areas.reveal).toEqual([]);
    }
  });

  it('gives a photo its 24 px corners', () => {
    const photo = { ...SAMPLE_SLIDES[1]!, contextualImage: { url: 'https://images.example/p.jpg', keywords: [], source: 'upload' as const } };
    expect(slideMotionAreas(pages(photo)).picture?.radius).toBe(24);
  });

  it('eases in a title slide’s title (with its accent bar), then its subtitle, each inside its area', () => {
    const laid = pages(SAMPLE_SLIDES[0]!);
    const [title, subtitle] = slideMotionAreas(laid, 24).reveal;
    expect(contains(title!, laid[0]!.title!.bounds)).toBe(true);
    expect(title!.y).toBeLessThanOrEqual(laid[0]!.title!.bounds.y - 56);
    expect(contains(subtitle!, laid[0]!.subtitle!.bounds)).toBe(true);
    expect(subtitle!.height).toBeGreaterThanOrEqual(laid[0]!.subtitle!.bounds.height + 24);
    expect(slideMotionAreas(laid).picture).toBeNull();
  });

  it('leaves a slide without picture or title still, and the base layout without the easing-in text', () => {
    expect(slideMotionAreas(pages(SAMPLE_SLIDES[3]!))).toEqual({ picture: null, reveal: [] });
    const base = revealBaseLayout(pages(SAMPLE_SLIDES[0]!)[0]!);
    expect(base.title).toBeNull();
    expect(base.subtitle).toBeNull();
    expect(slideMotionAreas([])).toEqual({ picture: null, reveal: [] });
  });
});
