import { type RefObject, useEffect } from 'react';
import type uPlot from 'uplot';

/** What a chart draws: its options (less the size, which follows the box) and its columns. */
export type ChartSpec = (U: typeof uPlot) => { options: Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData };

let loading: Promise<typeof import('./uplot-loader')> | undefined;
/** One download for every chart on the page; a failed one may be tried again by the next chart. */
const loadUplot = () => {
  loading ??= import('./uplot-loader').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

/**
 * Draws a uPlot chart into `box`, as wide as the box and redrawn when it resizes (down to 360 px
 * screens). The library is imported here, on first use, so it stays out of every other page.
 * A chart that cannot be drawn leaves the box empty: the figures are also in the chart's summary
 * and table (decision 183). `spec` should be memoised; a new one redraws the chart.
 */
export function useUplot(box: RefObject<HTMLDivElement | null>, spec: ChartSpec, height: number) {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let live = true;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    loadUplot()
      .then(({ default: U }) => {
        if (!live) return;
        const { options, data } = spec(U);
        chart = new U({ ...options, width: element.clientWidth, height }, data, element);
        if (typeof ResizeObserver === 'undefined') return;
        observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height }));
        observer.observe(element);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [box, spec, height]);
}

/** A design token's colour for the canvas, which cannot use the CSS classes (apps/web/src/index.css). */
export function tokenColour(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim() || fallback;
}
