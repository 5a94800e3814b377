import { cellsAtRules, type RuleOps, rulesOf } from './pdf-rules';
import type { PdfCell, PdfLine, PdfPageLayout } from './pdf-tree';

/** The parts of a PDF.js text item the layout reads (getTextContent, TextItem). */
interface Item {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
  hasEOL: boolean;
}

/** The parts of a PDF.js page the layout reads. */
interface Page {
  view: number[];
  getOperatorList(): Promise<unknown>;
  commonObjs: { has(name: string): boolean; get(name: string): unknown };
}

const BOLD = /bold|black|heavy|semibold|demibold|extrabold|ultrabold/i;
const MONO = /courier|mono|consol|menlo|inconsolata|lucidaconsole|sourcecode|firacode/i;
/** Share of a line's characters in a monospaced font that makes it a line of code. */
const MONO_SHARE = 0.8;

const sizeOf = (item: Item) => Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || item.height || 0;

/** The value carried by the most characters. */
function dominant<T>(parts: Item[], value: (item: Item) => T): T {
  const counts = new Map<T, number>();
  for (const p of parts) counts.set(value(p), (counts.get(value(p)) ?? 0) + p.str.length);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

/** A run of a line: a text item, and whether a space comes before it. */
interface Part {
  item: Item;
  space: boolean;
}

/** A gap wider than this share of the text size between two runs is a space even where no space item marks it. */
const WORD_GAP = 0.3;
/**
 * A gap this wide (a share of the text size) sets two runs apart as cells of a table's row, or a
 * term from its description: wider than any space between words, even in justified text (decision 196).
 */
const CELL_GAP = 0.9;

/** Characters per font. */
function fontShares(items: Item[]): Record<string, number> {
  const shares: Record<string, number> = {};
  for (const item of items) shares[item.fontName] = (shares[item.fontName] ?? 0) + item.str.trim().length;
  return shares;
}

/** A footnote's mark set small and raised in a line ("supported.¹"): not a word of the line. */
function isNoteMark(item: Item, size: number, baseline: number): boolean {
  return sizeOf(item) < size * 0.8 && /^\s*(?:\d{1,3}|[*†‡§¶])\s*$/u.test(item.str) && (item.transform[5] ?? 0) > baseline + size * 0.15;
}

function line(parts: Part[]): PdfLine {
  const all = parts.map((p) => p.item);
  const bodySize = dominant(all, sizeOf);
  const baseline = all.find((i) => sizeOf(i) === bodySize)?.transform[5] ?? 0;
  const kept = parts.filter((p) => !isNoteMark(p.item, bodySize, baseline));
  if (kept.length) parts = kept;
  const items = parts.map((p) => p.item);
  const text = joined(parts);
  // Reduced, not spread: a hostile line may hold more runs than a call takes arguments.
  const x = items.reduce((min, p) => Math.min(min, p.transform[4] ?? 0), Number.POSITIVE_INFINITY);
  const right = items.reduce((max, p) => Math.max(max, (p.transform[4] ?? 0) + p.width), Number.NEGATIVE_INFINITY);
  const size = Math.round(dominant(items, sizeOf) * 10) / 10;
  const cells = cellsOf(parts, size);
  return {
    text,
    x,
    y: items[0]!.transform[5] ?? 0,
    width: right - x,
    size,
    font: dominant(items, (p) => p.fontName),
    fonts: fontShares(items),
    ...(cells.length > 1 ? { cells } : {}),
  };
}

const joined = (parts: Part[]) =>
  parts
    .map((p) => (p.space ? ' ' : '') + p.item.str)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** A line's runs split where a gap wider than CELL_GAP sets them apart: the cells of a table's row, a term and its description. */
function cellsOf(parts: Part[], size: number): PdfCell[] {
  const cells: Part[][] = [];
  let last: Item | undefined;
  for (const part of parts) {
    const gap = last ? (part.item.transform[4] ?? 0) - ((last.transform[4] ?? 0) + last.width) : 0;
    if (!last || gap > CELL_GAP * Math.max(size, 1)) cells.push([]);
    cells[cells.length - 1]!.push(part);
    last = part.item;
  }
  return cells.map((c) => {
    const x = c[0]!.item.transform[4] ?? 0;
    const end = c[c.length - 1]!.item;
    return { text: joined(c), x, width: (end.transform[4] ?? 0) + end.width - x };
  });
}

/**
 * A page's text as lines, in PDF.js's order, each with its position, dominant size and font. A line
 * ends where PDF.js ends one (hasEOL) and also at a gap wider than three times the text size: two
 * columns or table cells drawn on one baseline are separate lines of the layout. Words keep their
 * spaces: PDF.js gives a space as an item of its own (a TeX or scanned page's words are separate
 * runs), and a gap between runs with none is one too, so "1.1 What is this FAQ?" never reads
 * "1.1What is this FAQ?" (decision 192).
 */
export function layoutLines(items: unknown[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let parts: Part[] = [];
  let space = false;
  const flush = () => {
    if (parts.length) lines.push(line(parts));
    parts = [];
    space = false;
  };
  for (const raw of items) {
    if (!raw || typeof raw !== 'object' || !('str' in raw)) continue;
    const item = raw as Item;
    if (!item.str.trim()) space ||= item.str.length > 0;
    else {
      const last = parts[parts.length - 1]?.item;
      if (last) {
        const gap = (item.transform[4] ?? 0) - ((last.transform[4] ?? 0) + last.width);
        const size = Math.max(sizeOf(item), 1);
        if (gap > 3 * size || Math.abs((item.transform[5] ?? 0) - (last.transform[5] ?? 0)) > size) flush();
        else if (gap > WORD_GAP * size) space = true;
      }
      parts.push({ item, space: parts.length > 0 && (space || /^\s/.test(item.str)) });
      space = /\s$/.test(item.str);
    }
    if (item.hasEOL) flush();
  }
  flush();
  return lines;
}

/**
 * Font names of the page's fonts. PDF.js only resolves its font objects when the page's operator
 * list is built, so this is asked only for pages that have a line a bold or monospaced font could
 * make a heading or code. Node 20 lacks ArrayBuffer.prototype.transferToFixedLength, which PDF.js
 * uses there; a copy does the same for this purpose.
 */
async function operatorList(page: Page): Promise<{ fnArray: ArrayLike<number>; argsArray: ArrayLike<unknown> } | undefined> {
  const proto = ArrayBuffer.prototype as { transferToFixedLength?: () => ArrayBuffer };
  if (!proto.transferToFixedLength)
    Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
      value(this: ArrayBuffer) {
        return this.slice(0);
      },
      configurable: true,
      writable: true,
    });
  try {
    const list = (await page.getOperatorList()) as { fnArray?: ArrayLike<number>; argsArray?: ArrayLike<unknown> } | undefined;
    return { fnArray: list?.fnArray ?? [], argsArray: list?.argsArray ?? [] };
  } catch {
    // A page whose fonts or drawing cannot be loaded is read by sizes and gaps only.
    return undefined;
  }
}

