import type { PdfLine, PdfPageLayout } from '../pdf-tree';

/** A line of body text as the layout reader gives it: 10 pt, at the left margin, as wide as its text. */
export const at = (text: string, y: number, extra: Partial<PdfLine> = {}): PdfLine => ({
  text,
  x: 57,
  y,
  width: Math.min(454, text.length * 5.2),
  size: 10,
  font: 'f1',
  ...extra,
});

/** An A4 page of the given lines. */
export const pageOf = (number: number, lines: PdfLine[]): PdfPageLayout => ({ number, width: 595, left: 0, lines });

/** Lines from the top of a page down, each `step` below the one before. */
export const down = (texts: string[], top = 760, step = 14) => texts.map((t, i) => at(t, top - i * step));
