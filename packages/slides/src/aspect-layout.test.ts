import { ASPECT_RATIO_IDS, type AspectRatioId, pageSize, presenterBox } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { canvasMeasure } from './draw';
import { layoutSlide, layoutSlidePages, type SlideContent } from './layout';
import type { SlideLayout, TextBlock } from './layout-types';
import { registerSlideFonts } from './node';
import { pageGeometry } from './page-geometry';
import { SAMPLE_SLIDES } from './test-fixtures';
import { fakeMeasure } from './test-measure';
import type { MeasureText, Rect } from './types';

/** The smallest type drawn on any slide: 20 px on a page whose short side is 1080 px. */
const READABLE_PX = 20;

const right = (r: Rect) => r.x + r.width;
const bottom = (r: Rect) => r.y + r.height;
const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && right(inner) <= right(outer) + 0.5 && bottom(inner) <= bottom(outer) + 0.5;
const overlaps = (a: Rect, b: Rect) => a.x < right(b) && b.x < right(a) && a.y < bottom(b) && b.y < bottom(a);

function textBlocks(layout: SlideLayout): TextBlock[] {
  return [layout.title, layout.subtitle, layout.quote, ...layout.bullets, ...layout.columns.flatMap((c) => [c.title, ...c.items])].filter(
    (b): b is TextBlock => b !== null,
  );
}

/** Everything drawn as its own piece: text outside cards, cards, image (with its credit), logo, presenter, footer. */
function pieces(layout: SlideLayout): [string, Rect][] {
  const list: [string, Rect | null | undefined][] = [
    ['title', layout.title?.bounds],
    ['subtitle', layout.subtitle?.bounds],
    ['quote', layout.quote?.bounds],
    ...layout.bullets.map((b, i): [string, Rect] => [`point ${i + 1}`, b.bounds]),
    ...layout.columns.map((c, i): [string, Rect] => [`card ${i + 1}`, c.rect]),
    ['image', layout.image ? { ...layout.image.rect, height: layout.image.rect.height + (layout.image.caption ? 40 : 0) } : null],
    ['logo', layout.logo],
    ['presenter', layout.avatar],
    ['footer', layout.footer],
  ];
  return list.filter((p): p is [string, Rect] => Boolean(p[1]));
}

const long = (n: number) => Array.from({ length: n }, (_, i) => `Point ${i + 1}: ${'a detailed explanation that keeps going '.repeat(3)}`);
const withImage = (s: SlideContent): SlideContent => ({ ...s, contextualImage: SAMPLE_SLIDES[1]?.contextualImage ?? null });
const longText = (s: SlideContent): SlideContent => ({
  ...s,
  title: 'A remarkably long slide title that keeps going and going well past any line',
  description: 'A subtitle that explains a great deal more than a subtitle should, '.repeat(4),
  keyPoints: s.templateId === 'focus-quote' ? ['A message far too long for one slide, which keeps on going. '.repeat(5)] : long(5),
  leftColumnTitle: 'The first column has a heading that is much too long',
  leftColumnPoints: long(5),
  rightColumnTitle: 'The second one too, going on and on for a while',
  rightColumnPoints: long(5),
});
const hostile = (s: SlideContent): SlideContent => ({
  ...s,
  title: 'W'.repeat(240),
  description: `https://example.com/${'x'.repeat(500)}`,
  keyPoints: [`https://example.com/${'y'.repeat(500)}`, '   ', '\u00A0'],
  leftColumnTitle: 'Z'.repeat(200),
  leftColumnPoints: ['Q'.repeat(400)],
  rightColumnPoints: [],
});

type Variant = { name: string; slide: (s: SlideContent) => SlideContent; avatar?: boolean; logo?: boolean };
const VARIANTS: Variant[] = [
  { name: 'no image', slide: (s) => ({ ...s, contextualImage: null }) },
  { name: 'image', slide: withImage },
  {
    name: 'image and credit',
    slide: (s) =>
      withImage({
        ...s,
        contextualImage: { url: 'https://img.example/a.jpg', keywords: ['a'], source: 'unsplash', attribution: { author: 'Ana', source: 'Unsplash' } },
      }),
  },
  { name: 'presenter', slide: (s) => ({ ...s, avatarVisible: true }), avatar: true },
  { name: 'logo', slide: withImage, logo: true },
  { name: 'long text', slide: (s) => withImage(longText(s)) },
  { name: 'long text, logo and presenter', slide: (s) => longText({ ...s, avatarVisible: true }), avatar: true, logo: true },
  { name: 'long text, logo and image', slide: (s) => withImage(longText(s)), logo: true },
  { name: 'hostile text', slide: (s) => withImage(hostile(s)), logo: true },
  { name: 'hostile text with presenter', slide: (s) => hostile({ ...s, avatarVisible: true }), avatar: true, logo: true },
];

registerSlideFonts();
const MEASURES: [string, MeasureText][] = [
  ['fixed-width measure', fakeMeasure],
  ['real fonts', canvasMeasure(createCanvas(8, 8).getContext('2d'))],
];

