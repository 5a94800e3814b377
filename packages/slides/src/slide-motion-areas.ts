/**
 * Where a slide moves in a video (decision 171): its picture, which zooms slowly, and on a title
 * slide the title and subtitle, which ease in over a background drawn without them.
 */
import { isGeneratedImage } from './illustration-url';
import type { SlideLayout } from './layout-types';
import type { Rect } from './types';

export interface SlideMotionAreas {
  /** The picture (photo, illustration or designed visual) and the radius its corners are drawn with; null without one. */
  picture: { rect: Rect; radius: number } | null;
  /** Title slide: the title (with its accent bar) and the subtitle, in the order they ease in. */
  reveal: Rect[];
}

/** Room around an easing-in block for antialiasing, descenders and the rise into place. */
const REVEAL_MARGIN = 12;
/** The accent bar drawn above a title slide's title (draw.ts: 56 px above the title's top). */
const ACCENT_BAR_ABOVE = 56;

const pad = (rect: Rect, margin: number, below = 0): Rect => ({
  x: Math.floor(rect.x - margin),
  y: Math.floor(rect.y - margin),
  width: Math.ceil(rect.width + 2 * margin),
  height: Math.ceil(rect.height + 2 * margin + below),
});

/** The corner radius draw.ts gives the picture: photos 24 px; illustrations and designed visuals min(28, width / 10). */
const cornerRadius = (image: NonNullable<SlideLayout['image']>) =>
  !image.visual && image.url && !isGeneratedImage(image.url) ? 24 : Math.round(Math.min(28, image.rect.width / 10));

/**
 * The slide's moving areas from its pages (layoutSlidePages). The picture zooms only when every
 * page shows it in the same place (a continued slide keeps its picture, decision 165); the title
 * and subtitle ease in on a title slide of one page.
 */
export function slideMotionAreas(pages: readonly SlideLayout[], risePixels = 0): SlideMotionAreas {
  const first = pages[0];
  if (!first) return { picture: null, reveal: [] };
  const image = first.image;
  const samePlace = image && pages.every((p) => p.image && JSON.stringify(p.image.rect) === JSON.stringify(image.rect));
  const picture = image && samePlace ? { rect: image.rect, radius: cornerRadius(image) } : null;
  const reveal: Rect[] = [];
  if (first.templateId === 'title-slide' && pages.length === 1) {
    if (first.title?.lines.length) {
      const b = first.title.bounds;
      const withBar = {
        x: Math.min(b.x, first.title.rect.x),
        y: b.y - ACCENT_BAR_ABOVE,
        width: b.width + Math.abs(b.x - first.title.rect.x),
        height: b.height + ACCENT_BAR_ABOVE,
      };
      reveal.push(pad(withBar, REVEAL_MARGIN, risePixels));
    }
    if (first.subtitle?.lines.length) reveal.push(pad(first.subtitle.bounds, REVEAL_MARGIN, risePixels));
  }
  return { picture, reveal };
}

/** The layout drawn under a title slide's easing-in title and subtitle: the slide without them. */
export const revealBaseLayout = (layout: SlideLayout): SlideLayout => ({ ...layout, title: null, subtitle: null });
