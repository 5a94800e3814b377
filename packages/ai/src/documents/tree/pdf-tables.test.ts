import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract-document';
import { type PdfLine, type PdfPageLayout, pdfBlocks } from './pdf-tree';
import { sections } from './testing/tree-words';

/** A line of a built layout in 10 pt type; `cells` as the layout sets runs apart by a wide gap. */
const at = (text: string, y: number, extra: Partial<PdfLine> = {}): PdfLine => ({
  text,
  x: 57,
  y,
  width: Math.min(454, text.length * 5.2),
  size: 10,
  font: 'f1',
  ...extra,
});
/** A row of cells at the given left edges, as one line of the layout. */
const row = (cells: string[], y: number, edges: number[], extra: Partial<PdfLine> = {}): PdfLine => ({
  ...at(cells.join(' '), y, extra),
  x: edges[0]!,
  width: edges[edges.length - 1]! + cells[cells.length - 1]!.length * 5.2 - edges[0]!,
  cells: cells.map((text, k) => ({ text, x: edges[k]!, width: text.length * 5.2 })),
});
const pageOf = (number: number, lines: PdfLine[]): PdfPageLayout => ({ number, width: 595, left: 0, lines });
const shape = (blocks: ReturnType<typeof pdfBlocks>) =>
  blocks.map((b) =>
    b.type === 'table' ? ['table', b.header ?? false, b.rows] : [b.type, 'text' in b ? b.text : b.type === 'list' ? b.items.map((i) => i.text) : ''],
  );
const EDGES = [57, 200, 330];

