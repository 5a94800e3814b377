import { scanXml } from '../office-xml';
import { isDeckBoilerplate } from './deck-boilerplate';
import type { Block, ListItem, NoteBlock } from './document-tree';
import { isStageDirection, withoutBracketedDirections } from './stage-directions';

interface Shape {
  placeholder?: string;
  paragraphs: { text: string; level: number; numbered: boolean; bulleted: boolean }[];
  /** Top edge (EMU) and largest run size (hundredths of a point), where the file gives them. */
  top?: number;
  size?: number;
}

const TITLES = new Set(['title', 'ctrTitle']);
// Placeholders that repeat on every slide (date, footer, slide number) are page furniture.
const FURNITURE = new Set(['dt', 'ftr', 'sldNum', 'hdr']);

/**
 * One PowerPoint slide's structure: the title placeholder is a heading (level 1: a deck's
 * sections are its slides), body and content placeholders are lists with their bullet levels
 * (a:pPr lvl; a:buAutoNum makes them numbered), other text boxes are paragraphs and tables are
 * tables. Date, footer and slide-number placeholders and fields are left out. Speaker notes are
 * returned apart, as a note of the slide, unless the slide has no text of its own: then they are it.
 */
export function pptxSlideBlocks(slideXml: string, page: number, notes?: string): (Block | NoteBlock)[] {
  const shapes: Shape[] = [];
  const tables: { rows: string[][]; shapeIndex: number; header: boolean }[] = [];
  let firstRowMarked = false;
  let shape: Shape | undefined;
  let paragraph: Shape['paragraphs'][number] | undefined;
  let inText = 0;
  let field = 0;
  let rows: string[][] | undefined;
  let cell: string[] | undefined;
  scanXml(slideXml, {
    open(tag, attr, selfClosing) {
      if (tag === 'p:sp') shape = { paragraphs: [] };
      else if (tag === 'p:ph' && shape) shape.placeholder = attr('type') ?? 'body';
      else if (tag === 'a:tbl') {
        rows = [];
        firstRowMarked = false;
      } else if (tag === 'a:tblPr' && rows) firstRowMarked = attr('firstRow') === '1';
      else if (tag === 'a:tr' && rows) rows.push([]);
      else if (tag === 'a:tc' && rows) cell = [];
      else if (tag === 'a:p' && !selfClosing) paragraph = { text: '', level: 0, numbered: false, bulleted: false };
      else if (tag === 'a:pPr' && paragraph) paragraph.level = Math.min(8, Number(attr('lvl') ?? 0) || 0);
      else if (tag === 'a:buAutoNum' && paragraph) paragraph.numbered = paragraph.bulleted = true;
      else if (tag === 'a:buChar' && paragraph) paragraph.bulleted = true;
      else if (tag === 'a:off' && shape && shape.top === undefined) shape.top = Number(attr('y')) || 0;
      else if ((tag === 'a:rPr' || tag === 'a:defRPr') && shape && attr('sz')) shape.size = Math.max(shape.size ?? 0, Number(attr('sz')) || 0);
      else if (tag === 'a:t') inText++;
      else if (tag === 'a:br' && paragraph) paragraph.text += ' ';
      else if (tag === 'a:fld' && /slidenum/i.test(attr('type') ?? '')) field++;
    },
    close(tag) {
      if (tag === 'a:t') inText = Math.max(0, inText - 1);
      else if (tag === 'a:fld') field = Math.max(0, field - 1);
      else if (tag === 'a:p' && paragraph) {
        paragraph.text = paragraph.text.replace(/\s+/g, ' ').trim();
        if (paragraph.text) {
          if (cell) cell.push(paragraph.text);
          else shape?.paragraphs.push(paragraph);
        }
        paragraph = undefined;
      } else if (tag === 'a:tc' && cell && rows) {
        rows[rows.length - 1]?.push(cell.join(' '));
        cell = undefined;
      } else if (tag === 'a:tbl' && rows) {
        const kept = rows.filter((r) => r.some(Boolean));
        if (kept.length) tables.push({ rows: kept, shapeIndex: shapes.length, header: firstRowMarked || headsItsColumns(kept) });
        rows = undefined;
      } else if (tag === 'p:sp' && shape) {
        shapes.push(shape);
        shape = undefined;
      }
    },
    text(t) {
      if (paragraph && inText > 0 && field === 0) paragraph.text += t;
    },
  });

  const blocks: (Block | NoteBlock)[] = [];
  // The title comes first whatever its place in the shape tree: it names the slide.
  const title = shapes.find((s) => s.placeholder && TITLES.has(s.placeholder) && s.paragraphs.length) ?? drawnTitle(shapes);
  if (title) blocks.push({ type: 'heading', level: 1, text: title.paragraphs.map((p) => p.text).join(' '), page });
  const emitTables = (upTo: number) => {
    while (tables.length && tables[0]!.shapeIndex <= upTo) {
      const { rows: tableRows, header } = tables.shift()!;
      blocks.push({ type: 'table', rows: tableRows, ...(header ? { header: true } : {}), page });
    }
  };
  for (const [index, s] of shapes.entries()) {
    emitTables(index);
    if (s === title || (s.placeholder && FURNITURE.has(s.placeholder)) || !s.paragraphs.length) continue;
    const isBody = s.placeholder !== undefined && !TITLES.has(s.placeholder) && s.placeholder !== 'subTitle';
    if (isBody && s.paragraphs.length > 1) {
      const items: ListItem[] = s.paragraphs.map((p) => ({ text: p.text, level: p.level }));
      blocks.push({ type: 'list', ordered: s.paragraphs.some((p) => p.numbered), items, page });
    } else {
      // A text box's bulleted paragraphs are a list; the others are paragraphs.
      let list: ListItem[] | undefined;
      for (const p of s.paragraphs) {
        if (p.bulleted) {
          if (!list) {
            list = [];
            blocks.push({ type: 'list', ordered: p.numbered, items: list, page });
          }
          list.push({ text: p.text, level: p.level });
        } else {
          list = undefined;
          blocks.push({ type: 'paragraph', text: p.text, page });
        }
      }
    }
  }
  emitTables(Number.POSITIVE_INFINITY);
  // An agenda, "Questions?" or "Thank you" slide says nothing of the subject, its notes included (decision 214).
  const heading = blocks[0]?.type === 'heading' ? blocks[0].text : undefined;
  if (heading !== undefined && isDeckBoilerplate(heading, blocks.slice(1).flatMap(blockLines))) return [];
  // The notes are what the author meant to say about the slide (decision 185): kept apart, they are said
  // in its narration, never shown. A slide with no text but its title has only its notes to say: they are its text.
  const text = notes?.trim();
  if (!text) return blocks;
  if (blocks.some((b) => b.type !== 'heading')) blocks.push({ type: 'note', page, text });
  else {
    // Shown as the slide's text, notes lose what only directs the talk ("Pause here.", "Click to show the chart.", decision 196).
    const shown = text
      .split(/(?<=[.!?])\s+(?=\S)/)
      .map(withoutBracketedDirections)
      .filter((s) => /\p{L}/u.test(s) && !isStageDirection(s))
      .join(' ');
    if (shown) blocks.push({ type: 'paragraph', page, text: shown });
  }
  return blocks;
}

