import type { PdfCell, PdfLine } from './pdf-tree';

/**
 * The rows of a PDF table (decisions 196, 201): a page's lines grouped by baseline, their columns,
 * and the shapes that make rows a table — two rows alike, a term beside its description once, a cell
 * wrapped over two lines. pdf-tables.ts reads tables from them.
 */
export const PDF_TABLE = {
  /** Rows of two or more cells a table needs: a header and two rows, or three rows. */
  minRows: 3,
  /** How far (a share of the text size) a cell's left edge may stray from its column's. */
  alignment: 0.8,
  /** A column of cells this long (median characters) is running text; a table has a column of short cells besides. */
  shortCell: 28,
  /** Rows further apart than this many text sizes are not one table. */
  maxRowGap: 2.6,
  /** Lines at most this many text sizes apart are lines of one row (a cell wrapped), when the rows are set further apart. */
  lineGap: 1.35,
  /** A table of two rows (decision 201): each cell at most this long, and its first column's at most this many words. */
  twoRowCell: 28,
  twoRowTermWords: 4,
} as const;

export interface Row {
  y: number;
  size: number;
  cells: PdfCell[];
  lines: PdfLine[];
  bold: boolean;
  mono: boolean;
}

/** A row drawn as a rule ("-----", "=====", "_____"): a table's header underlined in type. */
const RULE = /^[-=_–—─━]{3,}$/;
export const isRule = (row: Row) => row.cells.length === 1 && RULE.test(row.cells[0]!.text.replace(/\s+/g, ''));

/** A page's lines grouped by baseline, top to bottom; each row's cells left to right. */
export function rowsOf(lines: PdfLine[]): Row[] {
  const rows: Row[] = [];
  for (const line of [...lines].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const last = rows[rows.length - 1];
    const row = last && Math.abs(last.y - line.y) <= Math.min(last.size, line.size) * 0.3 ? last : undefined;
    const cells = line.cells ?? [{ text: line.text, x: line.x, width: line.width }];
    if (row) {
      row.cells.push(...cells);
      row.lines.push(line);
      row.bold &&= !!line.bold;
      row.mono &&= !!line.mono;
    } else rows.push({ y: line.y, size: line.size, cells: [...cells], lines: [line], bold: !!line.bold, mono: !!line.mono });
  }
  for (const row of rows) row.cells.sort((a, b) => a.x - b.x);
  return rows;
}

/**
 * The table's columns, as the left edges of bands of x where cells lie: cells of the rows with the
 * most common number of cells, merged where they overlap, so a column of numbers set right-aligned
 * ("1", "16", "4096") is one column however its left edges vary.
 */
export function columnsOf(rows: Row[], size: number): number[] {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.cells.length, (counts.get(row.cells.length) ?? 0) + 1);
  const modal = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]![0];
  const spans = rows
    .filter((r) => r.cells.length === modal)
    .flatMap((r) => r.cells.map((c) => ({ start: c.x, end: c.x + c.width })))
    .sort((a, b) => a.start - b.start);
  const bands: { start: number; end: number }[] = [];
  for (const span of spans) {
    const last = bands[bands.length - 1];
    if (last && span.start <= last.end + size * 0.3) last.end = Math.max(last.end, span.end);
    else bands.push({ ...span });
  }
  return bands.map((b) => b.start);
}

/** The column a cell falls in: the last whose edge it reaches. */
export const columnOf = (columns: number[], cell: PdfCell, size: number) =>
  Math.max(
    0,
    columns.findLastIndex((x) => cell.x >= x - size * PDF_TABLE.alignment),
  );

/**
 * A column of running text, not of cells: its lines are long, or, being lines of a few words, most
 * of them go on with a sentence (they open in lower case) — two columns of prose side by side.
 */
