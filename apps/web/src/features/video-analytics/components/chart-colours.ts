import { tokenColour } from '../hooks/use-uplot';

/** The charts' colours, from the design tokens (fallbacks are the tokens' values). */
export function chartColours() {
  const brand = tokenColour('brand', '#4338ca');
  return {
    brand,
    /** The brand at low opacity, under a line. */
    brandWash: /^#[0-9a-f]{6}$/i.test(brand) ? `${brand}22` : 'transparent',
    success: tokenColour('success', '#15803d'),
    text: tokenColour('ink-muted', '#475569'),
    line: tokenColour('line', '#e2e8f0'),
    /** The axes' labels are drawn on the canvas: in the page's typeface. */
    font: `12px ${typeof document === 'undefined' ? 'sans-serif' : getComputedStyle(document.body).fontFamily || 'sans-serif'}`,
  };
}

/** A count axis from zero, with whole-number ticks only: a fraction of a viewer means nothing. */
export function countAxisRange(_u: unknown, _min: number, max: number): [number, number] {
  return [0, Math.max(1, max)];
}
export const wholeTicks = (_u: unknown, splits: number[]) => splits.map((v) => (Number.isInteger(v) ? v.toLocaleString() : ''));
