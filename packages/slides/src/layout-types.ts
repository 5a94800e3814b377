import type { KeyVisual, SlideTemplateId } from '@lectern/core';
import type { Rect } from './types';

/** One wrapped line; `y` is the alphabetic baseline. */
export interface TextLine {
  text: string;
  x: number;
  y: number;
  width: number;
}

/** Wrapped text placed inside `rect`; `bounds` is the space the lines really take. */
export interface TextBlock {
  rect: Rect;
  bounds: Rect;
  font: string;
  fontSize: number;
  lineHeight: number;
  /** 'right': a right-to-left slide's text, set from the right edge of its box (decision 188). */
  align: 'left' | 'center' | 'right';
  /** Drawn right to left (Arabic, Hebrew, Persian, Urdu; decision 188); left to right when absent. */
  direction?: 'rtl';
  lines: TextLine[];
}

export interface BulletItem extends TextBlock {
  /** Centre of the accent marker, on the first line. */
  marker: { x: number; y: number; radius: number };
  /** The rest of a point begun on the page before (decision 165): drawn without its marker. */
  carried?: boolean;
  /** Which of the slide's points this is (revealPoints order), for points appearing as they are spoken (decision 170). */
  point?: number;
}

export interface ColumnLayout {
  /** The column card. */
  rect: Rect;
  title: TextBlock | null;
  items: BulletItem[];
  /** Which column of the comparison (0 left, 1 right) when a page shows one alone (decision 165). */
  side?: number;
}

export interface ImagePlacement {
  rect: Rect;
  url: string;
  keyword: string;
  /** Credit line for stock photos, drawn under the image. */
  caption: string | null;
  /** What the box drawn when the picture cannot be says, in the slide's words (decision 188); "Image Unavailable" when absent. */
  unavailable?: string;
  /** The slide's designed visual, drawn in the picture's place when it has no picture (decision 173); `url` is empty then. */
  visual?: KeyVisual;
}

/** Plain, serialisable result of layoutSlide: everything drawSlide needs to place. */
export interface SlideLayout {
  templateId: SlideTemplateId;
  width: number;
  height: number;
  /** Title and quote slides sit on the theme gradient; content slides on the background colour. */
  background: 'gradient' | 'solid';
  /** The area text is kept inside (clear of the presenter, image and logo). */
  contentArea: Rect;
  title: TextBlock | null;
  subtitle: TextBlock | null;
  quote: TextBlock | null;
  bullets: BulletItem[];
  columns: ColumnLayout[];
  image: ImagePlacement | null;
  logo: Rect | null;
  avatar: Rect | null;
  footer: Rect;
  /**
   * Which page of the slide this is, and how many it has in this shape (decision 165): text that
   * does not fit at the smallest readable size goes on over "(continued)" pages.
   */
  part: number;
  parts: number;
  /** A right-to-left slide (decision 188): its text right-aligned, its points' markers on the right. */
  direction?: 'rtl';
}
