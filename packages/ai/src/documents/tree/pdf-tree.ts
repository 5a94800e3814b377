import type { Block, ListItem } from './document-tree';
import { withoutManualApparatus } from './manual-apparatus';
import { withoutContents, withoutFootnotes, withoutFurniture, withoutIndex } from './pdf-furniture';
import { BROKEN_ADDRESS, joinWrapped, vocabularyOf } from './pdf-join';
import { numberedHeadings } from './pdf-numbered';
import { type PdfTable, withTables } from './pdf-tables';
import { descriptionTerms } from './pdf-terms';
import { withLabelsJoined, withTitleFirst } from './pdf-title';
import { MAX_DEPTH } from './place-blocks';
import { BULLET, headingLike, isAllCaps, isDateLine, ORDERED_ITEM } from './text-lines';

export { PDF_FURNITURE } from './pdf-furniture';

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
  /** Characters per PDF.js font name, when the line holds runs in several fonts. */
  fonts?: Record<string, number>;
  /** Runs set apart by a gap wider than any word space, when there are two or more: a table row's cells, a term and its description. */
  cells?: PdfCell[];
  /** Lines read as a table (pdf-tables.ts), standing where the table's first row stood. */
  table?: PdfTable;
}

export interface PdfCell {
  text: string;
  x: number;
  width: number;
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
 * one level below the smallest heading size. Decision 192 adds, at that level, a section-numbered
 * line ("2.1 Scope") and a short ALL-CAPS line standing alone, both at body size and in any weight.
 */
export const PDF_HEADING = { minSizeRatio: 1.15, maxLength: 150, maxBoldLength: 100, maxLevels: 6, maxCapsWords: 8 } as const;

/** "2.1 Scope", "4.1.2. Drills": a section number of two parts or more, then a capitalised title. */
const SECTION_NUMBERED = /^\d{1,3}(?:\.\d{1,3})+\.?\s+[\p{Lu}\d]/u;
/** A line opening on a section number ("8.1.6.1 dpkg-deb"): a heading of its own, never the second line of the one before. */
const NUMBER_LEAD = /^\d{1,3}(?:\.\d{1,3})*\.?\s+\S/;

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
  const sided = new Set([...left, ...right]);
  const spanning = page.lines.filter((l) => !sided.has(l));
  const down = (a: PdfLine, b: PdfLine) => b.y - a.y;
  // One column: top to bottom, whatever order the page's content stream wrote its lines in (a scan's text layer).
  if (left.length < 3 || right.length < 3 || spanning.length > 0.2 * page.lines.length) return [...page.lines].sort(down);
  const top = [...left, ...right].reduce((max, l) => Math.max(max, l.y), Number.NEGATIVE_INFINITY);
  return [...spanning.filter((l) => l.y > top).sort(down), ...left.sort(down), ...right.sort(down), ...spanning.filter((l) => l.y <= top).sort(down)];
}

const sizeKey = (size: number) => Math.round(size * 2) / 2;

