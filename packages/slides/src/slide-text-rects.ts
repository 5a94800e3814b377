/**
 * Server side of decision 164: the text boxes of a slide as it is drawn in a video, so burned-in
 * captions can keep clear of them.
 */
import type { PageSize } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import { canvasMeasure } from './draw';
import { layoutSlidePages, type SlideContent } from './layout';
import { registerSlideFonts } from './node';
import { footerLabelBounds, slideTextBounds } from './slide-text-bounds';
import type { MeasureText, Rect } from './types';

let measure: MeasureText | null = null;

/**
 * The slide's text boxes (`avoid`) and its footer's slide number (`avoidIfRoom`), as
 * burnedCaptionLayout takes them. A slide continued over pages (decision 165) gives the text of
 * all its pages: a cue is drawn once for the whole slide, whichever page is on screen.
 */
export function slideTextRects(
  slide: SlideContent,
  options: { page: PageSize; avatar?: boolean; logo?: { width: number; height: number } | null },
): { avoid: Rect[]; avoidIfRoom: Rect[] } {
  registerSlideFonts();
  measure ??= canvasMeasure(createCanvas(8, 8).getContext('2d'));
  const pages = layoutSlidePages(slide, { measure, avatar: options.avatar, logo: options.logo ?? null, page: options.page });
  return { avoid: pages.flatMap(slideTextBounds), avoidIfRoom: pages.map(footerLabelBounds) };
}
