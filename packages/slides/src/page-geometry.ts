import { CONTEXTUAL_IMAGE_AREA, LOGO_AREA, type PageShape, type PageSize, pageShape, SLIDE_HEIGHT, SLIDE_WIDTH } from '@lectern/core';
import type { Rect } from './types';

/** Sizes a text is fitted between, in px, and how many lines it may take. */
export interface TypeRange {
  maxSize: number;
  minSize: number;
  maxLines: number;
}

/**
 * Everything layoutSlide places by constant, for one page size (decision 143). 16:9 is the spec's
 * 1920×1080 geometry (spec 001 §9), unchanged; 9:16 and 1:1 are designed for their shape: the
 * short side is 1080 px in all three, so type sizes keep their meaning and only the room changes.
 */
export interface PageGeometry {
  page: PageSize;
  shape: PageShape;
  marginX: number;
  /** Top of a content slide's heading. */
  top: number;
  /** Lowest point of body text. */
  bodyBottom: number;
  gutter: number;
  logoArea: Rect;
  footer: Rect;
  /** Content-slide heading: its box height, sizes, and whether it shares the top row with the logo. */
  heading: TypeRange & { height: number; besideLogo: boolean };
  /** Body starts at least here, and this far under the heading. */
  bodyTopMin: number;
  headingGap: number;
  bullets: TypeRange;
  /** The comparison's lists in their cards. */
  columnList: TypeRange;
  /** The contextual image: beside the points (wide pages) or below them (tall pages). */
  image: { placement: 'beside' | 'below'; width: number; height: number };
  /** Title slide: the block's box without a presenter, and its two texts. */
  titleSlide: { rect: Rect; title: TypeRange & { height: number }; subtitle: TypeRange & { height: number; width: number } };
  /** Quote slide: the centred column without a presenter, and the message's type. */
  quote: { rect: Rect; message: TypeRange & { height: number } };
  /** Comparison cards go side by side unless the body is narrower than this (then stacked). */
  columnsMinWidth: number;
}

const LANDSCAPE: PageGeometry = {
  page: { width: SLIDE_WIDTH, height: SLIDE_HEIGHT },
  shape: 'landscape',
  marginX: 140,
  top: 100,
  bodyBottom: 960,
  gutter: 64,
  // The logo slot sits in the top-right corner.
  logoArea: { x: SLIDE_WIDTH - 80 - LOGO_AREA.width, y: 56, width: LOGO_AREA.width, height: LOGO_AREA.height },
  footer: { x: 140, y: 1000, width: SLIDE_WIDTH - 280, height: 60 },
  heading: { height: 190, maxSize: 68, minSize: 42, maxLines: 2, besideLogo: true },
  bodyTopMin: 300,
  headingGap: 84,
  bullets: { maxSize: 44, minSize: 24, maxLines: 3 },
  columnList: { maxSize: 40, minSize: 22, maxLines: 3 },
  image: { placement: 'beside', ...CONTEXTUAL_IMAGE_AREA },
  titleSlide: {
    rect: { x: 140, y: 220, width: 1400, height: 640 },
    title: { height: 380, maxSize: 108, minSize: 56, maxLines: 3 },
    subtitle: { width: 1200, height: 190, maxSize: 40, minSize: 28, maxLines: 3 },
  },
  quote: { rect: { x: 240, y: 200, width: SLIDE_WIDTH - 480, height: 700 }, message: { height: 460, maxSize: 80, minSize: 40, maxLines: 6 } },
  columnsMinWidth: 0,
};

/**
 * 9:16, 1080×1920: one column. The logo has the top-right corner to itself and the heading starts
 * under it, full width; the image goes under the points; the footer sits 60 px above the bottom,
 * clear of phone players' controls at the very edge.
 */
const PORTRAIT: PageGeometry = {
  page: { width: 1080, height: 1920 },
  shape: 'portrait',
  marginX: 80,
  top: 232,
  bodyBottom: 1740,
  gutter: 56,
  logoArea: { x: 1080 - 80 - LOGO_AREA.width, y: 64, width: LOGO_AREA.width, height: LOGO_AREA.height },
  footer: { x: 80, y: 1800, width: 920, height: 60 },
  heading: { height: 260, maxSize: 72, minSize: 44, maxLines: 3, besideLogo: false },
  bodyTopMin: 480,
  headingGap: 72,
  // Decision 165: a 1080 px wide video fills a phone held upright, about 390 pt across, so 32 px
  // shows at about 11.5 pt, above the 11 pt smallest text phone guidelines allow; 26 px was 9.4 pt.
  bullets: { maxSize: 48, minSize: 32, maxLines: 4 },
  columnList: { maxSize: 44, minSize: 32, maxLines: 4 },
  image: { placement: 'below', width: 920, height: 600 },
  titleSlide: {
    rect: { x: 80, y: 300, width: 920, height: 1300 },
    title: { height: 700, maxSize: 112, minSize: 60, maxLines: 5 },
    subtitle: { width: 920, height: 320, maxSize: 44, minSize: 32, maxLines: 4 },
  },
  quote: { rect: { x: 80, y: 260, width: 920, height: 1400 }, message: { height: 900, maxSize: 84, minSize: 44, maxLines: 9 } },
  columnsMinWidth: 960,
};

/**
 * 1:1, 1080×1080: the 16:9 arrangement in less room: heading beside the logo, image beside the
 * points but square, slightly smaller type; the comparison's cards stack when a presenter narrows
 * the body.
 */
const SQUARE: PageGeometry = {
  page: { width: 1080, height: 1080 },
  shape: 'square',
  marginX: 80,
  top: 80,
  bodyBottom: 960,
  gutter: 48,
  logoArea: { x: 1080 - 80 - LOGO_AREA.width, y: 48, width: LOGO_AREA.width, height: LOGO_AREA.height },
  footer: { x: 80, y: 1000, width: 920, height: 60 },
  heading: { height: 160, maxSize: 58, minSize: 36, maxLines: 2, besideLogo: true },
  bodyTopMin: 260,
  headingGap: 64,
  bullets: { maxSize: 40, minSize: 22, maxLines: 3 },
  columnList: { maxSize: 40, minSize: 22, maxLines: 3 },
  image: { placement: 'beside', width: 380, height: 380 },
  titleSlide: {
    rect: { x: 80, y: 170, width: 920, height: 740 },
    title: { height: 440, maxSize: 96, minSize: 52, maxLines: 4 },
    subtitle: { width: 920, height: 200, maxSize: 36, minSize: 26, maxLines: 3 },
  },
  quote: { rect: { x: 100, y: 150, width: 880, height: 780 }, message: { height: 520, maxSize: 68, minSize: 36, maxLines: 7 } },
  columnsMinWidth: 760,
};

const DESIGNS: Record<PageShape, PageGeometry> = { landscape: LANDSCAPE, portrait: PORTRAIT, square: SQUARE };

/** The default page: the spec's 1920×1080 canvas. */
export const DEFAULT_PAGE: PageSize = { width: SLIDE_WIDTH, height: SLIDE_HEIGHT };

/**
 * The geometry for a page: its family's design (pageShape). The published sizes are exactly the
 * designs; a page of another size is laid out on its family's design page (layout.width/height
 * say which), which a caller scales to its canvas as thumbnails do.
 */
export function pageGeometry(page: PageSize = DEFAULT_PAGE): PageGeometry {
  return DESIGNS[pageShape(page)];
}
