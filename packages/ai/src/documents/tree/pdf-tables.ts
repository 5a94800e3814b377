import { isIndexEntry } from './pdf-furniture';
import { columnOf, columnsOf, continuesAbove, isRule, isRunningText, isSinglePair, isTwoRowTable, median, PDF_TABLE, type Row, rowsOf } from './pdf-table-rows';
import type { PdfLine, PdfPageLayout } from './pdf-tree';
import { BULLET, ORDERED_ITEM } from './text-lines';

/**
 * Tables in a PDF (decision 196). PDF has no table, only text drawn at places: a table shows as
 * rows of short cells set apart by gaps wider than any space between words, whose left edges line
 * up down the rows. Read so, a table is one node of rows × cells instead of a run of fused
 * paragraphs or a heading per cell.
 */

/** A table as read, and what the next page needs to go on with it. */
export interface PdfTable {
  rows: string[][];
  header: boolean;
  /** The rows go on with the table that ended the page before. */
  continues?: boolean;
  /** Two columns, terms and their descriptions in running text ("--verbose   Print more…"): a description list. */
  terms?: boolean;
}

/** A table that ends at the foot of its page: its columns, for rows at the top of the next page. */
interface Carried {
  columns: number[];
  size: number;
}

/**
 * The rows read as a table, or null. Refused: fewer than PDF_TABLE.minRows rows of two or more
 * aligned cells; a first column of list markers (a numbered or bulleted list set with a gap); every
 * column running text (two columns of prose side by side); a block in a monospaced font without a
 * rule under its first row (code lines up too: "apt-get update    ->  apt update"). Rows at the top
 * of a page that line up with the columns of a table ending the page before go on with it, however few.
 */