/** The size, boldness and monospacing of body text: what carries the most characters. */
function bodyStyle(pages: PdfPageLayout[]) {
  const sizes = new Map<number, number>();
  let bold = 0;
  let mono = 0;
  let all = 0;
  for (const l of pages.flatMap((p) => p.lines)) {
    sizes.set(sizeKey(l.size), (sizes.get(sizeKey(l.size)) ?? 0) + l.text.length);
    all += l.text.length;
    if (l.bold) bold += l.text.length;
    if (l.mono) mono += l.text.length;
  }
  const size = [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  return { size, bold: bold > all / 2, mono: mono > all / 2 };
}

/** Ends a sentence, maybe inside closing quotes or brackets; a web address broken at the line's end ("(https:", "(https://www.") does not. */
const ENDS_SENTENCE = /[.!?:]["”’)\]]*$/;
const endsSentence = (text: string) => ENDS_SENTENCE.test(text) && !BROKEN_ADDRESS.test(text);
/** A bullet glyph no code line opens with (unlike "*" or "-"). */
const PRINTED_BULLET = /^[•●▪■◦‣○◆◇►▸➢✓✔]\s/u;

/**
 * PDF structure from the page layouts: headings by size and weight relative to the body text
 * (PDF_HEADING), running headers, footers, page numbers and contents pages dropped (pdf-furniture),
 * lists by their bullet or number glyphs, monospaced runs as code, two-column pages column by
 * column; other lines join into paragraphs, which end at a wider gap than the line spacing, after
 * a short line that ends a sentence, or before an indented line after a sentence's end. A paragraph
 * or list item that runs off the foot of a page or column goes on at the top of the next.
 */
export function pdfBlocks(layouts: PdfPageLayout[]): Block[] {
  const first = bodyStyle(layouts);
  const largerThanBody = (l: PdfLine) => first.size > 0 && l.size >= first.size * PDF_HEADING.minSizeRatio;
  // Tables are found after contents pages (their entries line up too) and before page numbers and footnotes:
  // a number in a table's bottom row, or a column of small numbers, is the table's.
  const tabled = withTables(withoutContents(layouts));
  const pages = withoutFootnotes(withoutIndex(withoutFurniture(tabled, largerThanBody, first.size), largerThanBody), first.size);
  const body = bodyStyle(pages);
  const vocabulary = vocabularyOf(pages.flatMap((p) => p.lines.map((l) => l.text)));
  const isSizeHeading = (l: PdfLine) =>
    body.size > 0 && l.size >= body.size * PDF_HEADING.minSizeRatio && l.text.length <= PDF_HEADING.maxLength && /\p{L}/u.test(l.text);
  const headingSizes = [...new Set(pages.flatMap((p) => p.lines.filter(isSizeHeading).map((l) => sizeKey(l.size))))].sort((a, b) => b - a);
  const levelOf = (l: PdfLine) => Math.min(PDF_HEADING.maxLevels, headingSizes.indexOf(sizeKey(l.size)) + 1);
  const bodyLevel = Math.min(PDF_HEADING.maxLevels, headingSizes.length + 1);
  // At body size, or a little larger yet under the size that makes a heading alone (11 pt bold over 10 pt text).
  const atBodySize = (l: PdfLine) => l.size > body.size - 1 && l.size < body.size * PDF_HEADING.minSizeRatio && !BULLET.test(l.text) && !isDateLine(l.text);
  const isBoldHeading = (l: PdfLine) => !body.bold && !!l.bold && atBodySize(l) && headingLike(l.text, PDF_HEADING.maxBoldLength);
  const isNumberedHeading = (l: PdfLine) => atBodySize(l) && SECTION_NUMBERED.test(l.text) && headingLike(l.text, PDF_HEADING.maxBoldLength);
  // A run of capitals is shouting (a licence's disclaimer), not a heading: the line stands alone.
  const isCapsHeading = (l: PdfLine, before: PdfLine | undefined, after: PdfLine | undefined) =>
    atBodySize(l) &&
    isAllCaps(l.text) &&
    (l.text.match(/\p{Lu}/gu)?.length ?? 0) >= 4 &&
    l.text.split(/\s+/).length <= PDF_HEADING.maxCapsWords &&
    headingLike(l.text, PDF_HEADING.maxBoldLength) &&
    !(before && isAllCaps(before.text)) &&
    !(after && isAllCaps(after.text));
  const ordered = pages.map(readingOrder);
  // "3 Reporting", "A. Scope": numbered by one number or letter, headings only as a run through the document (decision 196).
  const numbered = numberedHeadings(
    ordered,
    (l, before, after) =>
      atBodySize(l) &&
      (!before || before.y < l.y || before.y - l.y > l.size * 1.8 || endsSentence(before.text)) &&
      !(after && after.y < l.y && /^\p{Ll}/u.test(after.text)),
  );
  // Under such headings, "3.1 Scope" sits a level down for each part of its number past the first.
  const sectionDepth = (l: PdfLine) => (numbered.size ? (l.text.match(/^\d{1,3}((?:\.\d{1,3})+)/)?.[1]?.split('.').length ?? 1) - 1 : 0);
  // A short term over its indented description, in a run of such pairs: one list item each (decision 196).
  const terms = descriptionTerms(ordered.flat(), atBodySize);
  const describing = new Set<Block>();
  let awaiting: ListItem | undefined;
  const headingLevel = (l: PdfLine, before: PdfLine | undefined, after: PdfLine | undefined) => {
    if (isSizeHeading(l)) return isDateLine(l.text) ? 0 : levelOf(l);
    if (numbered.has(l)) return bodyLevel;
    if (isNumberedHeading(l)) return Math.min(MAX_DEPTH, bodyLevel + sectionDepth(l));
    if (isBoldHeading(l) || isCapsHeading(l, before, after)) return bodyLevel;
    return 0;
  };

  const blocks: Block[] = [];
  let previous: PdfLine | undefined;
  let previousFull = false;
  let open: Block | undefined;
  let listX = 0;
  const push = (block: Block) => {
    blocks.push(block);
    open = block;
  };
  for (const [p, page] of pages.entries()) {
    const lines = ordered[p]!;
    const widest = widestByEdge(lines);
    let samePage = false;
    for (const [k, line] of lines.entries()) {
      if (line.table) {
        // A table going on from the page before adds its rows to it.
        if (line.table.terms) {
          // A term and its description are one item, "term: description" (decision 196).
          const items = line.table.rows.map((r) => ({ text: describe(r[0] ?? '', r[1] ?? ''), level: 0 }));
          if (line.table.continues && open?.type === 'list') open.items.push(...items);
          else push({ type: 'list', ordered: false, items, page: page.number });
        } else if (line.table.continues && open?.type === 'table') open.rows.push(...line.table.rows);
        else push({ type: 'table', rows: line.table.rows, ...(line.table.header ? { header: true } : {}), page: page.number });
        previous = line;
        previousFull = false;
        samePage = true;
        continue;
      }
      const gap = previous ? previous.y - line.y : 0;
      const near = samePage && gap > 0 && gap <= Math.max(line.size, previous!.size) * 1.8;
      // The foot of a page or column reached mid-sentence: the text goes on at the top of the next.
      const flowsOn = !!previous && (!samePage || gap < 0) && (!endsSentence(previous.text) || /^\p{Ll}/u.test(line.text));
      const bullet = line.text.match(BULLET) ?? line.text.match(ORDERED_ITEM);
      // A line that goes on with an unfinished sentence of a paragraph or list item is part of it,
      // whatever its type: a web address set in monospace, a command in bold ("…running apt full-" over "upgrade, aptitude…").
      // The line before is as wide as its column, so the sentence wrapped; a short line leads into a display (a command, a heading).
      // Two or more lines in type, one under the other and set apart from the line above (indented, spaced, or under a
      // line that stopped short), are a display of code, never words of the sentence above (decision 201); a web
      // address set in type and broken over lines goes on at line spacing under a full line.
      const next = lines[k + 1];
      const setApart = !previous || line.x > previous.x + line.size || gap > Math.max(line.size, previous.size) * 1.4 || !previousFull;
      const display =
        !!line.mono &&
        !!next?.mono &&
        line.y > next.y &&
        line.y - next.y <= Math.max(line.size, next.size) * 1.8 &&
        setApart &&
        !(previous && BROKEN_ADDRESS.test(previous.text));
      const inSentence =
        !bullet &&
        !display &&
        (open?.type === 'paragraph' || (open?.type === 'list' && line.x > listX + line.size / 2)) &&
        (near || flowsOn) &&
        previousFull &&
        !endsSentence(previous!.text);
      const heading = inSentence && /^\p{Ll}/u.test(line.text) && !isSizeHeading(line) ? 0 : headingLevel(line, lines[k - 1], lines[k + 1]);
      // A sentence going on after a command displayed in it ("you can run the command [dpkg -l] using its
      // name…"): the command is a part of the sentence, which goes on, never lost after the code nor taken into it.
      // Print sets a display apart by more than the line spacing (2.1 text sizes under the FAQ's commands), and the
      // sentence may go on indented like a paragraph: a line within 2.6 text sizes that opens in lower case or on the
      // sentence's own punctuation (". To start…", ", then…") still goes on (decision 201).
      const belowDisplay = samePage && gap > 0 && gap <= Math.max(line.size, previous!.size) * 2.6;
      const goesOn = /^(?:\p{Ll}|[.,;:)](?:\s|$))/u.test(line.text);
      const resumed = open?.type === 'code' && !line.mono && !bullet && (belowDisplay || flowsOn) && goesOn ? sentenceAround(blocks) : undefined;
      if (resumed) {
        const code = blocks[blocks.length - 1] as Block & { type: 'code' };
        open = resumed.block;
        // One command is words of the sentence; a block of two or three lines stays code, and the sentence goes on
        // after it (decision 201): "…execute [two commands] and compare their output" keeps its verb.
        if (!code.text.includes('\n')) {
          blocks.pop();
          resumed.set(goOnWith(`${resumed.text} ${code.text}`, line.text, vocabulary));
        } else {
          code.inside = true;
          resumed.set(goOnWith(resumed.text, line.text, vocabulary));
        }
      } else if (terms.has(line)) {
        awaiting = { text: line.text, level: 0 };
        if (open?.type === 'list' && describing.has(open)) open.items.push(awaiting);
        else {
          push({ type: 'list', ordered: false, items: [awaiting], page: page.number });
          describing.add(open!);
        }
        listX = line.x;
      } else if (heading) {
        if (open?.type === 'heading' && open.level === heading && near && !NUMBER_LEAD.test(line.text))
          open.text = joinWrapped(open.text, line.text, vocabulary);
        else push({ type: 'heading', level: heading, text: line.text, page: page.number });
      } else if (line.mono && !body.mono && !inSentence && !PRINTED_BULLET.test(line.text)) {
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
      } else if (open?.type === 'list' && (near || flowsOn || inSentence) && line.x > listX + line.size / 2) {
        const last = open.items[open.items.length - 1]!;
        // A term's first line of description: "term: description".
        if (last === awaiting) last.text = describe(last.text, line.text);
        else last.text = joinWrapped(last.text, line.text, vocabulary);
        awaiting = undefined;
      } else if (open?.type === 'paragraph' && ((near && !endsParagraph(previous!, line, widest)) || flowsOn || inSentence))
        open.text = joinWrapped(open.text, line.text, vocabulary);
      else push({ type: 'paragraph', text: line.text, page: page.number });
      previous = line;
      previousFull = line.width >= (widest.get(Math.round(line.x)) ?? 0) * 0.8;
      samePage = true;
    }
  }
  return withoutManualApparatus(withTitleFirst(withLabelsJoined(blocks), pages[0]));
}

/** Lines of code a sentence may go on after: a command or a short block of them, not a listing. */
export const PDF_CODE_IN_SENTENCE = { maxLines: 3 } as const;

/**
 * The paragraph or list item a code block of up to three lines interrupts mid-sentence (it does not
 * end on a full stop), with a way to set its text: where a sentence goes on after the code.
 */
function sentenceAround(blocks: Block[]): { block: Block; text: string; set: (text: string) => void } | undefined {
  const code = blocks[blocks.length - 1];
  const block = blocks[blocks.length - 2];
  if (code?.type !== 'code' || code.inside || code.text.split('\n').length > PDF_CODE_IN_SENTENCE.maxLines || !block) return undefined;
  const item = block.type === 'list' ? block.items[block.items.length - 1] : undefined;
  const target = block.type === 'paragraph' ? block : item;
  if (!target || /[.!?]["”’)\]]*$/.test(target.text)) return undefined;
  return {
    block,
    text: target.text,
    set: (text) => {
      target.text = text;
    },
  };
}

/** A sentence going on after code: its own punctuation (". To start…") closes up to the words before it. */
const goOnWith = (text: string, line: string, vocabulary: Set<string>) => (/^[.,;:)]/.test(line) ? `${text}${line}` : joinWrapped(text, line, vocabulary));

/** A description list's item: "--verbose: Print more…", a term that already ends on a colon keeping its own. */
const describe = (term: string, description: string) => (!description ? term : /:$/.test(term) ? `${term} ${description}` : `${term}: ${description}`);

/** Per left edge (to the point), the widest line starting there: a column's full width. */
function widestByEdge(lines: PdfLine[]): Map<number, number> {
  const widest = new Map<number, number>();
  for (const l of lines) widest.set(Math.round(l.x), Math.max(widest.get(Math.round(l.x)) ?? 0, l.width));
  return widest;
}

/**
 * A line that ends a sentence ends its paragraph when it is well short of its column's width, or
 * when the next line is indented as a new paragraph's first line is in print.
 */
const endsParagraph = (line: PdfLine, next: PdfLine, widest: Map<number, number>) =>
  endsSentence(line.text) && (line.width < (widest.get(Math.round(line.x)) ?? 0) * 0.8 || next.x > line.x + next.size * 0.8);
