import { scanXml } from '../office-xml';
import type { Block, ListItem } from './document-tree';
import { withQuestionsAnswered } from './question-answer';

interface Style {
  name: string;
  basedOn?: string;
  outlineLevel?: number;
  numbered?: boolean;
}

/** styleId → name, base style, outline level and numbering, from word/styles.xml. */
export function readStyles(xml: string | undefined): Map<string, Style> {
  const styles = new Map<string, Style>();
  if (!xml) return styles;
  let current: Style | undefined;
  scanXml(xml, {
    open(tag, attr) {
      if (tag === 'w:style') {
        current = { name: '' };
        styles.set(attr('w:styleId') ?? '', current);
      } else if (!current) return;
      else if (tag === 'w:name') current.name = attr('w:val') ?? '';
      else if (tag === 'w:basedOn') current.basedOn = attr('w:val');
      else if (tag === 'w:outlineLvl') current.outlineLevel = Number(attr('w:val'));
      else if (tag === 'w:numPr') current.numbered = true;
    },
    close(tag) {
      if (tag === 'w:style') current = undefined;
    },
  });
  return styles;
}

/** numId → whether its levels count (decimal, letters…) rather than bullet, from word/numbering.xml. */
export function readNumbering(xml: string | undefined): Map<string, boolean[]> {
  const abstract = new Map<string, boolean[]>();
  const nums = new Map<string, string>();
  if (!xml) return new Map();
  let abstractId: string | undefined;
  let numId: string | undefined;
  let level = 0;
  scanXml(xml, {
    open(tag, attr) {
      if (tag === 'w:abstractNum') {
        abstractId = attr('w:abstractNumId') ?? '';
        abstract.set(abstractId, []);
      } else if (tag === 'w:lvl') level = Number(attr('w:ilvl') ?? 0);
      else if (tag === 'w:numFmt' && abstractId !== undefined) abstract.get(abstractId)![level] = !['bullet', 'none'].includes(attr('w:val') ?? 'bullet');
      else if (tag === 'w:num') numId = attr('w:numId');
      else if (tag === 'w:abstractNumId' && numId !== undefined) nums.set(numId, attr('w:val') ?? '');
    },
    close(tag) {
      if (tag === 'w:abstractNum') abstractId = undefined;
      else if (tag === 'w:num') numId = undefined;
    },
  });
  return new Map([...nums].map(([id, a]) => [id, abstract.get(a) ?? []]));
}

type Role = { heading: number } | 'quote' | 'code' | 'list' | 'paragraph';

/** What a paragraph style makes of a paragraph, following its base styles (at most 10 deep: a loop is a broken file). */
function styleRole(styles: Map<string, Style>, id: string | undefined): Role {
  for (let depth = 0; id !== undefined && depth < 10; depth++) {
    const style = styles.get(id);
    const name = (style?.name || id).toLowerCase();
    if (name === 'title') return { heading: 0 };
    const heading = name.match(/^heading ?(\d)$/);
    if (heading) return { heading: Number(heading[1]) };
    if (style?.outlineLevel !== undefined && style.outlineLevel >= 0 && style.outlineLevel < 9) return { heading: style.outlineLevel + 1 };
    if (/quote/.test(name)) return 'quote';
    if (/code|preformatted|source|verbatim|macro|monospace/.test(name)) return 'code';
    if (style?.numbered || /^list (bullet|number)/.test(name)) return 'list';
    id = style?.basedOn;
  }
  return 'paragraph';
}

interface Paragraph {
  text: string;
  style?: string;
  numId?: string;
  level?: number;
  outlineLevel?: number;
}

/**
 * Word (.docx) structure from word/document.xml: paragraph styles Title and Heading 1–9 (by
 * style name, base style or outline level, so renamed and translated styles count too) are
 * headings, numbered paragraphs (w:numPr, in the paragraph or its style) are lists, w:tbl are
 * tables, and quote and code styles are quotes and code. A document with a Title has its
 * headings one level below it.
 */
