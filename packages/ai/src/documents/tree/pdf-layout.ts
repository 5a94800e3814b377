import type { PdfLine, PdfPageLayout } from './pdf-tree';

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

const sizeOf = (item: Item) => Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || item.height || 0;

/** The value carried by the most characters. */
function dominant<T>(parts: Item[], value: (item: Item) => T): T {
  const counts = new Map<T, number>();
  for (const p of parts) counts.set(value(p), (counts.get(value(p)) ?? 0) + p.str.length);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

function line(parts: Item[]): PdfLine {
  const text = parts
    .map((p) => p.str)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const x = Math.min(...parts.map((p) => p.transform[4] ?? 0));
  const right = Math.max(...parts.map((p) => (p.transform[4] ?? 0) + p.width));
  return {
    text,
    x,
    y: parts[0]!.transform[5] ?? 0,
    width: right - x,
    size: Math.round(dominant(parts, sizeOf) * 10) / 10,
    font: dominant(parts, (p) => p.fontName),
  };
}

/**
 * A page's text as lines, in PDF.js's order, each with its position, dominant size and font. A line
 * ends where PDF.js ends one (hasEOL) and also at a gap wider than three times the text size: two
 * columns or table cells drawn on one baseline are separate lines of the layout.
 */
export function layoutLines(items: unknown[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let parts: Item[] = [];
  const flush = () => {
    if (parts.length) lines.push(line(parts));
    parts = [];
  };
  for (const raw of items) {
    if (!raw || typeof raw !== 'object' || !('str' in raw)) continue;
    const item = raw as Item;
    if (item.str.trim()) {
      const last = parts[parts.length - 1];
      if (last) {
        const gap = (item.transform[4] ?? 0) - ((last.transform[4] ?? 0) + last.width);
        const size = Math.max(sizeOf(item), 1);
        if (gap > 3 * size || Math.abs((item.transform[5] ?? 0) - (last.transform[5] ?? 0)) > size) flush();
      }
      parts.push(item);
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
async function fontNames(page: Page, fonts: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
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
    await page.getOperatorList();
    for (const font of fonts) {
      if (!page.commonObjs.has(font)) continue;
      const info = page.commonObjs.get(font) as { name?: string; bold?: boolean; black?: boolean } | undefined;
      const name = `${info?.name ?? ''}${info?.bold || info?.black ? ' Bold' : ''}`;
      names.set(font, name);
    }
  } catch {
    // A page whose fonts cannot be loaded is read by sizes only.
  }
  return names;
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
  return async (page: Page, number: number, items: unknown[]): Promise<PdfPageLayout> => {
    const lines = layoutLines(items);
    const [x0 = 0, , x1 = 612] = page.view;
    const unnamed = [...new Set(lines.filter(styleMatters).map((l) => l.font))].filter((f) => !names.has(f));
    if (unnamed.length) {
      const found = await fontNames(page, unnamed);
      // A font PDF.js could not name stays unnamed for good: its lines are judged by size.
      for (const font of unnamed) names.set(font, found.get(font) ?? '');
    }
    for (const l of lines) {
      const name = names.get(l.font) ?? '';
      l.bold = BOLD.test(name);
      l.mono = MONO.test(name);
    }
    return { number, width: x1 - x0, left: x0, lines };
  };
}
