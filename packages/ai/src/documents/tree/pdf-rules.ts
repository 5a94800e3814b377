/**
 * Ruling lines drawn on a PDF page (decision 201): a table told apart by its rules alone, its cells
 * set closer than a gap would show, has its column boundaries where vertical rules are drawn. PDF.js
 * gives drawn paths in the page's operator list: `constructPath` with the painting operator, the
 * path's data (moveTo 0, lineTo 1, curveTo 2, quadraticCurveTo 3, closePath 4) in the user space of
 * the current transform, which `transform`, `save` and `restore` change.
 */

import type { PdfCell, PdfLine } from './pdf-tree';

/** A straight rule in page space: vertical when x0 = x1, horizontal when y0 = y1. */
export interface PdfRule {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The operator numbers the reader needs, by PDF.js's names (OPS). */
export interface RuleOps {
  save: number;
  restore: number;
  transform: number;
  constructPath: number;
  /** Painting operators that stroke the path (its segments are lines) and that only fill it (only a thin box is a line); `endPath` (a clip) draws nothing. */
  strokes: Set<number>;
  fills: Set<number>;
}

export const PDF_RULES = {
  /** A rule is at most this thick (points): thicker is a shape, not a line. */
  maxThickness: 2.5,
  /** And at least this long. */
  minLength: 6,
  /** Paths read per page at most: a drawing of thousands of strokes is no table. */
  maxPaths: 5000,
} as const;

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

/** A segment, or a thin filled box, as a rule when it is straight, thin and long enough. */
function ruleOf(ax: number, ay: number, bx: number, by: number): PdfRule | undefined {
  const x0 = Math.min(ax, bx);
  const x1 = Math.max(ax, bx);
  const y0 = Math.min(ay, by);
  const y1 = Math.max(ay, by);
  const w = x1 - x0;
  const h = y1 - y0;
  if (h <= PDF_RULES.maxThickness && w >= PDF_RULES.minLength) return { x0, x1, y0: (y0 + y1) / 2, y1: (y0 + y1) / 2 };
  if (w <= PDF_RULES.maxThickness && h >= PDF_RULES.minLength) return { x0: (x0 + x1) / 2, x1: (x0 + x1) / 2, y0, y1 };
  return undefined;
}

/** The rules of one path: its straight segments, and the path itself when it is a thin box (a rule drawn filled). */
function pathRules(data: ArrayLike<number>, m: Matrix, stroked: boolean): PdfRule[] {
  const rules: PdfRule[] = [];
  const points: [number, number][] = [];
  let start: [number, number] | undefined;
  let at: [number, number] | undefined;
  let k = 0;
  while (k < data.length) {
    const op = data[k]!;
    if (op === 0 || op === 1) {
      const p = apply(m, data[k + 1]!, data[k + 2]!);
      if (op === 1 && at) {
        const r = ruleOf(at[0], at[1], p[0], p[1]);
        if (r) rules.push(r);
      } else start = p;
      at = p;
      points.push(p);
      k += 3;
    } else if (op === 2) {
      at = apply(m, data[k + 5]!, data[k + 6]!);
      points.push(at);
      k += 7;
    } else if (op === 3) {
      at = apply(m, data[k + 3]!, data[k + 4]!);
      points.push(at);
      k += 5;
    } else {
      if (op === 4 && at && start) {
        const r = ruleOf(at[0], at[1], start[0], start[1]);
        if (r) rules.push(r);
        at = start;
      }
      k += 1;
    }
  }
  // A thin filled box (a rule drawn as a rectangle) has no thin side of its own length: the box is the rule.
  if (points.length >= 4) {
    // Reduced, not spread: a hostile path may hold more points than a call takes arguments.
    const [x0, y0, x1, y1] = points.reduce(
      ([a, b, c, d], [x, y]) => [Math.min(a, x), Math.min(b, y), Math.max(c, x), Math.max(d, y)],
      [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY],
    );
    const box = ruleOf(x0, y0, x1, y1);
    if (box) return [box];
  }
  // A filled shape's edges are no lines drawn: a shaded cell is not ruled.
  return stroked ? rules : [];
}

/** The page's rules from its operator list, in page space. */
export function rulesOf(fnArray: ArrayLike<number>, argsArray: ArrayLike<unknown>, ops: RuleOps): PdfRule[] {
  const rules: PdfRule[] = [];
  const stack: Matrix[] = [];
  let m = IDENTITY;
  let paths = 0;
  for (let i = 0; i < fnArray.length && paths < PDF_RULES.maxPaths; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    if (fn === ops.save) stack.push(m);
    else if (fn === ops.restore) m = stack.pop() ?? IDENTITY;
    else if (fn === ops.transform && args && args.length === 6) m = multiply(args.map(Number) as Matrix, m);
    else if (fn === ops.constructPath && args) {
      paths++;
      const [paint, data] = args as [number, ArrayLike<number>[] | ArrayLike<number> | null];
      const stroked = ops.strokes.has(paint);
      if ((!stroked && !ops.fills.has(paint)) || !data) continue;
      // PDF.js 5 hands the path's data as one array inside another.
      const path = (Array.isArray(data) ? data[0] : data) as ArrayLike<number> | undefined;
      if (path) for (const rule of pathRules(path, m, stroked)) rules.push(rule);
    }
  }
  return rules;
}

/** A vertical rule that stands beside a line's text, from its baseline to half its size above. */
const besideLine = (r: PdfRule, line: PdfLine) => r.x0 === r.x1 && r.y0 <= line.y + line.size * 0.3 && r.y1 >= line.y + line.size * 0.5;

/**
 * A line's cells parted at the column rules drawn across it (decision 201). PDF.js merges runs set
 * close together into one item, so a cell is cut at the space nearest where the rule stands, found
 * by the share of the run's width before it; a rule with no space near it (a rule struck through a
 * word, a margin bar beside the text) cuts nothing.
 */
export function cellsAtRules(line: PdfLine, rules: PdfRule[]): PdfCell[] | undefined {
  const xs = rules.filter((r) => besideLine(r, line)).map((r) => r.x0);
  if (!xs.length) return undefined;
  let cells: PdfCell[] = line.cells ?? [{ text: line.text, x: line.x, width: line.width }];
  let cut = false;
  for (const x of xs) {
    cells = cells.flatMap((cell) => {
      if (x <= cell.x + line.size * 0.5 || x >= cell.x + cell.width - line.size * 0.5 || !cell.text.length) return [cell];
      const at = ((x - cell.x) / cell.width) * cell.text.length;
      const spaces = [...cell.text.matchAll(/ /g)].map((m) => m.index);
      const space = spaces.sort((a, b) => Math.abs(a - at) - Math.abs(b - at))[0];
      // The space must be within two characters of where the rule stands.
      if (space === undefined || Math.abs(space - at) > 2) return [cell];
      cut = true;
      const perChar = cell.width / cell.text.length;
      const right = cell.text.slice(space + 1);
      return [
        { text: cell.text.slice(0, space), x: cell.x, width: space * perChar },
        { text: right, x: cell.x + (space + 1) * perChar, width: right.length * perChar },
      ];
    });
  }
  return cut ? cells : undefined;
}