export function isRunningText(cells: string[]): boolean {
  if (median(cells.map((c) => c.length)) > PDF_TABLE.shortCell) return true;
  const goOn = cells.slice(1).filter((c) => /^\p{Ll}/u.test(c)).length;
  return goOn * 2 >= cells.length - 1 && median(cells.map((c) => c.split(/\s+/).length)) >= 3;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A cell that reads as a sentence: four words or more, ending on a full stop. */
export const isSentence = (text: string) => /[.!?]["”’)]*$/.test(text) && text.split(/\s+/).length >= 4;

/**
 * Two rows are a table (decision 201) when a person sees one: the same number of cells in both,
 * each starting where the other row's does, at one size, a first column of short labels, and
 * every other cell short too unless it describes the first (a term and its description). Two
 * lines of prose that happen to align are refused: their cells are long or run on in lower case.
 */
export function isTwoRowTable(rows: Row[], size: number): boolean {
  const [a, b] = rows as [Row, Row];
  if (a.cells.length !== b.cells.length || Math.abs(a.size - b.size) >= 0.5) return false;
  if (a.cells.some((c, k) => Math.abs(c.x - b.cells[k]!.x) > size * PDF_TABLE.alignment)) return false;
  const label = (text: string) => text.length <= PDF_TABLE.twoRowCell && text.split(/\s+/).length <= PDF_TABLE.twoRowTermWords && !/[.,;]$/.test(text);
  if (!label(a.cells[0]!.text) || !label(b.cells[0]!.text)) return false;
  const rest = [...a.cells.slice(1), ...b.cells.slice(1)].map((c) => c.text);
  const short = rest.every((t) => t.length <= PDF_TABLE.twoRowCell && !isSentence(t));
  const described = a.cells.length === 2 && rest.every((t) => isSentence(t) && /^[\p{Lu}\d"“(]/u.test(t));
  return short || described;
}

/**
 * One term beside its description across a wide gap, once ("-k   Keep the input files after they
 * are read."), as a short manual section sets a single option (decision 201): a pair of a description
 * list. The gap is the mark, so the term must read as one: a few words, not a number alone (a
 * numbered heading or item sets its number apart too), and the row not all bold (a heading); the
 * description is running text.
 */
export function isSinglePair(row: Row): boolean {
  if (row.cells.length !== 2 || row.bold) return false;
  const [term, description] = row.cells.map((c) => c.text) as [string, string];
  const termLike =
    term.length <= PDF_TABLE.twoRowCell &&
    term.split(/\s+/).length <= PDF_TABLE.twoRowTermWords &&
    /\p{L}/u.test(term) &&
    !/[.,;]$/.test(term) &&
    !/^(?:\d{1,3}(?:\.\d{1,3})*|[A-Z]|[ivxIVX]{1,5})[.)]?$/.test(term);
  return termLike && description.split(/\s+/).length >= 4 && (isSentence(description) || isRunningText([description]));
}

/**
 * Which of a table's lines go on with the row above: a cell wrapped over two lines (decision 201).
 * - A line with nothing in its first column (a later cell wrapped, decision 196), or with only its
 *   first column (the first cell wrapped: the run took such a line in only as a wrap).
 * - Where rows are set apart (most gaps between rows wider than the text's line spacing), a line
 *   at line spacing under the one above is that row's next line, whatever its columns hold.
 * - Where rows are not set apart, a first cell opening in lower case in a column whose cells open
 *   with a capital or a digit goes on with the cell above.
 */
export function continuesAbove(rows: { row: Row; cells: string[] }[]): boolean[] {
  const gaps = rows.map((r, k) => (k ? rows[k - 1]!.row.y - r.row.y : 0));
  const tight = gaps.map((g, k) => k > 0 && g <= rows[k]!.row.size * PDF_TABLE.lineGap);
  // The gap under the first row is left out: a header is often set apart from the rows under it.
  const later = tight.slice(2);
  const spaced = later.some((t) => t) && later.filter((t) => !t).length >= later.filter((t) => t).length;
  const firsts = rows.map((r) => r.cells[0] ?? '').filter(Boolean);
  const capitalised = firsts.filter((c) => /^[\p{Lu}\d]/u.test(c)).length;
  const lowerOpens = firsts.length - capitalised;
  const byCase = capitalised >= 2 && lowerOpens * 2 < capitalised;
  return rows.map(({ cells }, k) => {
    if (!k) return false;
    if (!cells[0] || cells.every((c, n) => !n || !c)) return true;
    if (spaced) return tight[k]!;
    return byCase && /^\p{Ll}/u.test(cells[0]) && !/[.!?]$/.test(rows[k - 1]!.cells[0] ?? '');
  });
}
