import { AVATAR_AREA, BOTTOM_RIGHT_PRESENTER, CONTEXTUAL_IMAGE_AREA, MAX_BULLET_POINTS, presenterBox, SLIDE_HEIGHT, SLIDE_WIDTH } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { illustrationUrl } from './illustration-url';
import { GEOMETRY, layoutSlide, layoutSlidePages, logoRect, type SlideContent } from './layout';
import type { SlideLayout, TextBlock } from './layout-types';
import { SAMPLE_SLIDES } from './test-fixtures';
import { fakeMeasure } from './test-measure';
import type { Rect } from './types';

const measure = fakeMeasure;
const sample = (templateId: SlideContent['templateId']) => SAMPLE_SLIDES.find((s) => s.templateId === templateId) as SlideContent;

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

/** Every text block stays in its box and every line within the block's width. */
function expectNoOverflow(layout: SlideLayout) {
  for (const block of textBlocks(layout)) {
    expect(inside(block.bounds, block.rect), `${block.lines[0]?.text} overflows`).toBe(true);
    for (const line of block.lines) {
      expect(line.x).toBeGreaterThanOrEqual(block.rect.x - 0.5);
      expect(line.x + line.width).toBeLessThanOrEqual(right(block.rect) + 0.5);
    }
    expect(inside(block.bounds, { x: 0, y: 0, width: SLIDE_WIDTH, height: GEOMETRY.footer.y })).toBe(true);
  }
}

const long = (n: number) => Array.from({ length: n }, (_, i) => `Point ${i + 1}: ${'a detailed explanation that keeps going '.repeat(3)}`);

