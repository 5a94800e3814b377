import type { PdfLine, PdfPageLayout } from './pdf-tree';

/**
 * Page furniture (decision 157, 192): what a printed page carries besides its text. The extracted
 * text keeps all of it; the tree leaves it out.
 * - A line among a page's top or bottom two baselines that repeats (digits aside) on half the pages,
 *   or reads as a page number.
 * - A running header or footer that changes with the chapter or section ("CHAPTER 1. DEFINITIONS",
 *   "1.3. OK, NOW I KNOW…"): a line at a top or bottom baseline shared by half the pages, where most
 *   of the lines at that baseline repeat on another page. A body's first lines sit at one height
 *   too, but they do not repeat.
 * - A line in a page's top band, in small type, above the page's title or first heading: a one-page
 *   newsletter's "The Contoso Courier · Staff newsletter · Spring" over its title.
 * A line larger than the body text is never furniture: "Chapter 2" atop its page is a heading.
 */
export const PDF_FURNITURE = { band: 2, minShare: 0.5 } as const;

const PAGE_NUMBER = /^(?:page\s*)?[-–—(]?\s*(?:\d{1,5}|[ivxlcdm]{1,7})\s*[-–—)]?(?:\s*(?:of|\/)\s*\d{1,5})?$/i;
const furnitureKey = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
const baseline = (l: PdfLine) => Math.round(l.y);
/** Type at most this share of the body size is small: a header's, a note's. */
const SMALL = 0.9;

/** Each line of a page's top and bottom bands (its two highest and two lowest baselines) with the band's edge and height. */
function bands(page: PdfPageLayout): Map<PdfLine, { edge: 'top' | 'bottom'; y: number }> {
  const heights = [...new Set(page.lines.map(baseline))].sort((a, b) => b - a);
  const n = Math.min(PDF_FURNITURE.band, Math.floor(heights.length / 2));
  const top = new Set(heights.slice(0, n));
  const bottom = new Set(heights.slice(heights.length - n));
  const slots = new Map<PdfLine, { edge: 'top' | 'bottom'; y: number }>();
  for (const l of page.lines) {
    if (top.has(baseline(l))) slots.set(l, { edge: 'top', y: l.y });
    else if (bottom.has(baseline(l))) slots.set(l, { edge: 'bottom', y: l.y });
  }
  return slots;
}

/**
 * A slot per band height, heights within `tolerance` of each other being one slot: a running header
 * sits a point lower on a page whose header holds a taller glyph (the Debian FAQ's page 48, whose
 * "8.6. WHY IS ̀FOO-DATA’…" carries an accent, is 0.9 pt below the others), and is the same header.
 */
function slotsOf(banded: Map<PdfLine, { edge: 'top' | 'bottom'; y: number }>[], tolerance: number): (line: { edge: string; y: number }) => string {
  const clusters = new Map<string, number[]>();
  for (const edge of ['top', 'bottom'] as const) {
    const ys = [...new Set(banded.flatMap((page) => [...page.values()].filter((s) => s.edge === edge).map((s) => s.y)))].sort((a, b) => a - b);
    const starts: number[] = [];
    // Neighbours chain into one slot only within the tolerance of the slot's lowest height, so slots never drift.
    for (const y of ys) if (!starts.length || y - starts[starts.length - 1]! > tolerance) starts.push(y);
    clusters.set(edge, starts);
  }
  return ({ edge, y }) => {
    // The last slot starting at or below y, by halving: a long document has many band heights.
    const starts = clusters.get(edge) ?? [];
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (starts[mid]! <= y) lo = mid;
      else hi = mid - 1;
    }
    return `${edge} ${starts[lo] ?? y}`;
  };
}

