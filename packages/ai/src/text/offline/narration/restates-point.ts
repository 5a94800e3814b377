import { termsOf } from '../analysis/terms-of';

/** A line (a slide's description) that says one of `points` again: most of its words are that point's. */
export function restatesPoint(line: string, points: string[]): boolean {
  const terms = new Set(termsOf(line));
  if (!terms.size) return false;
  return points.some((p) => {
    const own = new Set(termsOf(p));
    const shared = [...terms].filter((t) => own.has(t)).length;
    return own.size > 0 && shared / Math.min(terms.size, own.size) >= 0.8;
  });
}