export function docxBlocks(documentXml: string, stylesXml?: string, numberingXml?: string): Block[] {
  const styles = readStyles(stylesXml);
  const numbering = readNumbering(numberingXml);
  const blocks: Block[] = [];
  const open: Paragraph[] = [];
  let inText = 0;
  let skipped = 0;
  // Per table: its rows, the row and cell being read, and per row whether its text is all bold or marked
  // as the header row Word repeats on each page (w:tblHeader): a first row so set apart is the header (decision 196).
  const table: { rows: string[][]; row?: string[]; cell?: string[]; marks: { header: boolean; bold: number; plain: number }[] }[] = [];
  let bold = false;
  let list: { ordered: boolean; items: ListItem[] } | undefined;
  let code: string[] | undefined;
  const endRuns = () => {
    if (list) blocks.push({ type: 'list', ...list });
    if (code) blocks.push({ type: 'code', text: code.join('\n') });
    list = undefined;
    code = undefined;
  };
  const emit = (p: Paragraph) => {
    const text = p.text.replace(/\s+/g, ' ').trim();
    const cell = table[table.length - 1]?.cell;
    if (cell) {
      if (text) cell.push(text);
      return;
    }
    if (!text) return;
    const role = p.outlineLevel !== undefined && p.outlineLevel < 9 ? { heading: p.outlineLevel + 1 } : styleRole(styles, p.style);
    if (role === 'code') {
      if (list) endRuns();
      code = [...(code ?? []), text];
      return;
    }
    const numbered = p.numId !== undefined && p.numId !== '0';
    if ((numbered || role === 'list') && typeof role !== 'object') {
      const level = p.level ?? 0;
      const ordered = numbered ? (numbering.get(p.numId!)?.[level] ?? false) : false;
      if (code) endRuns();
      list ??= { ordered, items: [] };
      list.items.push({ text, level });
      return;
    }
    endRuns();
    if (typeof role === 'object') blocks.push({ type: 'heading', level: role.heading, text });
    else blocks.push({ type: role, text });
  };

  scanXml(documentXml, {
    open(tag, attr, selfClosing) {
      const p = open[open.length - 1];
      if (tag === 'w:p' && !selfClosing) open.push({ text: '' });
      else if (tag === 'w:t') inText++;
      else if (tag === 'w:delText' || tag === 'w:instrText') skipped++;
      else if ((tag === 'w:tab' || tag === 'w:br' || tag === 'w:cr') && p) p.text += ' ';
      else if (tag === 'w:pStyle' && p) p.style = attr('w:val');
      else if (tag === 'w:numId' && p) p.numId = attr('w:val');
      else if (tag === 'w:ilvl' && p) p.level = Math.min(9, Number(attr('w:val')) || 0);
      else if (tag === 'w:outlineLvl' && p) p.outlineLevel = Number(attr('w:val'));
      else if (tag === 'w:tbl') {
        endRuns();
        table.push({ rows: [], marks: [] });
      } else if (tag === 'w:tr' && table.length) {
        table[table.length - 1]!.row = [];
        table[table.length - 1]!.marks.push({ header: false, bold: 0, plain: 0 });
      } else if (tag === 'w:tblHeader' && table.length && !/^(?:0|false)$/.test(attr('w:val') ?? '')) {
        const marks = table[table.length - 1]!.marks;
        if (marks.length) marks[marks.length - 1]!.header = true;
      } else if (tag === 'w:r') bold = false;
      else if (tag === 'w:b' && !/^(?:0|false)$/.test(attr('w:val') ?? '')) bold = true;
      else if (tag === 'w:tc' && table.length) table[table.length - 1]!.cell = [];
    },
    close(tag) {
      if (tag === 'w:p') {
        const p = open.pop();
        if (p) emit(p);
      } else if (tag === 'w:t') inText = Math.max(0, inText - 1);
      else if (tag === 'w:delText' || tag === 'w:instrText') skipped = Math.max(0, skipped - 1);
      else if (tag === 'w:tc') {
        const t = table[table.length - 1];
        if (t?.cell) t.row?.push(t.cell.join(' '));
        if (t) t.cell = undefined;
      } else if (tag === 'w:tr') {
        const t = table[table.length - 1];
        if (t?.row) t.rows.push(t.row);
        if (t) t.row = undefined;
      } else if (tag === 'w:tbl') {
        const t = table.pop();
        const rows = t?.rows.filter((r) => r.some(Boolean)) ?? [];
        const outer = table[table.length - 1];
        // A table inside a cell is that cell's text: a table is not split into two.
        if (outer?.cell) outer.cell.push(rows.map((r) => r.join(' ')).join(' '));
        else if (rows.length) blocks.push({ type: 'table', rows, ...(t && headed(t.marks) ? { header: true } : {}) });
      }
    },
    text(t) {
      const p = open[open.length - 1];
      if (p && inText > 0 && skipped === 0) {
        p.text += t;
        const marks = table[table.length - 1]?.marks;
        const row = marks?.[marks.length - 1];
        if (row && t.trim()) row[bold ? 'bold' : 'plain'] += t.trim().length;
      }
    },
  });
  endRuns();
  const hasTitle = blocks.some((b) => b.type === 'heading' && b.level === 0);
  const leveled = hasTitle ? blocks.map((b) => (b.type === 'heading' ? { ...b, level: Math.min(9, b.level + 1) } : b)) : blocks;
  // "Q:" and "A:" paragraphs are read as the plain-text reader reads them (decision 214).
  return withQuestionsAnswered(leveled, leveled.map((b) => ('text' in b ? b.text : '')).join('\n'));
}

/** A table's first row is its header when Word marks it so, or when it alone is all bold. */
function headed(marks: { header: boolean; bold: number; plain: number }[]): boolean {
  const [first, ...rest] = marks;
  if (!first || !rest.length) return false;
  return first.header || (first.bold > 0 && first.plain === 0 && rest.every((r) => r.plain > 0));
}