/**
 * A table's first row names its columns when PowerPoint marks it so (a:tblPr firstRow, the default
 * style), or when it reads as labels over the figures below: two or more rows under it, each cell of it
 * a short label with no figure and no closing stop, and a figure in every row under it ("Channel |
 * Acknowledge within | Resolve within" over "Phone | On the call | 5 working days").
 */
function headsItsColumns(rows: string[][]): boolean {
  const [first, ...body] = rows;
  if (!first || body.length < 2) return false;
  const label = (cell: string) => cell.trim().split(/\s+/).length <= 4 && !/\d/.test(cell) && !/[.!?;:]$/.test(cell.trim());
  return first.every(label) && body.every((row) => row.some((cell) => /\d/.test(cell)));
}

/** The lines of text a block shows. */
function blockLines(block: Block | NoteBlock): string[] {
  if (block.type === 'list') return block.items.map((item) => item.text);
  if (block.type === 'table') return block.rows.flat();
  return 'text' in block ? [block.text] : [];
}

/**
 * A slide drawn without a title placeholder names itself with a text box: the topmost box of one
 * short paragraph counts as the title when its text is larger than all other sized text on the slide.
 */
function drawnTitle(shapes: Shape[]): Shape | undefined {
  const texts = shapes.filter((s) => s.paragraphs.length && !(s.placeholder && FURNITURE.has(s.placeholder)));
  const candidates = texts.filter((s) => s.paragraphs.length === 1 && s.paragraphs[0]!.text.length <= 100 && !s.paragraphs[0]!.bulleted);
  const top = candidates.sort((a, b) => (a.top ?? 0) - (b.top ?? 0))[0];
  if (!top?.size) return undefined;
  // Text without a size of its own takes it from the layout, which is not read: it does not count against.
  return texts.every((s) => s === top || s.size === undefined || s.size < top.size!) ? top : undefined;
}