/** Font names of the page's fonts, resolved once its operator list is built. */
function fontNames(page: Page, fonts: string[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const font of fonts) {
    if (!page.commonObjs.has(font)) continue;
    const info = page.commonObjs.get(font) as { name?: string; bold?: boolean; black?: boolean } | undefined;
    names.set(font, `${info?.name ?? ''}${info?.bold || info?.black ? ' Bold' : ''}`);
  }
  return names;
}

/** PDF.js's operator numbers for the drawing the rules are read from. */
async function ruleOps(): Promise<RuleOps> {
  const { getResolvedPDFJS } = await import('unpdf');
  const { OPS } = await getResolvedPDFJS();
  return {
    save: OPS.save,
    restore: OPS.restore,
    transform: OPS.transform,
    constructPath: OPS.constructPath,
    strokes: new Set([OPS.stroke, OPS.closeStroke, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]),
    fills: new Set([OPS.fill, OPS.eoFill]),
  };
}

/**
 * Where a table may be ruled (decision 201): two rows one under the other (at most 2.6 text sizes
 * apart), each in two or more pieces on its baseline (lines or cells a gap sets apart). A ruled
 * table shows so on its rows with a short cell; prose never does. Building a page's operator list
 * costs about half as much again as its text, so only such pages (and pages with a font not yet
 * named) pay it.
 */