export function withoutFurniture(pages: PdfPageLayout[], largerThanBody: (l: PdfLine) => boolean, bodySize: number): PdfPageLayout[] {
  const banded = pages.map(bands);
  // Within a quarter of the body size: a glyph's height, never the next line of the body.
  const slotOf = slotsOf(banded, Math.max(1, bodySize * 0.25));
  const seen = new Map<string, number>();
  for (const page of banded) for (const key of new Set([...page.keys()].map((l) => furnitureKey(l.text)))) seen.set(key, (seen.get(key) ?? 0) + 1);
  const minPages = Math.max(2, Math.ceil(pages.length * PDF_FURNITURE.minShare));
  // Per slot: the pages with a line there, and those whose line there repeats on another page.
  const slotPages = new Map<string, number>();
  const slotRepeats = new Map<string, number>();
  for (const page of banded)
    for (const slot of new Set([...page.values()].map(slotOf))) {
      const lines = [...page].filter(([, s]) => slotOf(s) === slot).map(([l]) => l);
      slotPages.set(slot, (slotPages.get(slot) ?? 0) + 1);
      if (lines.some((l) => (seen.get(furnitureKey(l.text)) ?? 0) >= 2)) slotRepeats.set(slot, (slotRepeats.get(slot) ?? 0) + 1);
    }
  const runningSlot = (slot: string) => (slotPages.get(slot) ?? 0) >= minPages && (slotRepeats.get(slot) ?? 0) * 2 >= (slotPages.get(slot) ?? 0);
  return pages.map((page, i) => {
    const band = banded[i]!;
    // The top of a page's text: its highest heading-sized line. A smaller line above it is a header.
    const topHeading = page.lines.filter(largerThanBody).reduce((top, l) => Math.max(top, l.y), Number.NEGATIVE_INFINITY);
    const furniture = (l: PdfLine) => {
      const banding = band.get(l);
      if (banding === undefined || largerThanBody(l) || l.table) return false;
      const slot = slotOf(banding);
      if (PAGE_NUMBER.test(l.text)) return true;
      if (slot.startsWith('top') && l.y > topHeading && l.size < bodySize * SMALL) return true;
      return pages.length >= 2 && ((seen.get(furnitureKey(l.text)) ?? 0) >= minPages || runningSlot(slot));
    };
    return { ...page, lines: page.lines.filter((l) => !furniture(l)) };
  });
}

/** A contents line: a title, dot leaders and a page number ("1.2 What is Debian? . . . . 1"). */
const LEADER_LINE = /(?:\s*[.·…_]){4,}\s*(?:\d{1,4}|[ivxlcdm]{1,6})$/i;
const PAGE_REF = /^(?:\d{1,4}|[ivxlcdm]{1,6})$/i;
const CONTENTS_TITLE = /^(?:table of )?contents$|^list of (?:figures|tables)$/i;
/** Contents lines on a page that make it a contents page. */
const MIN_CONTENTS_LINES = 3;

/**
 * A table of contents is the document's furniture: its lines must never become headings or points
 * (decision 192). A contents page has at least three lines with dot leaders and a page number, or,
 * under a "Contents" title or after a contents page, three entries with a page number set apart at
 * their right. From its first entry to its last, its lines (chapter entries, wrapped titles, the
 * page numbers) are left out, and so is its "Contents" title; what follows the last entry stays.
 */
export function withoutContents(pages: PdfPageLayout[]): PdfPageLayout[] {
  let previousWasContents = false;
  return pages.map((page) => {
    const numberAtRight = (l: PdfLine) => page.lines.some((m) => m !== l && baseline(m) === baseline(l) && m.x > l.x + l.width && PAGE_REF.test(m.text));
    const leaders = page.lines.filter((l) => LEADER_LINE.test(l.text));
    const titled = page.lines.some((l) => CONTENTS_TITLE.test(l.text.trim()));
    const entry = (l: PdfLine) =>
      LEADER_LINE.test(l.text) ||
      ((titled || previousWasContents || leaders.length >= MIN_CONTENTS_LINES) && (numberAtRight(l) || (PAGE_REF.test(l.text) && hasTextAtLeft(page, l))));
    const entries = page.lines.filter(entry);
    const isContents =
      leaders.length >= MIN_CONTENTS_LINES || ((titled || previousWasContents) && entries.filter((l) => !PAGE_REF.test(l.text)).length >= MIN_CONTENTS_LINES);
    previousWasContents = isContents;
    if (!isContents) return page;
    const first = page.lines.findIndex(entry);
    const last = page.lines.length - 1 - [...page.lines].reverse().findIndex(entry);
    return { ...page, lines: page.lines.filter((l, i) => (i < first || i > last) && !CONTENTS_TITLE.test(l.text.trim())) };
  });
}