function tableOf(rows: Row[], carried?: Carried, inBand = false): (PdfTable & { columns: number[]; size: number }) | null {
  const ruled = rows.length > 1 && isRule(rows[1]!);
  const content = rows.filter((r) => !isRule(r));
  const multi = content.filter((r) => r.cells.length > 1);
  const size = carried?.size ?? median(content.map((r) => r.size));
  const continues = !!carried && multi.length > 0 && multi.every((r) => Math.abs(r.cells[0]!.x - carried.columns[0]!) <= size * PDF_TABLE.alignment);
  if (!continues && multi.length === 1 && !inBand && isSinglePair(multi[0]!) && content[0] === multi[0]) {
    // A single pair, its description maybe wrapped under itself.
    const [term, description] = multi[0]!.cells;
    const wrapsUnder = content.slice(1).every((r) => r.cells.length === 1 && Math.abs(r.cells[0]!.x - description!.x) <= size * PDF_TABLE.alignment);
    if (wrapsUnder) {
      const text = [description!.text, ...content.slice(1).map((r) => r.cells[0]!.text)].join(' ');
      return { rows: [[term!.text, text]], header: false, terms: true, columns: [term!.x, description!.x], size };
    }
  }
  if (!continues) {
    // Two rows repeated in the pages' top or bottom bands are a running header or footer, read by the furniture rules.
    if (multi.length < PDF_TABLE.minRows && !(multi.length === 2 && !inBand && isTwoRowTable(multi, size))) return null;
    if (content.every((r) => r.mono) && !ruled) return null;
  }
  const columns = continues ? carried!.columns : columnsOf(multi, size);
  if (columns.length < 2) return null;
  const placed = content.map((row) => {
    const cells: string[] = columns.map(() => '');
    for (const cell of row.cells) {
      const k = columnOf(columns, cell, size);
      cells[k] = cells[k] ? `${cells[k]} ${cell.text}` : cell.text;
    }
    return { row, cells };
  });
  const wrapped = continuesAbove(placed);
  const table: string[][] = [];
  let lastRow: string[] | undefined;
  for (const [n, { cells }] of placed.entries()) {
    // A line that goes on with the row above: its cells are wrapped cells of that row.
    if (lastRow && wrapped[n])
      cells.forEach((c, k) => {
        if (c) lastRow![k] = lastRow![k] ? `${lastRow![k]} ${c}` : c;
      });
    else {
      table.push(cells);
      lastRow = cells;
    }
  }
  const firstColumn = table.map((r) => r[0] ?? '');
  if (firstColumn.filter((c) => BULLET.test(`${c} x`) || ORDERED_ITEM.test(`${c} x`) || /^\(?[a-z\d]{1,3}[.)]$/i.test(c)).length > table.length / 2)
    return null;
  // An index set in columns ("apt-doc, 36, 37") is furniture, left out with its page (pdf-furniture.ts).
  if (table.flat().filter((c) => isIndexEntry(c)).length * 2 >= table.flat().filter(Boolean).length) return null;
  if (columns.every((_, k) => isRunningText(table.map((r) => r[k] ?? '').filter(Boolean)))) return null;
  const [first, ...others] = content;
  const header =
    !continues && (ruled || (!!first?.bold && others.every((r) => !r.bold)) || (!!first && others.every((r) => Math.abs(r.size - first.size) >= 0.5)));
  // Terms and what they mean: a short first column, and a second of sentences or running text, under no header.
  const described = table.map((r) => r[1] ?? '').filter(Boolean);
  const terms =
    columns.length === 2 &&
    !header &&
    (isRunningText(described) || described.filter((d) => /[.!?]["”’)]*$/.test(d) && d.split(/\s+/).length >= 4).length * 2 >= described.length);
  return { rows: table, header, ...(continues ? { continues } : {}), ...(terms ? { terms } : {}), columns, size };
}

/** Repeats, digits aside: "Page 3" and "Page 4" are one line of furniture. */
const furnitureKey = (line: PdfLine) => line.text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/**
 * Lines among a page's two highest or two lowest baselines whose words (digits aside) stand there on
 * another page too: a running header's or footer's, read by the furniture rules, never a table's.
 */
function repeatedInBands(pages: PdfPageLayout[]): Set<PdfLine> {
  const banded = pages.map((page) => {
    const heights = [...new Set(page.lines.map((l) => Math.round(l.y)))].sort((a, b) => b - a);
    const band = new Set([...heights.slice(0, 2), ...heights.slice(-2)]);
    return page.lines.filter((l) => band.has(Math.round(l.y)));
  });
  const seen = new Map<string, number>();
  for (const lines of banded) for (const key of new Set(lines.map(furnitureKey))) seen.set(key, (seen.get(key) ?? 0) + 1);
  return new Set(banded.flat().filter((l) => (seen.get(furnitureKey(l)) ?? 0) >= 2));
}

/**
 * Pages with their tables found: the lines of each table give way to one line carrying the table,
 * where its first row stood, so the table is read in its place (and two columns of a table are
 * never read as a page's two columns of text). A table that reaches the foot of its page goes on
 * with the rows at the top of the next that line up with its columns.
 */
export function withTables(pages: PdfPageLayout[]): PdfPageLayout[] {
  let carried: Carried | undefined;
  const furniture = repeatedInBands(pages);
  return pages.map((page) => {
    const rows = rowsOf(page.lines);
    const replaced = new Map<PdfLine, PdfLine | null>();
    let endsOnTable = false;
    let i = 0;
    while (i < rows.length) {
      // A run: rows close together, each of several cells, a rule, or a cell wrapped under a later column.
      let j = i;
      // The page's first rows of cells, under at most a running header's two lines, may go on with the table before.
      const atTop = !!carried && rows[i]!.cells.length > 1 && i <= 2 && rows.slice(0, i).every((r) => r.cells.length === 1);
      if (rows[i]!.cells.length > 1 || atTop) {
        const firstEdge = rows[i]!.cells[0]!.x;
        // Where the run's cells start, to the point: a lone cell is looked up there, not against every row above.
        const edges = new Set(rows[i]!.cells.map((c) => Math.round(c.x)));
        const startsAtEdge = (x: number, tolerance: number) => {
          for (let e = Math.round(x - tolerance); e <= Math.round(x + tolerance); e++) if (edges.has(e)) return true;
          return false;
        };
        while (j + 1 < rows.length) {
          const next = rows[j + 1]!;
          const close = rows[j]!.y - next.y <= Math.max(rows[j]!.size, next.size) * PDF_TABLE.maxRowGap;
          // A lone cell under a later column goes on with a cell above it that starts where it starts (a description wrapped), never a page number at the foot.
          const wraps = next.cells[0]!.x > firstEdge + next.size * 2 && startsAtEdge(next.cells[0]!.x, next.size * PDF_TABLE.alignment);
          // A lone cell at the first column's edge, at line spacing and within the first column's width, is the first
          // cell wrapped (decision 201): it opens in lower case, or a row of cells follows it at once. A line of text
          // after a table runs past the first column.
          const after = rows[j + 2];
          const lone = next.cells[0]!;
          const firstWraps =
            next.cells.length === 1 &&
            rows[j]!.cells.length > 1 &&
            Math.abs(lone.x - firstEdge) <= next.size * PDF_TABLE.alignment &&
            lone.x + lone.width < rows[j]!.cells[1]!.x - next.size * 0.3 &&
            rows[j]!.y - next.y <= next.size * PDF_TABLE.lineGap &&
            (/^\p{Ll}/u.test(next.cells[0]!.text) || (!!after && after.cells.length > 1 && next.y - after.y <= next.size * PDF_TABLE.maxRowGap));
          const fits = next.cells.length > 1 || isRule(next) || wraps || firstWraps;
          if (!close || !fits) break;
          j++;
          for (const c of next.cells) edges.add(Math.round(c.x));
        }
      }
      const run = rows.slice(i, j + 1);
      const inBand = run.every((r) => furniture.has(r.lines[0]!));
      // A run of one row is looked at only as a single term and description (isSinglePair): the rows around it hold no cells.
      const single = run.filter((r) => r.cells.length > 1).length === 1 && (rows[i - 1]?.cells.length ?? 1) === 1 && (rows[j + 1]?.cells.length ?? 1) === 1;
      const table = (atTop ? tableOf(run, carried) : null) ?? (j > i || single ? tableOf(run, undefined, inBand) : null);
      if (table) {
        const lines = run.flatMap((r) => r.lines);
        // Reduced, not spread: a hostile table may hold more lines than a call takes arguments.
        const x = lines.reduce((min, l) => Math.min(min, l.x), Number.POSITIVE_INFINITY);
        const right = lines.reduce((max, l) => Math.max(max, l.x + l.width), Number.NEGATIVE_INFINITY);
        const { columns, size, ...read } = table;
        lines.forEach((l, k) => {
          replaced.set(l, k === 0 ? { ...l, x, width: right - x, text: read.rows.map((r) => r.join(' ')).join(' '), table: read, cells: undefined } : null);
        });
        // Only a footer's lines (two at most, lone cells) below it: the table may go on over the page.
        endsOnTable = rows.length - 1 - j <= 2 && rows.slice(j + 1).every((r) => r.cells.length === 1);
        carried = { columns, size };
        i = j + 1;
      } else i = Math.max(i + 1, j + 1); // A run that is no table holds none: each row is looked at once.
    }
    if (!endsOnTable) carried = undefined;
    if (!replaced.size) return page;
    return { ...page, lines: page.lines.flatMap((l) => (replaced.has(l) ? (replaced.get(l) ? [replaced.get(l)!] : []) : [l])) };
  });
}
