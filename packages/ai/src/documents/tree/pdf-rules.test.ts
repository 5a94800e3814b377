import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract-document';
import { type RuleOps, rulesOf } from './pdf-rules';

/** A page with a heading, a table drawn with a rule round every cell and cells set tight against the rules, and text after it. */
async function ruledPdf(rows: string[][], boxOnly = false): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText('Claim limits', { x: 57, y: 780, size: 16, font: bold });
  page.drawText('Each claim is checked against these limits before it is paid.', { x: 57, y: 750, size: 10, font: regular });
  const pad = 3;
  // Each column as wide as its longest cell and the padding: the longest cells sit closer to the next than any gap would show.
  const widths = rows[0]!.map((_, k) => Math.max(...rows.map((r, n) => (n ? regular : bold).widthOfTextAtSize(r[k]!, 10))) + 2 * pad);
  const edges = [57];
  for (const w of widths) edges.push(edges[edges.length - 1]! + w);
  const top = 730;
  const height = 16;
  for (const [n, cells] of rows.entries())
    for (const [k, text] of cells.entries()) page.drawText(text, { x: edges[k]! + pad, y: top - (n + 1) * height + 5, size: 10, font: n ? regular : bold });
  const bottom = top - rows.length * height;
  const line = (x0: number, y0: number, x1: number, y1: number) =>
    page.drawLine({ start: { x: x0, y: y0 }, end: { x: x1, y: y1 }, thickness: 0.5, color: rgb(0, 0, 0) });
  if (boxOnly)
    page.drawRectangle({ x: 57, y: bottom, width: edges[edges.length - 1]! - 57, height: top - bottom, borderWidth: 0.5, borderColor: rgb(0, 0, 0) });
  else {
    for (const x of edges) line(x, top, x, bottom);
    for (let n = 0; n <= rows.length; n++) line(57, top - n * height, edges[edges.length - 1]!, top - n * height);
  }
  page.drawText('Anything above a limit needs a manager’s approval first.', { x: 57, y: bottom - 30, size: 10, font: regular });
  return pdf.save();
}

const LIMITS = [
  ['Item', 'Limit', 'Where'],
  ['Hotel', '$180 a night', 'Most cities'],
  ['Meals and drinks', '$60', 'Everywhere'],
  ['Taxi', '$40 a trip', 'Airports only'],
];

describe('PDF tables told apart by their rules (decision 201)', () => {
  it('reads a table drawn with column rules, its cells set tight against them, as a table in its section', async () => {
    const doc = await extractDocument(await ruledPdf(LIMITS), 'limits.pdf');
    const nodes = doc.tree!.nodes;
    expect(nodes.map((n) => n.type)).toEqual(['heading', 'paragraph', 'table', 'paragraph']);
    expect(nodes[2]).toMatchObject({ header: true, rows: LIMITS });
    expect(nodes.filter((n) => n.end <= n.start)).toEqual([]);
  });

  it('reads no table from a box drawn round text whose runs only meet tight: a box has no column rule inside it', async () => {
    const doc = await extractDocument(await ruledPdf(LIMITS, true), 'limits.pdf');
    expect(doc.tree!.nodes.some((n) => n.type === 'table' && n.rows.length === LIMITS.length && n.rows[2]?.[0] === 'Meals and drinks')).toBe(false);
  });

  it('reads rules from an operator list: stroked segments under the current transform, thin filled boxes, never a clip or a shape', () => {
    const ops: RuleOps = { save: 10, restore: 11, transform: 12, constructPath: 91, strokes: new Set([20]), fills: new Set([22]) };
    const fn = [91, 10, 12, 91, 11, 91, 91, 91];
    const args = [
      // A stroked vertical line.
      [20, [[0, 100, 100, 1, 100, 300]], null],
      null,
      [1, 0, 0, 1, 50, 10],
      // A thin filled box, moved by the transform: a horizontal rule.
      [22, [[0, 0, 0, 1, 200, 0, 1, 200, 0.5, 1, 0, 0.5, 4]], null],
      null,
      // A clip (endPath), a filled square, a curve: no rules.
      [28, [[0, 0, 0, 1, 0, 300]], null],
      [22, [[0, 0, 0, 1, 40, 0, 1, 40, 40, 1, 0, 40, 4]], null],
      [20, [[0, 0, 0, 2, 10, 10, 20, 10, 30, 0]], null],
    ];
    expect(rulesOf(fn, args, ops)).toEqual([
      { x0: 100, x1: 100, y0: 100, y1: 300 },
      { x0: 50, x1: 250, y0: 10.25, y1: 10.25 },
    ]);
  });
});