describe('PDF tables (decision 196)', () => {
  it('reads aligned cells drawn in a real PDF as one table, its bold first row the header, in its section', async () => {
    const pdf = await PDFDocument.create();
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([595, 842]);
    page.drawText('Travel allowances', { x: 57, y: 780, size: 16, font: bold });
    page.drawText('Claims above these limits need a manager’s approval before you book.', { x: 57, y: 750, size: 10, font: regular });
    const rows = [
      ['Item', 'Limit', 'Where'],
      ['Hotel cap', '$180 a night', 'most cities'],
      ['Meals', '$60 a day', 'everywhere'],
      ['Taxi', '$40 a trip', 'airports only'],
    ];
    for (const [r, cells] of rows.entries())
      for (const [k, text] of cells.entries()) page.drawText(text, { x: EDGES[k]!, y: 720 - r * 16, size: 10, font: r === 0 ? bold : regular });
    page.drawText('Keep every receipt: the finance team checks each claim against them.', { x: 57, y: 640, size: 10, font: regular });
    const doc = await extractDocument(await pdf.save(), 'travel.pdf');
    const nodes = doc.tree!.nodes;
    expect(nodes.map((n) => n.type)).toEqual(['heading', 'paragraph', 'table', 'paragraph']);
    expect(nodes[2]).toMatchObject({ type: 'table', header: true, rows });
    expect(nodes[2]!.end).toBeGreaterThan(nodes[2]!.start);
    expect(sections(doc.tree!).find((s) => s.text.startsWith('Keep every'))?.under).toEqual(['Travel allowances']);
  });

  it('reads a table in type under a rule, with a right-aligned column of numbers and a wrapped cell, and goes on with it over the page', () => {
    const mono = { mono: true, size: 9 };
    const blocks = pdfBlocks([
      pageOf(1, [
        at('Each debug level is a bit of the variable:', 760),
        row(['Name', 'Value', 'Meaning'], 740, [57, 140, 200], mono),
        at('---------------------------------------------', 730, mono),
        row(['MATCH', '1', 'Brief information about matching'], 720, [57, 150, 200], mono),
        row(['EDIT', '4', 'Monitor match/test/edit execution, and'], 710, [57, 150, 200], mono),
        at('the rules it applies', 700, { ...mono, x: 200 }),
        row(['CACHE', '16', 'Watch cache files being written'], 690, [57, 145, 200], mono),
        at('7', 40),
      ]),
      pageOf(2, [
        row(['MEMORY', '512', 'Monitor memory usage'], 780, [57, 140, 200], mono),
        row(['CONFIG', '1024', 'Monitor which files are loaded'], 770, [57, 135, 200], mono),
        at('Add the values of the levels you want together.', 740),
      ]),
    ]);
    expect(shape(blocks)).toEqual([
      ['paragraph', 'Each debug level is a bit of the variable:'],
      [
        'table',
        true,
        [
          ['Name', 'Value', 'Meaning'],
          ['MATCH', '1', 'Brief information about matching'],
          ['EDIT', '4', 'Monitor match/test/edit execution, and the rules it applies'],
          ['CACHE', '16', 'Watch cache files being written'],
          ['MEMORY', '512', 'Monitor memory usage'],
          ['CONFIG', '1024', 'Monitor which files are loaded'],
        ],
      ],
      ['paragraph', 'Add the values of the levels you want together.'],
    ]);
  });

  it('keeps a number in a table’s bottom row, and a column of small numbers, out of the page numbers and footnote marks', () => {
    const small = { size: 8 };
    const blocks = pdfBlocks([
      pageOf(1, [
        at('Weights are named by these constants, from the lightest to the heaviest font in a family.', 700),
        row(['thin', 'weight', '0'], 120, EDGES, small),
        row(['light', 'weight', '50'], 110, EDGES, small),
        row(['bold', 'weight', '200'], 100, EDGES, small),
      ]),
      pageOf(2, [at('Slants are named the same way, and so are widths.', 700), at('2', 40)]),
    ]);
    expect(blocks[1]).toMatchObject({
      type: 'table',
      rows: [
        ['thin', 'weight', '0'],
        ['light', 'weight', '50'],
        ['bold', 'weight', '200'],
      ],
    });
  });

  it('reads a hostile page of tens of thousands of aligned rows, and thousands of lines of two columns of prose, in one pass', () => {
    const rows = Array.from({ length: 30_000 }, (_, r) => row([`item ${r}`, `${r}`, 'Cell'], 800 - r * 12, EDGES));
    const blocks = pdfBlocks([pageOf(1, rows)]);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ type: 'table' });
    const prose = Array.from({ length: 3_000 }, (_, r) => [
      at('and it goes on with more', 800 - r * 12),
      at('words that keep going on', 800 - r * 12, { x: 320 }),
    ]).flat();
    expect(pdfBlocks([pageOf(1, prose)]).some((b) => b.type === 'table')).toBe(false);
  });

  it('refuses what only lines up: a numbered list set with a gap, two columns of prose, code in type without a rule', () => {
    const list = pdfBlocks([
      pageOf(1, [row(['1.', 'Stop work.'], 700, [57, 75]), row(['2.', 'Call the warden.'], 686, [57, 75]), row(['3.', 'Leave by the stairs.'], 672, [57, 75])]),
    ]);
    expect(shape(list)).toEqual([['list', ['Stop work.', 'Call the warden.', 'Leave by the stairs.']]]);

    // Two columns of prose: each column's lines are lines of their own, side by side on one baseline.
    const columns = [
      ['Our depot opens a new bay', 'ten minutes early to check'],
      ['in May, and drivers book a', 'in at the gate, and parking'],
      ['slot through the portal to', 'is free for all staff who'],
      ['arrive at the depot, about', 'bring their badge each day.'],
    ];
    const prose = pdfBlocks([
      pageOf(
        1,
        columns.flatMap(([left, right], r) => [at(left!, 700 - r * 12), at(right!, 700 - r * 12, { x: 320 })]),
      ),
    ]);
    expect(prose.map((b) => b.type)).toEqual(['paragraph']);
    expect(prose[0]).toMatchObject({ text: expect.stringMatching(/^Our depot opens a new bay in May.*about ten minutes early.*each day\.$/) });

    const code = pdfBlocks([
      pageOf(1, [
        at('Since Debian 8 the apt tool merges what apt-get and apt-cache do, with a friendlier output for people at a terminal.', 740),
        at('The old commands and the new ones:', 720),
        row(['apt-get update', '->', 'apt update'], 700, [57, 200, 240], { mono: true }),
        row(['apt-get upgrade', '->', 'apt upgrade'], 690, [57, 200, 240], { mono: true }),
        row(['apt-cache search', '->', 'apt search'], 680, [57, 200, 240], { mono: true }),
      ]),
    ]);
    expect(code.map((b) => b.type)).toEqual(['paragraph', 'paragraph', 'code']);
  });
});