function mayBeRuled(lines: PdfLine[]): boolean {
  const pieces = new Map<number, { y: number; size: number; n: number }>();
  for (const l of lines) {
    const key = Math.round(l.y);
    const row = pieces.get(key) ?? { y: l.y, size: l.size, n: 0 };
    row.n += l.cells?.length ?? 1;
    pieces.set(key, row);
  }
  const rows = [...pieces.values()].sort((a, b) => b.y - a.y);
  return rows.some((r, k) => k > 0 && r.n > 1 && rows[k - 1]!.n > 1 && rows[k - 1]!.y - r.y <= Math.max(r.size, rows[k - 1]!.size) * 2.6);
}

/** Short lines that do not end a sentence: where a bold or monospaced font would make a difference. */
const styleMatters = (l: PdfLine) => l.text.length <= 100 && !/[.,;]$/.test(l.text);

/**
 * Reads pages into layouts for one document. PDF.js names a font once per document, so each
 * font's name is looked up once: a page's operator list is built only when it has a line in a
 * font not yet named, which keeps the cost to a few pages however long the document is.
 */
export function pdfLayoutReader() {
  const names = new Map<string, string>();
  let opsNumbers: RuleOps | undefined;
  return async (page: Page, number: number, items: unknown[], styles: Record<string, { fontFamily?: string }> = {}): Promise<PdfPageLayout> => {
    const lines = layoutLines(items);
    const [x0 = 0, , x1 = 612] = page.view;
    const unnamed = [...new Set(lines.filter(styleMatters).flatMap((l) => Object.keys(l.fonts ?? { [l.font]: 1 })))].filter((f) => !names.has(f));
    const ruled = mayBeRuled(lines);
    const ops = unnamed.length || ruled ? await operatorList(page) : undefined;
    if (unnamed.length) {
      const found = ops ? fontNames(page, unnamed) : new Map<string, string>();
      // A font PDF.js could not name stays unnamed for good: its lines are judged by size.
      for (const font of unnamed) names.set(font, found.get(font) ?? '');
    }
    if (ruled && ops) {
      opsNumbers ??= await ruleOps();
      const verticals = rulesOf(ops.fnArray, ops.argsArray, opsNumbers).filter((r) => r.x0 === r.x1);
      // A table has two column rules at least (its edges, or a rule between two columns); a lone bar parts nothing.
      if (verticals.length >= 2)
        for (const l of lines) {
          const cells = cellsAtRules(l, verticals);
          if (cells) l.cells = cells;
        }
    }
    for (const l of lines) {
      l.bold = BOLD.test(names.get(l.font) ?? '');
      // A line is monospaced when nearly all of it is: a sentence around a web address set in type is not code (decision 192).
      const shares = Object.entries(l.fonts ?? { [l.font]: l.text.length });
      const all = shares.reduce((n, [, chars]) => n + chars, 0);
      // PDF.js gives a fixed-pitch font the family "monospace" even when it cannot name it (decision 192).
      const isMono = (font: string) => MONO.test(names.get(font) ?? '') || styles[font]?.fontFamily === 'monospace';
      const mono = shares.reduce((n, [font, chars]) => n + (isMono(font) ? chars : 0), 0);
      l.mono = all > 0 && mono >= all * MONO_SHARE;
    }
    return { number, width: x1 - x0, left: x0, lines };
  };
}
