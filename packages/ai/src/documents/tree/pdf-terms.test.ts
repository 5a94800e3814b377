import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract-document';
import { type PdfLine, type PdfPageLayout, pdfBlocks } from './pdf-tree';

const at = (text: string, y: number, extra: Partial<PdfLine> = {}): PdfLine => ({
  text,
  x: 57,
  y,
  width: Math.min(454, text.length * 5.2),
  size: 10,
  font: 'f1',
  ...extra,
});
const pageOf = (number: number, lines: PdfLine[]): PdfPageLayout => ({ number, width: 595, left: 0, lines });
const shape = (blocks: ReturnType<typeof pdfBlocks>) => blocks.map((b) => [b.type, b.type === 'list' ? b.items.map((i) => i.text) : 'text' in b ? b.text : '']);

type Draw = { text: string; x: number; y: number; font?: 'regular' | 'bold' | 'mono'; size?: number };

async function pdfOf(lines: Draw[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts: Record<string, PDFFont> = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  const page = pdf.addPage([595, 842]);
  for (const l of lines) page.drawText(l.text, { x: l.x, y: l.y, size: l.size ?? 10, font: fonts[l.font ?? 'regular']! });
  return pdf.save();
}

describe('PDF description lists (decision 196)', () => {
  it('keeps a term over its indented description together as one item "term: description", in a real PDF, every node placed', async () => {
    const doc = await extractDocument(
      await pdfOf([
        { text: 'Options', x: 57, y: 780, size: 16, font: 'bold' },
        { text: 'The program reads these options before it reads any file you name.', x: 57, y: 750 },
        { text: '--verbose', x: 57, y: 720, font: 'mono' },
        { text: 'Print more about what is being done, one line for each file that is', x: 93, y: 706 },
        { text: 'read or written.', x: 93, y: 692 },
        { text: '--quiet', x: 57, y: 672, font: 'mono' },
        { text: 'Print nothing but errors.', x: 93, y: 658 },
        { text: 'Keep going', x: 57, y: 638, font: 'bold' },
        { text: 'Carry on after a damaged file instead of stopping.', x: 93, y: 624 },
        { text: 'Each option may be given once.', x: 57, y: 596 },
      ]),
      'manual.pdf',
    );
    const nodes = doc.tree!.nodes;
    expect(nodes.map((n) => [n.type, n.type === 'list' ? n.items.map((i) => i.text) : 'text' in n ? n.text : ''])).toEqual([
      ['heading', 'Options'],
      ['paragraph', 'The program reads these options before it reads any file you name.'],
      [
        'list',
        [
          '--verbose: Print more about what is being done, one line for each file that is read or written.',
          '--quiet: Print nothing but errors.',
          'Keep going: Carry on after a damaged file instead of stopping.',
        ],
      ],
      ['paragraph', 'Each option may be given once.'],
    ]);
    expect(
      nodes.filter((n) => n.end <= n.start).map((n) => n.type),
      doc.pages[0]!.text,
    ).toEqual([]);
  });

  it('reads a term set beside its description, across a wide gap, the same way', () => {
    const row = (term: string, description: string, y: number): PdfLine => ({
      ...at(`${term} ${description}`, y),
      cells: [
        { text: term, x: 57, width: term.length * 5.2 },
        { text: description, x: 150, width: description.length * 5.2 },
      ],
    });
    const blocks = pdfBlocks([
      pageOf(1, [
        at('These flags change what the tool prints while it works through your files.', 760),
        row('-v', 'Print more about what is being done.', 740),
        row('-q', 'Print nothing but errors and warnings.', 726),
        row('-k', 'Keep the input files after they are read.', 712),
      ]),
    ]);
    expect(shape(blocks)).toEqual([
      ['paragraph', 'These flags change what the tool prints while it works through your files.'],
      ['list', ['-v: Print more about what is being done.', '-q: Print nothing but errors and warnings.', '-k: Keep the input files after they are read.']],
    ]);
  });

  it('never takes a heading over an indented paragraph, or a lone pair, for a description list', () => {
    const blocks = pdfBlocks([
      pageOf(1, [
        at('Fire exits', 760, { bold: true }),
        at('Use the stairs, never the lift, when the alarm sounds: exits are marked in green and', 744, { x: 75, width: 440 }),
        at('every door on the escape route opens outwards, so nobody is trapped behind one.', 730, { width: 440 }),
        at('Assembly points', 700, { bold: true }),
        at('Gather at point B by the car park.', 684),
      ]),
    ]);
    expect(shape(blocks).map(([type]) => type)).toEqual(['heading', 'paragraph', 'heading', 'paragraph']);
  });
});
