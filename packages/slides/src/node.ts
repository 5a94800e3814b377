/**
 * Server entry: draws slides with @napi-rs/canvas for the video pipeline. Not imported by the
 * browser bundle (use `@lectern/slides/node`).
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { slideWords } from '@lectern/core';
import { createCanvas, loadImage as decodeImage, GlobalFonts, type Image } from '@napi-rs/canvas';
import { type DrawOptions, drawLayout, drawSlide, slidePages } from './draw';
import { FONT_FAMILIES } from './fonts';
import { currentIconSet, registerIconSet } from './icons/icon-set';
import { ICON_SET_DATA } from './icons/icon-set-data';
import type { SlideContent } from './layout';
import type { SlideLayout } from './layout-types';
import { pageGeometry } from './page-geometry';
import { SCRIPT_FONTS, type ScriptFontId, scriptFontsFor, slideFontText } from './script-fonts';

export { placedCaptionCues, renderBurnedCaptionRgba } from './burned-caption-rgba';
export { renderPresenterPng } from './presenter/presenter-png';
export { revealBaseLayout, type SlideMotionAreas, slideMotionAreas } from './slide-motion-areas';
export { slideTextRects } from './slide-text-rects';

const require = createRequire(import.meta.url);

/** The @fontsource files behind SLIDE_FONT_FACES; every script subset so translated slides draw. */
const FONT_FILES: { pkg: string; prefix: string; family: string; faces: string[]; subsets: string[] }[] = [
  {
    pkg: '@fontsource/inter',
    prefix: 'inter',
    family: FONT_FAMILIES.sans,
    faces: ['400-normal', '500-normal', '600-normal', '700-normal', '800-normal'],
    subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'],
  },
  {
    pkg: '@fontsource/merriweather',
    prefix: 'merriweather',
    family: FONT_FAMILIES.serif,
    faces: ['400-italic', '700-normal'],
    subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'],
  },
];

let registered = false;

/**
 * Registers the shipped fonts once per process. STACK.md: without a registered font,
 * @napi-rs/canvas silently draws no text.
 */
export function registerSlideFonts(): void {
  if (registered) return;
  for (const font of FONT_FILES) {
    const dir = dirname(require.resolve(`${font.pkg}/files/${font.prefix}-latin-${font.faces[0]}.woff2`));
    for (const face of font.faces) {
      for (const subset of font.subsets) {
        const key = GlobalFonts.registerFromPath(join(dir, `${font.prefix}-${subset}-${face}.woff2`), font.family);
        if (!key && subset === 'latin') throw new Error(`Could not register the ${font.family} ${face} font`);
      }
    }
  }
  registered = true;
}

/** For each script font, the file of the subset slice that holds each character (its @fontsource unicode.json). */
const sliceFiles = new Map<ScriptFontId, Map<number, string>>();
const registeredSlices = new Set<string>();

function slicesOf(id: ScriptFontId): Map<number, string> {
  const known = sliceFiles.get(id);
  if (known) return known;
  const font = SCRIPT_FONTS[id];
  const root = dirname(require.resolve(`${font.pkg}/package.json`));
  const name = font.pkg.split('/')[1] as string;
  const slices = JSON.parse(readFileSync(join(root, 'unicode.json'), 'utf8')) as Record<string, string>;
  const owner = new Map<number, string>();
  for (const [slice, ranges] of Object.entries(slices)) {
    const file = join(root, 'files', `${name}-${slice.replace(/^\[|\]$/g, '')}-wght-normal.woff2`);
    for (const range of ranges.split(',')) {
      const [from, to] = range.trim().replace(/^U\+/i, '').split('-');
      const low = Number.parseInt(from as string, 16);
      const high = to ? Number.parseInt(to, 16) : low;
      for (let point = low; point <= high; point++) if (!owner.has(point)) owner.set(point, file);
    }
  }
  sliceFiles.set(id, owner);
  return owner;
}

/**
 * Registers the script fonts (decision 188) `text` needs, under the family name their
 * @fontsource-variable stylesheets give the browser (every weight is in one variable file per
 * subset slice). Only the slices holding the text's characters are read, each once per process,
 * as the browser fetches only those of its unicode-range: a Latin slide reads none, and the
 * canvas looks a character up among the few slices registered rather than a CJK face's hundred.
 */