function expectClean(layout: SlideLayout, aspect: AspectRatioId) {
  const page = pageSize(aspect);
  const pageRect = { x: 0, y: 0, ...page };
  expect([layout.width, layout.height]).toEqual([page.width, page.height]);
  for (const block of textBlocks(layout)) {
    const what = block.lines[0]?.text ?? '(empty)';
    expect(inside(block.bounds, block.rect), `${what} leaves its box`).toBe(true);
    for (const line of block.lines) {
      expect(line.x, what).toBeGreaterThanOrEqual(block.rect.x - 0.5);
      expect(line.x + line.width, what).toBeLessThanOrEqual(right(block.rect) + 0.5);
    }
    expect(bottom(block.bounds), `${what} runs into the footer`).toBeLessThanOrEqual(layout.footer.y);
    expect(block.fontSize, `${what} is too small to read`).toBeGreaterThanOrEqual(READABLE_PX);
  }
  for (const column of layout.columns) for (const block of [column.title, ...column.items]) if (block) expect(inside(block.bounds, column.rect)).toBe(true);
  const all = pieces(layout);
  for (const [name, rect] of all) expect(inside(rect, pageRect), `${name} leaves the page`).toBe(true);
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const [a, ra] = all[i] as [string, Rect];
      const [b, rb] = all[j] as [string, Rect];
      expect(overlaps(ra, rb), `${a} overlaps ${b}`).toBe(false);
    }
  }
}

describe.each(MEASURES)('every template in every shape lays out cleanly (%s)', (_, measure) => {
  for (const aspect of ASPECT_RATIO_IDS) {
    for (const sample of SAMPLE_SLIDES) {
      it.each(VARIANTS.map((v) => [v.name, v] as const))(`${aspect} ${sample.templateId}: %s`, (_name, variant) => {
        const slide = variant.slide(sample);
        const layout = layoutSlide(slide, {
          measure,
          page: pageSize(aspect),
          avatar: variant.avatar ?? false,
          logo: variant.logo ? { width: 400, height: 160 } : null,
        });
        expectClean(layout, aspect);
        if (variant.avatar) expect(layout.avatar).toEqual(presenterBox(sample.templateId, pageSize(aspect)));
        // The points are all there, over as many pages as they need (decision 165), whatever the shape.
        const pages = layoutSlidePages(slide, {
          measure,
          page: pageSize(aspect),
          avatar: variant.avatar ?? false,
          logo: variant.logo ? { width: 400, height: 160 } : null,
        });
        for (const page of pages) expectClean(page, aspect);
        if (sample.templateId === 'bullet-points') {
          const started = pages.flatMap((p) => p.bullets.filter((b) => !b.carried));
          expect(started.length).toBe((slide.keyPoints ?? []).filter((p) => p.trim()).length);
        }
      });
    }
  }
});

describe('shape-specific arrangement (decision 143)', () => {
  const sample = (id: string) => SAMPLE_SLIDES.find((s) => s.templateId === id) as SlideContent;
  const lay = (slide: SlideContent, aspect: AspectRatioId, extra: { avatar?: boolean; logo?: boolean } = {}) =>
    layoutSlide(slide, { measure: fakeMeasure, page: pageSize(aspect), avatar: extra.avatar ?? false, logo: extra.logo ? { width: 400, height: 160 } : null });

  it('puts the image below the points on 9:16 and beside them on 1:1 and 16:9', () => {
    const vertical = lay(sample('bullet-points'), '9:16');
    const last = vertical.bullets.at(-1) as TextBlock;
    expect(vertical.image?.rect.y).toBeGreaterThan(bottom(last.bounds));
    expect(vertical.image?.rect.width).toBe(pageGeometry(pageSize('9:16')).image.width);
    for (const aspect of ['1:1', '16:9'] as const) {
      const layout = lay(sample('bullet-points'), aspect);
      for (const item of layout.bullets) expect(right(item.bounds)).toBeLessThan(layout.image?.rect.x as number);
    }
  });

  it('lets the image give way to many points on 9:16 rather than shrinking them to the minimum', () => {
    const few = lay(sample('bullet-points'), '9:16');
    const many = lay({ ...sample('bullet-points'), keyPoints: long(5) }, '9:16');
    expect(many.image?.rect.height).toBeLessThan(few.image?.rect.height as number);
    expect(many.bullets[0]?.fontSize).toBeGreaterThan(pageGeometry(pageSize('9:16')).bullets.minSize);
  });

  it('stacks the comparison cards on 9:16 and beside a square presenter, side by side on an open square', () => {
    const stacked = (layout: SlideLayout) => (layout.columns[1]?.rect.y as number) > bottom(layout.columns[0]?.rect as Rect);
    expect(stacked(lay(sample('split-content'), '9:16'))).toBe(true);
    expect(stacked(lay({ ...sample('split-content'), avatarVisible: true }, '1:1', { avatar: true }))).toBe(true);
    expect(stacked(lay(sample('split-content'), '1:1'))).toBe(false);
    expect(stacked(lay(sample('split-content'), '16:9'))).toBe(false);
  });

  it('keeps 9:16 headings under the logo and square headings beside it', () => {
    const vertical = lay({ ...sample('bullet-points'), title: 'Wide title '.repeat(12) }, '9:16', { logo: true });
    expect(vertical.title?.bounds.y).toBeGreaterThan(bottom(vertical.logo as Rect));
    expect(vertical.title?.rect.width).toBe(1080 - 2 * 80);
    const square = lay({ ...sample('bullet-points'), title: 'Wide title '.repeat(12) }, '1:1', { logo: true });
    expect(right(square.title?.rect as Rect)).toBeLessThan(square.logo?.x as number);
  });

  it('puts 9:16 content above the presenter and 1:1 body text left of it', () => {
    for (const slide of SAMPLE_SLIDES) {
      const vertical = lay({ ...slide, avatarVisible: true }, '9:16', { avatar: true });
      for (const block of textBlocks(vertical)) expect(bottom(block.bounds)).toBeLessThanOrEqual(vertical.avatar?.y as number);
      const square = lay({ ...slide, avatarVisible: true, keyPoints: long(4) }, '1:1', { avatar: true });
      for (const block of [...square.bullets, ...square.columns.map((c) => ({ bounds: c.rect }))]) {
        expect(right(block.bounds)).toBeLessThanOrEqual(square.avatar?.x as number);
      }
    }
  });
});
