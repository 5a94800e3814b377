import type { Block, ListItem } from './document-tree';
import { BULLET, headingLike, ORDERED_ITEM } from './text-lines';

export interface PdfLine {
  text: string;
  /** Left edge and baseline, in PDF user space (y grows upwards). */
  x: number;
  y: number;
  width: number;
  /** Dominant text size in points. */
  size: number;
  /** PDF.js's name for the dominant font; bold and mono are known when the font's name was read. */
  font: string;
  bold?: boolean;
  mono?: boolean;
}

export interface PdfPageLayout {
  number: number;
  width: number;
  left: number;
  lines: PdfLine[];
}

/**
 * Decision 157: a line is a heading when its size is at least 15 % above the body size (the size
 * carrying the most characters), so 12 pt body text makes 14 pt a heading but leaves 13 pt
 * emphasis alone; or when it is bold at body size while the body is not bold, short and not
 * ending a sentence. Heading sizes rank into levels, largest first; bold body-size headings come
 * one level below the smallest heading size.
 */
export const PDF_HEADING = { minSizeRatio: 1.15, maxLength: 150, maxBoldLength: 100, maxLevels: 6 } as const;
/** A line in the top or bottom two of a page that repeats (digits aside) on half the pages is page furniture. */
export const PDF_FURNITURE = { band: 2, minShare: 0.5 } as const;

const PAGE_NUMBER = /^(?:page\s*)?[-–—(]?\s*(?:\d{1,5}|[ivxlcdm]{1,7})\s*[-–—)]?(?:\s*(?:of|\/)\s*\d{1,5})?$/i;
const furnitureKey = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/** Lines of each page's top and bottom band, where running headers, footers and page numbers sit. */
function bands(page: PdfPageLayout): PdfLine[] {
  const byHeight = [...page.lines].sort((a, b) => b.y - a.y);
  const n = Math.min(PDF_FURNITURE.band, Math.floor(byHeight.length / 2));
  return [...byHeight.slice(0, n), ...byHeight.slice(byHeight.length - n)];
}

function withoutFurniture(pages: PdfPageLayout[], bodySize: number): PdfPageLayout[] {
  const seen = new Map<string, number>();
  for (const page of pages) for (const key of new Set(bands(page).map((l) => furnitureKey(l.text)))) seen.set(key, (seen.get(key) ?? 0) + 1);
  const minPages = Math.max(2, Math.ceil(pages.length * PDF_FURNITURE.minShare));
  return pages.map((page) => {
    const band = new Set(bands(page));
    // Furniture is never larger than the body text: "Chapter 2" atop its page is a heading.
    const furniture = (l: PdfLine) =>
      band.has(l) &&
      l.size < bodySize * PDF_HEADING.minSizeRatio &&
      (PAGE_NUMBER.test(l.text) || (pages.length >= 2 && (seen.get(furnitureKey(l.text)) ?? 0) >= minPages));
    return { ...page, lines: page.lines.filter((l) => !furniture(l)) };
  });
}

/**
 * Two columns show as lines that end left of the page's middle and lines that start right of it,
 * with few lines crossing it; such a page is read down the left column, then the right one, after
 * any full-width lines above them (a title) and before those below (a footnote).
 */
function readingOrder(page: PdfPageLayout): PdfLine[] {
  const middle = page.left + page.width / 2;
  const margin = page.width * 0.02;
  const left = page.lines.filter((l) => l.x + l.width <= middle + margin);
  const right = page.lines.filter((l) => l.x >= middle - margin);
  const spanning = page.lines.filter((l) => !left.includes(l) && !right.includes(l));
  if (left.length < 3 || right.length < 3 || spanning.length > 0.2 * page.lines.length) return page.lines;
  const top = Math.max(...left.map((l) => l.y), ...right.map((l) => l.y));
  const down = (a: PdfLine, b: PdfLine) => b.y - a.y;
  return [...spanning.filter((l) => l.y > top).sort(down), ...left.sort(down), ...right.sort(down), ...spanning.filter((l) => l.y <= top).sort(down)];
}

const sizeKey = (size: number) => Math.round(size * 2) / 2;

