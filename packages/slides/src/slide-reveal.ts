import { revealPoints, type SlideContent } from './layout';
import type { SlideLayout } from './layout-types';

/**
 * What a slide reveals as it is spoken (issue 21, decision 170): its points in order and, for each
 * of its pages (decision 165), which of them the page draws (a point split over two pages is on
 * both). No points: the slide is drawn whole from its first moment.
 */
export function slideReveal(slide: SlideContent, pages: readonly SlideLayout[]): { points: string[]; pages: number[][] } {
  const points = revealPoints(slide);
  if (!points.length) return { points, pages: pages.map(() => []) };
  return {
    points,
    pages: pages.map((page) => {
      const items = [...page.columns.flatMap((c) => c.items), ...page.bullets];
      return [...new Set(items.flatMap((item) => (item.point === undefined ? [] : [item.point])))].sort((a, b) => a - b);
    }),
  };
}
