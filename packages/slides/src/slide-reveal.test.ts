import { ASPECT_RATIO_IDS, pageSize, THEMES, themeById } from '@lectern/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DrawOptions } from './draw';
import type { SlideContent } from './layout';
import type { BulletItem, SlideLayout } from './layout-types';
import { createNodeRenderer, type NodeRenderer } from './node';
import { slideReveal } from './slide-reveal';
import { CROWDED_SLIDES, SAMPLE_SLIDES } from './test-fixtures';
import { diffShare, type Pixels } from './test-pixels';
import type { Rect } from './types';

let renderer: NodeRenderer;
beforeAll(() => {
  renderer = createNodeRenderer();
});

const bullets = SAMPLE_SLIDES.find((s) => s.templateId === 'bullet-points')!;
const comparison = SAMPLE_SLIDES.find((s) => s.templateId === 'split-content')!;

function draw(slide: SlideContent, extra: Partial<DrawOptions>): Pixels {
  return renderer.renderSlideRgba(slide, { theme: themeById('corporate-blue'), slideNumber: 2, totalSlides: 6, ...extra });
}

const items = (layout: SlideLayout): BulletItem[] => [...layout.columns.flatMap((c) => c.items), ...layout.bullets];
/** A point's text and marker, a little wider for anti-aliasing and the marker's halo. */
const regionOf = (item: BulletItem): Rect => {
  const left = item.marker.x - item.marker.radius * 2.5;
  return { x: left, y: item.bounds.y - 4, width: item.bounds.x + item.bounds.width - left + 4, height: item.bounds.height + 8 };
};

