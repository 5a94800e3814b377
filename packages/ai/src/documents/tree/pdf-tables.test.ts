import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract-document';
import { type PdfLine, pdfBlocks } from './pdf-tree';
import { at, pageOf } from './testing/pdf-lines';
import { sections } from './testing/tree-words';

/** A row of cells at the given left edges, as one line of the layout. */
const row = (cells: string[], y: number, edges: number[], extra: Partial<PdfLine> = {}): PdfLine => ({
  ...at(cells.join(' '), y, extra),
  x: edges[0]!,
  width: edges[edges.length - 1]! + cells[cells.length - 1]!.length * 5.2 - edges[0]!,
  cells: cells.map((text, k) => ({ text, x: edges[k]!, width: text.length * 5.2 })),
});
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

describe('PDF tables of two rows, and cells wrapped in the first column (decision 201)', () => {
  it('reads a header and one row drawn in a real PDF as a table, and two body rows as a table without a header', async () => {
    const pdf = await PDFDocument.create();
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([595, 842]);
    page.drawText('Parking', { x: 57, y: 780, size: 16, font: bold });
    page.drawText('Spaces are kept for the people who need them most.', { x: 57, y: 750, size: 10, font: regular });
    const draw = (rows: string[][], top: number, boldFirst: boolean) => {
      for (const [r, cells] of rows.entries())
        for (const [k, text] of cells.entries()) page.drawText(text, { x: EDGES[k]!, y: top - r * 14, size: 10, font: boldFirst && !r ? bold : regular });
    };
    draw(
      [
        ['Bay', 'Kept for', 'Hours'],
        ['Row A', 'Blue badges', 'All day'],
      ],
      720,
      true,
    );
    page.drawText('Visitors park in the front row and sign in at reception.', { x: 57, y: 670, size: 10, font: regular });
    draw(
      [
        ['Row C', 'Car sharers', 'Until 10am'],
        ['Row D', 'Night shift', 'After 6pm'],
      ],
      640,
      false,
    );
    page.drawText('Anyone else parks on the street.', { x: 57, y: 590, size: 10, font: regular });
    const doc = await extractDocument(await pdf.save(), 'parking.pdf');
    const nodes = doc.tree!.nodes;
    expect(nodes.map((n) => n.type)).toEqual(['heading', 'paragraph', 'table', 'paragraph', 'table', 'paragraph']);
    expect(nodes[2]).toMatchObject({
      header: true,
      rows: [
        ['Bay', 'Kept for', 'Hours'],
        ['Row A', 'Blue badges', 'All day'],
      ],
    });
    expect(nodes[4]).toMatchObject({
      rows: [
        ['Row C', 'Car sharers', 'Until 10am'],
        ['Row D', 'Night shift', 'After 6pm'],
      ],
    });
    expect(nodes[4]).not.toHaveProperty('header');
    expect(nodes.filter((n) => n.end <= n.start)).toEqual([]);
  });

  it('refuses two rows that only line up: two lines of prose, cells that do not start together, a footer’s two lines', () => {
    const prose = pdfBlocks([
      pageOf(1, [
        row(['Our depot opens a new loading bay', 'drivers book a slot through the portal'], 700, [57, 320]),
        row(['in May, and from then on all', 'and arrive ten minutes early to check in.'], 688, [57, 320]),
      ]),
    ]);
    expect(prose.some((b) => b.type === 'table')).toBe(false);
    const ragged = pdfBlocks([pageOf(1, [row(['Row A', 'Blue badges', 'All day'], 700, EDGES), row(['Row B', 'Visitors', 'Mornings'], 686, [57, 240, 400])])]);
    expect(ragged.some((b) => b.type === 'table')).toBe(false);
    const footer = (n: number) =>
      pageOf(n, [
        at(`The warehouse opens at six on weekdays and at eight on page ${n}.`, 700),
        row(['Site Handbook', 'Version 3'], 60, [57, 400], { size: 8 }),
        row(['Northwind Ltd', `Page ${n}`], 50, [57, 400], { size: 8 }),
      ]);
    expect(pdfBlocks([footer(1), footer(2), footer(3)]).some((b) => b.type === 'table')).toBe(false);
  });

  it('keeps a first cell wrapped over two lines as one cell: alone in its column, in rows set apart, or going on in lower case', () => {
    const header = row(['Leave', 'Days', 'Notes'], 740, EDGES, { bold: true });
    // Alone in the first column, under its row, within the column's width.
    const alone = pdfBlocks([
      pageOf(1, [
        header,
        row(['Annual leave', '25', 'Booked in advance'], 726, EDGES),
        at('entitlement', 714),
        row(['Sick leave', '10', 'Paid in full'], 700, EDGES),
        row(['Carers leave', '5', 'Ask your manager'], 686, EDGES),
      ]),
    ]);
    expect(alone[0]).toMatchObject({
      type: 'table',
      rows: [
        ['Leave', 'Days', 'Notes'],
        ['Annual leave entitlement', '25', 'Booked in advance'],
        ['Sick leave', '10', 'Paid in full'],
        ['Carers leave', '5', 'Ask your manager'],
      ],
    });
    // Rows set apart by more than the line spacing: a row's second line wraps several cells at once.
    const spaced = pdfBlocks([
      pageOf(1, [
        header,
        row(['Annual', '25', 'Booked two weeks'], 720, EDGES),
        row(['leave', 'days', 'in advance'], 708, EDGES),
        row(['Sick leave', '10', 'Paid in full'], 688, EDGES),
        row(['Carers', '5', 'Ask your'], 668, EDGES),
        row(['leave', 'days', 'manager'], 656, EDGES),
      ]),
    ]);
    expect(spaced[0]).toMatchObject({
      rows: [
        ['Leave', 'Days', 'Notes'],
        ['Annual leave', '25 days', 'Booked two weeks in advance'],
        ['Sick leave', '10', 'Paid in full'],
        ['Carers leave', '5 days', 'Ask your manager'],
      ],
    });
    // Rows at line spacing: a first cell opening in lower case, where the column's cells open with capitals.
    const byCase = pdfBlocks([
      pageOf(1, [
        header,
        row(['Annual', '25', 'Booked in advance'], 726, EDGES),
        row(['leave', 'days', 'with your team'], 714, EDGES),
        row(['Sick leave', '10', 'Paid in full'], 702, EDGES),
        row(['Carers leave', '5', 'Ask your manager'], 690, EDGES),
      ]),
    ]);
    expect(byCase[0]).toMatchObject({
      rows: [
        ['Leave', 'Days', 'Notes'],
        ['Annual leave', '25 days', 'Booked in advance with your team'],
        ['Sick leave', '10', 'Paid in full'],
        ['Carers leave', '5', 'Ask your manager'],
      ],
    });
  });

  it('never takes a line after a table, or rows of a column in lower case, for a wrapped cell', () => {
    const after = pdfBlocks([
      pageOf(1, [
        row(['Sick leave', '10', 'Paid in full'], 726, EDGES),
        row(['Carers leave', '5', 'Ask your manager'], 714, EDGES),
        row(['Study leave', '3', 'For exams'], 702, EDGES),
        at('unless your contract says otherwise, which your manager can check with the people team.', 690, { width: 454 }),
      ]),
    ]);
    expect(after.map((b) => b.type)).toEqual(['table', 'paragraph']);
    expect(after[0]).toMatchObject({
      rows: [
        ['Sick leave', '10', 'Paid in full'],
        ['Carers leave', '5', 'Ask your manager'],
        ['Study leave', '3', 'For exams'],
      ],
    });
    // Names in lower case all down the column: each is a row of its own.
    const names = pdfBlocks([
      pageOf(1, [
        row(['thin', 'weight', '0'], 726, EDGES),
        row(['light', 'weight', '50'], 714, EDGES),
        row(['bold', 'weight', '200'], 702, EDGES),
        row(['roman', 'slant', '0'], 690, EDGES),
      ]),
    ]);
    expect(names[0]).toMatchObject({
      rows: [
        ['thin', 'weight', '0'],
        ['light', 'weight', '50'],
        ['bold', 'weight', '200'],
        ['roman', 'slant', '0'],
      ],
    });
  });
});