const hasTextAtLeft = (page: PdfPageLayout, l: PdfLine) => page.lines.some((m) => m !== l && baseline(m) === baseline(l) && m.x + m.width < l.x);

/** An index entry: a term, a comma and page numbers ("apt-doc, 36, 37", "glossary, iv"). */
const INDEX_ENTRY = /^[^,]{1,60},\s*(?:\d{1,4}|[ivxlc]{1,6})(?:\s*[,–-]\s*(?:\d{1,4}|[ivxlc]{1,6}))*$/i;
export const isIndexEntry = (text: string) => INDEX_ENTRY.test(text.trim());
const INDEX_TITLE = /^index$/i;
/** Index entries on a page that make it an index page: at least five, and at least this share of its lines. */
const INDEX_SHARE = 0.4;

/**
 * A back-of-book index is furniture too (decision 192): on a page where at least five lines, and
 * 40 % of them, are index entries, everything from its "Index" title down (or, on a page that
 * continues the index, everything no larger than the body) is left out.
 */
export function withoutIndex(pages: PdfPageLayout[], largerThanBody: (l: PdfLine) => boolean): PdfPageLayout[] {
  return pages.map((page) => {
    const entries = page.lines.filter((l) => INDEX_ENTRY.test(l.text.trim())).length;
    if (entries < 5 || entries < page.lines.length * INDEX_SHARE) return page;
    // The title is the largest "Index" on the page: a running header may say it too.
    const title = page.lines.filter((l) => INDEX_TITLE.test(l.text.trim())).sort((a, b) => b.size - a.size)[0];
    return { ...page, lines: page.lines.filter((l) => (title ? l.y > title.y : largerThanBody(l))) };
  });
}

/** A footnote's mark: a number or a reference symbol. */
const NOTE_MARK = /^(?:\d{1,3}|[*†‡§¶])/u;
/** Text at most this share of the body size is a note's or a mark's. */
const NOTE_SIZE = 0.9;

/**
 * Footnotes and their marks are left out of the tree (decision 192; the text keeps them): a run of
 * lines below all the page's body-size text, smaller than the body, whose first line opens on a
 * mark ("3Historically, packages were kept…"), and a mark alone on a line of its own in small type
 * (a superscript "3" PDF.js sets apart). In the tree, a paragraph running on to the next page then
 * meets its own continuation rather than a note.
 */
export function withoutFootnotes(pages: PdfPageLayout[], bodySize: number): PdfPageLayout[] {
  // A table read from the page (pdf-tables.ts) is never a note, however small its type.
  const small = (l: PdfLine) => l.size <= bodySize * NOTE_SIZE && !l.table;
  return pages.map((page) => {
    const bodyLines = page.lines.filter((l) => !small(l));
    const lowest = bodyLines.reduce((low, l) => Math.min(low, l.y), Number.POSITIVE_INFINITY);
    const notes = page.lines.filter((l) => small(l) && l.y < lowest).sort((a, b) => b.y - a.y);
    const isNotes = bodyLines.length > 0 && notes.length > 0 && NOTE_MARK.test(notes[0]!.text);
    const mark = (l: PdfLine) => small(l) && /^(?:\d{1,3}|[*†‡§¶])$/u.test(l.text.trim());
    return { ...page, lines: page.lines.filter((l) => !mark(l) && !(isNotes && notes.includes(l))) };
  });
}