/** The size and boldness of body text: what carries the most characters. */
function bodyStyle(pages: PdfPageLayout[]) {
  const sizes = new Map<number, number>();
  let bold = 0;
  let all = 0;
  for (const l of pages.flatMap((p) => p.lines)) {
    sizes.set(sizeKey(l.size), (sizes.get(sizeKey(l.size)) ?? 0) + l.text.length);
    all += l.text.length;
    if (l.bold) bold += l.text.length;
  }
  const size = [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  return { size, bold: bold > all / 2 };
}

/**
 * PDF structure from the page layouts: headings by size and weight relative to the body text
 * (PDF_HEADING), running headers, footers and page numbers dropped (PDF_FURNITURE), lists by their
 * bullet or number glyphs, monospaced runs as code, two-column pages column by column; other
 * lines join into paragraphs, which end at a wider gap than the line spacing or after a short
 * line that ends a sentence.
 */
export function pdfBlocks(layouts: PdfPageLayout[]): Block[] {
  const pages = withoutFurniture(layouts, bodyStyle(layouts).size);
  const body = bodyStyle(pages);
  const isSizeHeading = (l: PdfLine) =>
    body.size > 0 && l.size >= body.size * PDF_HEADING.minSizeRatio && l.text.length <= PDF_HEADING.maxLength && /\p{L}/u.test(l.text);
  const headingSizes = [...new Set(pages.flatMap((p) => p.lines.filter(isSizeHeading).map((l) => sizeKey(l.size))))].sort((a, b) => b - a);
  const levelOf = (l: PdfLine) => Math.min(PDF_HEADING.maxLevels, headingSizes.indexOf(sizeKey(l.size)) + 1);
  const boldLevel = Math.min(PDF_HEADING.maxLevels, headingSizes.length + 1);
  const isBoldHeading = (l: PdfLine) =>
    !body.bold && !!l.bold && Math.abs(l.size - body.size) < 1 && headingLike(l.text, PDF_HEADING.maxBoldLength) && !BULLET.test(l.text);

  const blocks: Block[] = [];
  for (const page of pages) {
    const lines = readingOrder(page);
    const widest = widestByEdge(lines);
    let previous: PdfLine | undefined;
    let open: Block | undefined;
    let listX = 0;
    const push = (block: Block) => {
      blocks.push(block);
      open = block;
    };
    for (const line of lines) {
      const gap = previous ? previous.y - line.y : 0;
      const near = !!previous && gap > 0 && gap <= Math.max(line.size, previous.size) * 1.8;
      const heading = isSizeHeading(line) ? levelOf(line) : isBoldHeading(line) ? boldLevel : 0;
      const bullet = line.text.match(BULLET) ?? line.text.match(ORDERED_ITEM);
      if (heading) {
        if (open?.type === 'heading' && open.level === heading && near) open.text += ` ${line.text}`;
        else push({ type: 'heading', level: heading, text: line.text, page: page.number });
      } else if (line.mono) {
        if (open?.type === 'code') open.text += `\n${line.text}`;
        else push({ type: 'code', text: line.text, page: page.number });
      } else if (bullet) {
        const item: ListItem = { text: bullet[2]!, level: 0 };
        if (open?.type === 'list') {
          item.level = line.x > listX + line.size ? 1 : 0;
          open.items.push(item);
        } else {
          listX = line.x;
          push({ type: 'list', ordered: !BULLET.test(line.text), items: [item], page: page.number });
        }
      } else if (open?.type === 'list' && near && line.x > listX + line.size / 2) {
        const last = open.items[open.items.length - 1]!;
        last.text += ` ${line.text}`;
      } else if (open?.type === 'paragraph' && near && !endsParagraph(previous!, widest)) open.text += ` ${line.text}`;
      else push({ type: 'paragraph', text: line.text, page: page.number });
      previous = line;
    }
  }
  return blocks;
}

/** Per left edge (to the point), the widest line starting there: a column's full width. */
function widestByEdge(lines: PdfLine[]): Map<number, number> {
  const widest = new Map<number, number>();
  for (const l of lines) widest.set(Math.round(l.x), Math.max(widest.get(Math.round(l.x)) ?? 0, l.width));
  return widest;
}

/** A line well short of its column's width that ends a sentence ends its paragraph. */
const endsParagraph = (line: PdfLine, widest: Map<number, number>) => /[.!?:]$/.test(line.text) && line.width < (widest.get(Math.round(line.x)) ?? 0) * 0.8;