export function registerFontsFor(text: string, language?: string): void {
  registerSlideFonts();
  const ids = scriptFontsFor(text, language);
  if (!ids.length) return;
  const points = new Set<number>();
  for (const char of text) {
    const point = char.codePointAt(0) as number;
    if (point > 0x7f) points.add(point);
  }
  for (const id of ids) {
    const owner = slicesOf(id);
    for (const point of points) {
      const file = owner.get(point);
      if (!file || registeredSlices.has(file)) continue;
      registeredSlices.add(file);
      if (!GlobalFonts.registerFromPath(file, SCRIPT_FONTS[id].family)) throw new Error(`Could not register the ${SCRIPT_FONTS[id].family} font`);
    }
  }
}

/** The text a laid-out page draws. */
const layoutText = (layout: SlideLayout) =>
  [layout.title, layout.subtitle, layout.quote, ...layout.bullets, ...layout.columns.flatMap((c) => [c.title, ...c.items])]
    .flatMap((block) => block?.lines.map((line) => line.text) ?? [])
    .join(' ');

/** Decodes an uploaded image (PNG, JPEG, WebP, GIF, SVG) for drawing. */
export const loadImage = (data: Buffer | Uint8Array): Promise<Image> => decodeImage(Buffer.from(data));

export interface RgbaFrame {
  /** Straight (not premultiplied) RGBA, row by row, width × height × 4 bytes. */
  data: Buffer;
  width: number;
  height: number;
}

/** Frames and PNGs are the size of `options.page` (pageSize(aspect)), 1920×1080 without one. */
export interface NodeRenderer {
  renderSlideRgba(slide: SlideContent, options: DrawOptions): RgbaFrame;
  /**
   * Decision 170: the slide (page `options.part`) with each of these numbers of points revealed,
   * the same pixels as renderSlideRgba with `revealed`, drawn on one canvas.
   */
  renderRevealRgba(slide: SlideContent, options: DrawOptions, revealed: readonly number[]): RgbaFrame[];
  /** Draws a layout from slidePages as it is (decision 171: a title slide's background without its title). */
  renderLayoutRgba(layout: SlideLayout, options: DrawOptions): RgbaFrame;
  renderSlidePng(slide: SlideContent, options: DrawOptions): Promise<Buffer>;
  /** The slide's pages in this shape (decision 165): render each with `options.part`. */
  slidePages(slide: SlideContent, options: Omit<DrawOptions, 'theme' | 'slideNumber' | 'totalSlides'>): SlideLayout[];
  loadImage: typeof loadImage;
}

function drawToCanvas(slide: SlideContent, options: DrawOptions) {
  registerFontsFor(slideFontText(slide, options.language), options.language);
  // The layout's own page: a page of an unpublished size is drawn on its family's (pageGeometry).
  const { width, height } = pageGeometry(options.page).page;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  drawSlide(ctx, slide, options);
  return { canvas, ctx, width, height };
}

/** The server has the icon data at hand: offline pictures draw without waiting (decision 114). */
export function registerIllustrationIcons(): void {
  if (!currentIconSet()) registerIconSet(ICON_SET_DATA);
}

export function createNodeRenderer(): NodeRenderer {
  registerSlideFonts();
  // Text is measured on a small canvas of its own: layouts need no page-sized one.
  const measuring = createCanvas(8, 8);
  registerIllustrationIcons();
  return {
    renderSlideRgba(slide, options) {
      const { ctx, width, height } = drawToCanvas(slide, options);
      const image = ctx.getImageData(0, 0, width, height);
      return { data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), width, height };
    },
    renderRevealRgba(slide, options, revealed) {
      registerFontsFor(slideFontText(slide, options.language), options.language);
      // One page-sized canvas for every state: allocating a 1080p canvas costs more than drawing on it.
      const { width, height } = pageGeometry(options.page).page;
      const ctx = createCanvas(width, height).getContext('2d');
      return revealed.map((count) => {
        ctx.clearRect(0, 0, width, height);
        drawSlide(ctx, slide, { ...options, revealed: count });
        const image = ctx.getImageData(0, 0, width, height);
        return { data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), width, height };
      });
    },
    renderLayoutRgba(layout, options) {
      registerFontsFor(`${layoutText(layout)} ${slideWords(options.language).imageUnavailable}`, options.language);
      const canvas = createCanvas(layout.width, layout.height);
      const ctx = canvas.getContext('2d');
      drawLayout(ctx, layout, options);
      const image = ctx.getImageData(0, 0, layout.width, layout.height);
      return { data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: layout.width, height: layout.height };
    },
    async renderSlidePng(slide, options) {
      const { canvas } = drawToCanvas(slide, options);
      return canvas.encode('png');
    },
    slidePages(slide, options) {
      registerFontsFor(slideFontText(slide, options.language), options.language);
      return slidePages(measuring.getContext('2d'), slide, options);
    },
    loadImage,
  };
}
