import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildPdf } from '../../../../../quality/documents/build-documents';
import { GETTING_STARTED } from '../../../../../quality/documents/structured-documents';
import { extractDocument } from '../extract-document';
import { linesPdf } from '../testing/hostile-documents';
import { type PdfLine, pdfBlocks } from './pdf-tree';
import { coverage, misplaced, sections, words } from './testing/tree-words';

type Draw = { text: string; x?: number; y: number; size?: number; font?: 'regular' | 'bold' | 'mono' };

async function pdfOf(pages: Draw[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts: Record<string, PDFFont> = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  for (const [n, lines] of pages.entries()) {
    const page = pdf.addPage([595, 842]);
    // Page furniture: a running header and a page number on every page.
    page.drawText('Northwind Logistics - Site Handbook', { x: 56, y: 810, size: 9, font: fonts.regular! });
    page.drawText(`Page ${n + 1} of ${pages.length}`, { x: 270, y: 30, size: 9, font: fonts.regular! });
    for (const l of lines) page.drawText(l.text, { x: l.x ?? 56, y: l.y, size: l.size ?? 11, font: fonts[l.font ?? 'regular']! });
  }
  return pdf.save();
}

const body = (texts: string[], top: number, x = 56): Draw[] => texts.map((text, i) => ({ text, x, y: top - i * 15 }));

const HANDBOOK: Draw[][] = [
  [
    { text: 'Site Handbook', y: 760, size: 20, font: 'bold' },
    { text: 'Fire exits', y: 720, size: 14, font: 'bold' },
    ...body(['Use the stairs, never the lift. Exits are marked in green and every', 'door on the escape route opens outwards.'], 700),
    { text: 'Assembly points', y: 650, font: 'bold' },
    ...body(['Gather at point B by the car park and wait for the warden to count', 'everyone before you leave.'], 630),
    ...body(['• Do not go back for your things', '• Tell the warden who is missing'], 590),
    { text: 'alarm --test', y: 550, font: 'mono' },
  ],
  [
    { text: 'First aid', y: 760, size: 14, font: 'bold' },
    ...body(['Kits hang by every door. A trained first aider is on every shift and their', 'name is on the board by the canteen.'], 740),
    ...body(['1. Stop work.', '2. Call 555 0100.'], 700),
  ],
];

describe('pdfBlocks', () => {
  it('finds headings by size and weight, drops running headers and page numbers, reads lists and code', async () => {
    const doc = await extractDocument(await pdfOf(HANDBOOK), 'handbook.pdf');
    const tree = doc.tree!;
    expect(tree.nodes.map((n) => [n.type, 'level' in n ? n.level : n.type === 'list' ? n.items.length : undefined, n.page])).toEqual([
      ['heading', 1, 1],
      ['heading', 2, 1],
      ['paragraph', undefined, 1],
      ['heading', 3, 1],
      ['paragraph', undefined, 1],
      ['list', 2, 1],
      ['code', undefined, 1],
      ['heading', 2, 2],
      ['paragraph', undefined, 2],
      ['list', 2, 2],
    ]);
    const under = (start: string) => sections(tree).find((s) => s.text.startsWith(start))?.under;
    expect(under('Use the stairs')).toEqual(['Site Handbook', 'Fire exits']);
    expect(under('Gather at point B')).toEqual(['Site Handbook', 'Fire exits', 'Assembly points']);
    expect(under('Kits hang')).toEqual(['Site Handbook', 'First aid']);
    const text = doc.pages.map((p) => p.text).join('\n\n');
    // The text keeps the furniture as it always did; the tree leaves exactly that out.
    expect(text).toContain('Northwind Logistics - Site Handbook');
    const { inOrder, missed } = coverage(text, tree);
    expect(inOrder).toBe(true);
    // Left out: the running header and "Page n of 2" on both pages, and the list's numbers.
    expect(missed.sort()).toEqual(words('Northwind Logistics Site Handbook Page 1 of 2 Northwind Logistics Site Handbook Page 2 of 2 1 2').sort());
    expect(misplaced(text, tree)).toEqual([]);
  });

  it('files every paragraph of a real handbook under its own heading, never under the next or the previous one', async () => {
    const doc = await extractDocument(await buildPdf(GETTING_STARTED), 'getting-started.pdf');
    const found = sections(doc.tree!);
    for (const section of GETTING_STARTED.sections)
      for (const paragraph of section.paragraphs)
        expect(found.find((f) => f.text === paragraph.slice(0, 30))?.under).toEqual([GETTING_STARTED.title, section.heading]);
    expect(coverage(doc.pages.map((p) => p.text).join('\n\n'), doc.tree!).inOrder).toBe(true);
  });

  it('reads a two-column page down the left column, then the right one', async () => {
    const left = body(['Left column starts here and', 'keeps going down the page', 'until it ends its story on', 'the fourth line on the left.'], 700, 56);
    const right = body(['Right column follows after', 'the left one is finished', 'and it ends the page on', 'the fourth line on the right.'], 700, 320);
    // Drawn line by line across both columns, as some PDF writers do.
    const interleaved = left.flatMap((l, i) => [l, right[i]!]);
    const doc = await extractDocument(
      await pdfOf([[{ text: 'Two columns', y: 760, size: 18, font: 'bold' }, ...interleaved], body(['A second page.'], 700)]),
      'columns.pdf',
    );
    expect(doc.tree!.nodes.map((n) => ('text' in n ? n.text : ''))).toEqual([
      'Two columns',
      'Left column starts here and keeps going down the page until it ends its story on the fourth line on the left.',
      'Right column follows after the left one is finished and it ends the page on the fourth line on the right.',
      'A second page.',
    ]);
  });

  it('survives hostile input: no headings, headings only, one line a page, many pages, a body that is all bold', async () => {
    const line = (text: string, y: number, extra: Partial<PdfLine> = {}): PdfLine => ({ text, x: 56, y, width: 300, size: 11, font: 'f1', ...extra });
    expect(pdfBlocks([])).toEqual([]);
    expect(pdfBlocks([{ number: 1, width: 595, left: 0, lines: [] }])).toEqual([]);
    const flat = pdfBlocks([{ number: 1, width: 595, left: 0, lines: [line('Only body text here.', 700), line('More of the same.', 600)] }]);
    expect(flat.map((b) => b.type)).toEqual(['paragraph', 'paragraph']);
    const headingsOnly = pdfBlocks([
      { number: 1, width: 595, left: 0, lines: [line('One', 700, { size: 18 }), line('Two', 600, { size: 14 }), line('Three', 500, { size: 14 })] },
    ]);
    // The size carrying the most text is the body's: among headings alone, only the one that stands out is a heading.
    expect(headingsOnly.map((b) => b.type)).toEqual(['heading', 'paragraph', 'paragraph']);
    // When all the text is bold, bold says nothing: nothing is a heading for its weight.
    const allBold = pdfBlocks([
      { number: 1, width: 595, left: 0, lines: [line('Short bold', 700, { bold: true }), line('Another bold line of body.', 600, { bold: true })] },
    ]);
    expect(allBold.map((b) => b.type)).toEqual(['paragraph', 'paragraph']);
    const many = await extractDocument(
      linesPdf(400, (n) => `Page ${n} has one line.`),
      'many.pdf',
    );
    expect(many.tree!.nodes).toHaveLength(400);
    expect(many.tree!.nodes[399]).toMatchObject({ type: 'paragraph', page: 400 });
  }, 60_000);
});