describe('layoutSlide: content slides', () => {
  it('shows at most five key points (spec 001 §9)', () => {
    const layout = layoutSlide({ ...sample('bullet-points'), keyPoints: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] }, { measure });
    expect(layout.bullets).toHaveLength(MAX_BULLET_POINTS);
    expect(layout.bullets.map((b) => b.lines[0]?.text)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('drops blank points and wraps long ones on several lines', () => {
    const layout = layoutSlide({ ...sample('bullet-points'), keyPoints: ['  ', long(1)[0] as string, 'Short'] }, { measure });
    expect(layout.bullets).toHaveLength(2);
    expect(layout.bullets[0]?.lines.length).toBeGreaterThan(1);
    expectNoOverflow(layout);
  });

  it('shrinks the font for more text, sharing one size across points, and never overflows', () => {
    const few = layoutSlide({ ...sample('bullet-points'), keyPoints: ['One idea', 'Another idea'] }, { measure });
    const many = layoutSlide({ ...sample('bullet-points'), keyPoints: long(5) }, { measure });
    expect(many.bullets[0]?.fontSize).toBeLessThan(few.bullets[0]?.fontSize as number);
    expect(new Set(many.bullets.map((b) => b.fontSize)).size).toBe(1);
    for (const layout of [few, many]) {
      expectNoOverflow(layout);
      const last = layout.bullets.at(-1) as TextBlock;
      expect(bottom(last.bounds)).toBeLessThanOrEqual(GEOMETRY.bodyBottom);
    }
  });

  it('flows points that do not fit at the smallest size onto "(continued)" pages, whole and uncut (decision 165)', () => {
    const points = long(5).map((p) => p.repeat(3));
    const pages = layoutSlidePages({ ...sample('bullet-points'), keyPoints: points }, { measure });
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.map((p) => [p.part, p.parts])).toEqual(pages.map((_, i) => [i, pages.length]));
    expect(pages[1]?.title?.lines.map((l) => l.text).join(' ')).toBe('Why security matters to every team (continued)');
    const shown = pages.flatMap((p) => p.bullets.flatMap((b) => b.lines.map((l) => l.text)));
    expect(shown.join(' ')).toBe(points.map((p) => p.trim().replace(/\s+/g, ' ')).join(' '));
    for (const page of pages) {
      expectNoOverflow(page);
      expect(page.bullets.every((b) => b.fontSize >= GEOMETRY.bullets.minSize)).toBe(true);
    }
    expect(shown.some((l) => l.includes('…'))).toBe(false);
  });

  it('flows a sixth point onto a continuation page rather than dropping it', () => {
    const pages = layoutSlidePages({ ...sample('bullet-points'), keyPoints: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, { measure });
    expect(pages.map((p) => p.bullets.map((b) => b.lines[0]?.text))).toEqual([
      ['a', 'b', 'c', 'd', 'e'],
      ['f', 'g'],
    ]);
  });

  it('shrinks a long title to the minimum before it takes a third line, and never cuts it', () => {
    const text = 'A remarkably long slide title '.repeat(5).trim();
    const layout = layoutSlide({ ...sample('bullet-points'), title: text }, { measure });
    expect(layout.title?.fontSize).toBe(GEOMETRY.heading.minSize);
    expect(layout.title?.lines.map((l) => l.text).join(' ')).toBe(text);
    expectNoOverflow(layout);
    // The points start below the title.
    expect(layout.bullets[0]?.bounds.y).toBeGreaterThan(bottom(layout.title?.bounds as Rect));
    const shorter = layoutSlide({ ...sample('bullet-points'), title: 'A remarkably long slide title '.repeat(3) }, { measure });
    expect(shorter.title?.lines.length).toBeLessThanOrEqual(2);
    expect(shorter.title?.fontSize).toBeLessThan(68);
  });

  it('places the 650×500 contextual image beside the points', () => {
    const layout = layoutSlide(sample('bullet-points'), { measure });
    expect(layout.image?.rect).toMatchObject(CONTEXTUAL_IMAGE_AREA);
    expect(layout.image?.keyword).toBe('data security');
    for (const item of layout.bullets) expect(overlaps(item.bounds, layout.image?.rect as Rect)).toBe(false);
    expect(inside(layout.image?.rect as Rect, { x: 0, y: 0, width: SLIDE_WIDTH, height: GEOMETRY.footer.y })).toBe(true);
  });

  it('draws no image after "No Image" and none without an image', () => {
    expect(layoutSlide({ ...sample('bullet-points'), userSelectedNoImage: true }, { measure }).image).toBeNull();
    expect(layoutSlide({ ...sample('bullet-points'), contextualImage: null }, { measure }).image).toBeNull();
  });

  it('credits stock photos under the image', () => {
    const slide = {
      ...sample('bullet-points'),
      contextualImage: {
        url: 'https://images.example/photo.jpg',
        keywords: ['office'],
        source: 'unsplash' as const,
        attribution: { author: 'Ana Ruiz', source: 'Unsplash' },
      },
    };
    expect(layoutSlide(slide, { measure }).image).toMatchObject({ caption: 'Photo: Ana Ruiz / Unsplash', keyword: 'office' });
  });

  it('falls back to the description when a content slide has no points', () => {
    const layout = layoutSlide({ ...sample('bullet-points'), keyPoints: [], description: 'Only a description' }, { measure });
    expect(layout.bullets.map((b) => b.lines[0]?.text)).toEqual(['Only a description']);
  });
});

describe('layoutSlide: presenter area (spec 001 §9: 720×800 at x 1200, y 200; comparison bottom-right)', () => {
  for (const slide of SAMPLE_SLIDES) {
    it(`keeps ${slide.templateId} text, columns and footer clear of the presenter`, () => {
      const layout = layoutSlide({ ...slide, avatarVisible: true, keyPoints: [...slide.keyPoints, ...long(3)] }, { measure, avatar: true });
      const box = presenterBox(slide.templateId);
      expect(layout.avatar).toEqual(box);
      for (const block of textBlocks(layout)) expect(overlaps(block.bounds, box), block.lines[0]?.text).toBe(false);
      for (const column of layout.columns) expect(overlaps(column.rect, box)).toBe(false);
      expect(overlaps(layout.footer, box)).toBe(false);
      expect(layout.image).toBeNull();
      expectNoOverflow(layout);
    });
  }

  it('stands the content presenter in the spec area on the frame bottom and the comparison presenter bottom-right, columns beside it', () => {
    // Decision 172: the spec's 720×800 area at x 1200, lowered so the bust meets the frame's bottom edge.
    expect(layoutSlide({ ...sample('bullet-points'), avatarVisible: true }, { measure, avatar: true }).avatar).toEqual({
      ...AVATAR_AREA,
      y: SLIDE_HEIGHT - AVATAR_AREA.height,
    });
    const split = layoutSlide(
      { ...sample('split-content'), avatarVisible: true, leftColumnPoints: long(2), rightColumnPoints: long(2) },
      { measure, avatar: true },
    );
    expect(split.avatar).toEqual(BOTTOM_RIGHT_PRESENTER);
    expect(split.columns).toHaveLength(2);
    for (const column of split.columns) {
      expect(right(column.rect)).toBeLessThanOrEqual(BOTTOM_RIGHT_PRESENTER.x);
      for (const item of column.items) expect(overlaps(item.bounds, BOTTOM_RIGHT_PRESENTER)).toBe(false);
    }
    // The comparison heading is above the corner presenter, so it keeps the full width.
    expect(split.title?.rect.width).toBe(SLIDE_WIDTH - 2 * GEOMETRY.marginX);
    expectNoOverflow(split);
  });

  it('reserves nothing when the slide hides the presenter or the video has none', () => {
    expect(layoutSlide({ ...sample('bullet-points'), avatarVisible: false }, { measure, avatar: true }).avatar).toBeNull();
    expect(layoutSlide({ ...sample('bullet-points'), avatarVisible: true }, { measure }).avatar).toBeNull();
  });
});

describe('logo (spec 001 §9: 200×120, no more than 120 px high)', () => {
  const area = GEOMETRY.logoArea;
  it.each([
    [1000, 1000, 120, 120],
    [800, 200, 200, 50],
    [300, 600, 60, 120],
    [40, 24, 200, 120],
  ])('fits %i×%i as %i×%i, keeping its aspect, in the top-right corner', (w, h, ew, eh) => {
    const rect = logoRect({ width: w, height: h });
    expect([rect.width, rect.height]).toEqual([ew, eh]);
    expect(rect.height).toBeLessThanOrEqual(120);
    expect(inside(rect, area)).toBe(true);
    expect(right(rect)).toBe(right(area));
  });

  it('keeps titles clear of the logo', () => {
    for (const slide of SAMPLE_SLIDES) {
      const layout = layoutSlide({ ...slide, title: 'Wide title '.repeat(12) }, { measure, logo: { width: 400, height: 100 } });
      for (const block of textBlocks(layout)) expect(overlaps(block.bounds, layout.logo as Rect)).toBe(false);
    }
  });
});

describe('layoutSlide: split-content', () => {
  it('lays out two titled columns side by side with one list size', () => {
    const layout = layoutSlide(sample('split-content'), { measure });
    const [left, rightColumn] = layout.columns;
    expect(layout.columns).toHaveLength(2);
    expect(left?.title?.lines[0]?.text).toBe('Before');
    expect(rightColumn?.title?.lines[0]?.text).toBe('After');
    expect(left?.items).toHaveLength(3);
    expect(rightColumn?.items).toHaveLength(3);
    expect(overlaps(left?.rect as Rect, rightColumn?.rect as Rect)).toBe(false);
    expect(right(left?.rect as Rect)).toBeLessThan(rightColumn?.rect.x as number);
    expect(left?.items[0]?.fontSize).toBe(rightColumn?.items[0]?.fontSize);
    for (const column of layout.columns) for (const item of column.items) expect(inside(item.bounds, column.rect)).toBe(true);
    expectNoOverflow(layout);
  });

  it('splits key points when the column fields are missing; a crowded comparison shows each column on its own pages', () => {
    const layout = layoutSlide({ templateId: 'split-content', title: 'Options', keyPoints: ['a', 'b', 'c'] }, { measure });
    expect(layout.columns.map((c) => c.items.length)).toEqual([2, 1]);
    const crowded = layoutSlidePages({ ...sample('split-content'), leftColumnPoints: long(8) }, { measure });
    expect(crowded.length).toBeGreaterThan(1);
    for (const page of crowded) {
      expectNoOverflow(page);
      expect(page.columns).toHaveLength(1);
      expect(page.columns[0]?.items.filter((i) => !i.carried).length).toBeLessThanOrEqual(MAX_BULLET_POINTS);
    }
    const left = crowded.filter((p) => p.columns[0]?.side === 0).flatMap((p) => p.columns[0]?.items ?? []);
    expect(left.filter((i) => !i.carried)).toHaveLength(8);
    expect(crowded.at(-1)?.columns[0]?.side).toBe(1);
  });
});

describe('layoutSlide: title and quote slides', () => {
  it('shows the title with the description as subtitle, on the gradient', () => {
    const layout = layoutSlide(sample('title-slide'), { measure });
    expect(layout.background).toBe('gradient');
    expect(layout.title?.lines.map((l) => l.text).join(' ')).toBe('Building a Culture of Data Security');
    expect(layout.subtitle?.lines.map((l) => l.text).join(' ')).toContain('practical guide');
    expect(layout.subtitle?.bounds.y).toBeGreaterThan(bottom(layout.title?.bounds as Rect));
    expectNoOverflow(layout);
  });

  it('centres one big message: the first key point, captioned by the title', () => {
    const layout = layoutSlide(sample('focus-quote'), { measure });
    expect(layout.quote?.lines.map((l) => l.text).join(' ')).toBe(sample('focus-quote').keyPoints?.[0]);
    expect(layout.subtitle?.lines[0]?.text).toBe('THE ONE RULE TO REMEMBER');
    for (const line of layout.quote?.lines ?? []) {
      const centre = line.x + line.width / 2;
      expect(Math.abs(centre - SLIDE_WIDTH / 2)).toBeLessThan(1);
    }
    expectNoOverflow(layout);
  });

  it('uses the description, then the title, when a quote slide has no points', () => {
    const fromDescription = layoutSlide({ templateId: 'focus-quote', title: 'Rule', description: 'Ship small changes' }, { measure });
    expect(fromDescription.quote?.lines[0]?.text).toBe('Ship small changes');
    const fromTitle = layoutSlide({ templateId: 'focus-quote', title: 'Ship small changes' }, { measure });
    expect(fromTitle.quote?.lines[0]?.text).toBe('Ship small changes');
    expect(fromTitle.subtitle).toBeNull();
  });
});

describe('layoutSlide: general', () => {
  it('is plain data (serialisable) on the 1920×1080 canvas', () => {
    for (const slide of SAMPLE_SLIDES) {
      const layout = layoutSlide(slide, { measure, logo: { width: 300, height: 100 } });
      expect(JSON.parse(JSON.stringify(layout))).toEqual(layout);
      expect([layout.width, layout.height]).toEqual([SLIDE_WIDTH, SLIDE_HEIGHT]);
    }
  });

  it('treats an unknown template as a content slide', () => {
    const layout = layoutSlide({ templateId: 'mystery' as SlideContent['templateId'], title: 'Hello', keyPoints: ['One'] }, { measure });
    expect(layout.templateId).toBe('bullet-points');
    expect(layout.bullets).toHaveLength(1);
  });

  it('references generated illustrations by keyword', () => {
    const layout = layoutSlide(
      { ...sample('bullet-points'), contextualImage: { url: illustrationUrl('Team Growth'), keywords: [], source: 'generated' } },
      { measure },
    );
    expect(layout.image?.keyword).toBe('team growth');
  });
});