describe('points appear as they are spoken: the drawing (decision 170)', () => {
  // Every shape for the bullets; the comparison side by side (16:9) and stacked (9:16).
  const cases = [
    ...ASPECT_RATIO_IDS.map((aspect) => ({ aspect, slide: bullets })),
    ...(['16:9', '9:16'] as const).map((aspect) => ({ aspect, slide: comparison })),
  ];
  for (const { aspect, slide } of cases) {
    it(`${slide.templateId} on ${aspect}: a point is not drawn before its time and is drawn from it, and nothing moves`, () => {
      const page = pageSize(aspect);
      const layout = renderer.slidePages(slide, { page })[0] as SlideLayout;
      const { points, pages } = slideReveal(slide, [layout]);
      expect(pages[0]).toEqual(points.map((_, i) => i));
      const frames = Array.from({ length: points.length + 1 }, (_, revealed) => draw(slide, { page, revealed }));
      const title = layout.title?.bounds as Rect;
      for (const [index, item] of items(layout).entries()) {
        const region = regionOf(item);
        const point = item.point as number;
        expect(point).toBe(index);
        // Not drawn while the narration has not reached it: the same pixels as before anything of it
        // showed (a comparison's card appears with its first point, decision 193).
        const card = layout.columns.find((c) => c.items.includes(item));
        const cardFrom = card ? Math.min(...card.items.map((i) => i.point as number)) : point;
        expect(diffShare(frames[point === cardFrom ? 0 : cardFrom + 1]!, frames[point]!, 32, region)).toBe(0);
        // Drawn from its time, emphasised while spoken, still there (less emphasised) after.
        expect(diffShare(frames[point]!, frames[point + 1]!, 32, region)).toBeGreaterThan(0.02);
        if (point + 2 < frames.length) {
          expect(diffShare(frames[point + 1]!, frames[point + 2]!, 32, region)).toBeGreaterThan(0.005);
          expect(diffShare(frames[0]!, frames[point + 2]!, 32, region)).toBeGreaterThan(0.02);
        }
      }
      // The title and the rest of the slide are there from the start.
      expect(diffShare(frames[0]!, frames.at(-1)!, 8, title)).toBe(0);
      expect(diffShare(frames[0]!, draw(slide, { page }), 32, title)).toBe(0);
    });
  }

  it('shows a comparison’s card, its heading and colour bar with the card’s first point, never empty (decision 193)', () => {
    for (const aspect of ['16:9', '9:16'] as const) {
      const page = pageSize(aspect);
      const layout = renderer.slidePages(comparison, { page })[0] as SlideLayout;
      const [left, right] = layout.columns;
      const firstRight = Math.min(...right!.items.map((i) => i.point as number));
      const frames = [0, 1, firstRight, firstRight + 1].map((revealed) => draw(comparison, { page, revealed }));
      const plain = draw(comparison, { page });
      const heading = (column: typeof left) => column!.title!.bounds;
      const bar = (column: typeof left) => ({ ...column!.rect, height: 8 });
      // Nothing of either card before its first point is spoken…
      for (const column of [left, right]) {
        expect(diffShare(frames[0]!, plain, 32, heading(column)), aspect).toBeGreaterThan(0.02);
        expect(diffShare(frames[0]!, plain, 32, bar(column)), aspect).toBeGreaterThan(0.5);
      }
      expect(diffShare(frames[0]!, frames[2]!, 8, right!.rect), aspect).toBe(0);
      // …and each card whole, as drawn without builds, from its own first point on.
      expect(diffShare(frames[1]!, plain, 8, heading(left)), aspect).toBe(0);
      expect(diffShare(frames[1]!, plain, 8, bar(left)), aspect).toBe(0);
      expect(diffShare(frames[3]!, plain, 8, heading(right)), aspect).toBe(0);
      expect(diffShare(frames[3]!, plain, 8, bar(right)), aspect).toBe(0);
    }
  });

  it('keeps a card with no points of its own from the start', () => {
    const page = pageSize('16:9');
    const oneSided = { ...comparison, rightColumnPoints: [] };
    const layout = renderer.slidePages(oneSided, { page })[0] as SlideLayout;
    const right = layout.columns[1];
    expect(right?.items).toHaveLength(0);
    expect(diffShare(draw(oneSided, { page, revealed: 0 }), draw(oneSided, { page }), 8, right!.rect)).toBe(0);
  });

  it('draws every reveal state on one canvas with the same pixels as drawing each state alone', () => {
    for (const [slide, aspect] of [
      [bullets, '16:9'],
      [comparison, '9:16'],
    ] as const) {
      const page = pageSize(aspect);
      const states = renderer.renderRevealRgba(slide, { theme: themeById('midnight-indigo'), slideNumber: 2, totalSlides: 6, page }, [0, 2, 3]);
      for (const [i, revealed] of [0, 2, 3].entries()) {
        const whole = renderer.renderSlideRgba(slide, { theme: themeById('midnight-indigo'), slideNumber: 2, totalSlides: 6, page, revealed });
        expect(diffShare(states[i]!, whole, 0), `${slide.templateId} ${revealed}`).toBe(0);
      }
    }
  });

  it('with every point shown, differs from the plain slide only in their emphasis', () => {
    const page = pageSize('9:16');
    const shown = draw(bullets, { page, revealed: 4 });
    const plain = draw(bullets, { page });
    // Only the emphasis differs from the plain slide: the title, picture and footer are the same pixels.
    expect(diffShare(shown, plain, 8)).toBeLessThan(0.05);
  });

  it('stands out in every theme: the point being spoken differs from an earlier one', () => {
    const page = pageSize('16:9');
    const layout = renderer.slidePages(bullets, { page })[0] as SlideLayout;
    const first = regionOf(layout.bullets[0] as BulletItem);
    for (const theme of THEMES) {
      const current = renderer.renderSlideRgba(bullets, { theme, slideNumber: 2, totalSlides: 6, page, revealed: 1 });
      const earlier = renderer.renderSlideRgba(bullets, { theme, slideNumber: 2, totalSlides: 6, page, revealed: 2 });
      expect(diffShare(current, earlier, 24, first), theme.id).toBeGreaterThan(0.005);
    }
  });

  it('shows each point on the continuation page it begins on', () => {
    const page = pageSize('9:16');
    for (const slide of CROWDED_SLIDES.filter((s) => s.id !== 'crowded-2')) {
      const layouts = renderer.slidePages(slide, { page });
      expect(layouts.length).toBeGreaterThan(1);
      const { points, pages } = slideReveal(slide, layouts);
      // Every point is on a page, in order over the pages.
      expect([...new Set(pages.flat())]).toEqual(points.map((_, i) => i));
      const later = layouts.findIndex((l, i) => i > 0 && items(l).some((item) => !item.carried));
      const item = items(layouts[later] as SlideLayout).find((x) => !x.carried) as BulletItem;
      const point = item.point as number;
      const before = draw(slide, { page, part: later, revealed: point });
      const at = draw(slide, { page, part: later, revealed: point + 1 });
      expect(diffShare(before, at, 32, regionOf(item))).toBeGreaterThan(0.02);
    }
  });

  it('reveals nothing on slides without points', () => {
    for (const slide of SAMPLE_SLIDES.filter((s) => s.templateId === 'title-slide' || s.templateId === 'focus-quote')) {
      expect(slideReveal(slide, renderer.slidePages(slide, {})).points).toEqual([]);
    }
    expect(slideReveal({ ...bullets, keyPoints: [], description: 'A paragraph in their place' }, []).points).toEqual([]);
  });
});
