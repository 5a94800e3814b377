import { pageSize } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { canvasMeasure } from './draw';
import { layoutSlidePages } from './layout';
import { registerSlideFonts } from './node';
import { slideTextBounds } from './slide-text-bounds';
import { slideTextRects } from './slide-text-rects';
import { SAMPLE_SLIDES } from './test-fixtures';

describe('slideTextRects', () => {
  it('gives the text of every page a slide is drawn on, and each page footer’s slide number', () => {
    registerSlideFonts();
    const page = pageSize('9:16');
    const long = 'Every incident, however small, is written down the same day with who was there, what happened and what was done about it';
    const slide = { ...SAMPLE_SLIDES[1]!, keyPoints: [long, long, long, long] };
    const pages = layoutSlidePages(slide, { measure: canvasMeasure(createCanvas(8, 8).getContext('2d')), page });
    const rects = slideTextRects(slide, { page });
    expect(rects.avoid).toEqual(pages.flatMap(slideTextBounds));
    expect(rects.avoidIfRoom).toHaveLength(pages.length);
    expect(rects.avoid.length).toBeGreaterThanOrEqual(5);
  });
});
