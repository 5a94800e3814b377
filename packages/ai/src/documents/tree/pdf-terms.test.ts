import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract-document';
import { type PdfLine, pdfBlocks } from './pdf-tree';
import { at, pageOf } from './testing/pdf-lines';

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

describe('PDF description pairs alone (decision 201)', () => {
  it('reads one option in type over its indented description, and one term beside its description, as term items in a real PDF', async () => {
    const doc = await extractDocument(
      await pdfOf([
        { text: 'Cleaning up', x: 57, y: 780, size: 16, font: 'bold' },
        { text: 'One option keeps what the tool reads.', x: 57, y: 750 },
        { text: '--keep', x: 57, y: 720, font: 'mono' },
        { text: 'Keep the input files after they are read, instead of deleting them', x: 93, y: 706 },
        { text: 'once the output is written.', x: 93, y: 692 },
        { text: 'Exit status', x: 57, y: 650, size: 16, font: 'bold' },
        { text: 'status 2', x: 57, y: 620 },
        { text: 'The input was damaged and nothing was written.', x: 150, y: 620 },
        { text: 'Any other status is an error of the system.', x: 57, y: 590 },
      ]),
      'manual.pdf',
    );
    const nodes = doc.tree!.nodes;
    expect(nodes.map((n) => [n.type, n.type === 'list' ? n.items.map((i) => i.text) : 'text' in n ? n.text : ''])).toEqual([
      ['heading', 'Cleaning up'],
      ['paragraph', 'One option keeps what the tool reads.'],
      ['list', ['--keep: Keep the input files after they are read, instead of deleting them once the output is written.']],
      ['heading', 'Exit status'],
      ['list', ['status 2: The input was damaged and nothing was written.']],
      ['paragraph', 'Any other status is an error of the system.'],
    ]);
    expect(nodes.filter((n) => n.end <= n.start)).toEqual([]);
  });

  it('reads a bold term alone as a term where the document sets a list of such terms, with the same indent', () => {
    const blocks = pdfBlocks([
      pageOf(1, [
        at('Words used here', 780, { size: 14, bold: true }),
        at('Warden', 760, { bold: true }),
        at('The person who counts everyone at the assembly point.', 746, { x: 93 }),
        at('Marshal', 732, { bold: true }),
        at('The person who checks that every room is empty.', 718, { x: 93 }),
        at('More words', 690, { size: 14, bold: true }),
        at('Muster', 670, { bold: true }),
        at('Gathering everyone in one place to be counted.', 656, { x: 93 }),
      ]),
    ]);
    expect(shape(blocks)).toEqual([
      ['heading', 'Words used here'],
      ['list', ['Warden: The person who counts everyone at the assembly point.', 'Marshal: The person who checks that every room is empty.']],
      ['heading', 'More words'],
      ['list', ['Muster: Gathering everyone in one place to be counted.']],
    ]);
  });

  it('refuses a pair alone without a term’s shape: a bold heading over an indented block, a numbered or bold heading set with a gap, a short value', () => {
    const heading = pdfBlocks([
      pageOf(1, [
        at('Fire exits', 760, { bold: true }),
        at('Use the stairs, never the lift, when the alarm sounds: exits are marked in green.', 744, { x: 93 }),
        at('Every door on the escape route opens outwards.', 730, { x: 93 }),
        at('Assembly points', 700, { bold: true }),
        at('Gather at point B by the car park.', 684),
      ]),
    ]);
    expect(shape(heading).map(([type]) => type)).toEqual(['heading', 'paragraph', 'heading', 'paragraph']);
    // A command in type over a paragraph whose first line is indented: the paragraph goes on at the command's edge.
    const command = pdfBlocks([
      pageOf(1, [
        at('apt-get update', 760, { mono: true }),
        at('This fetches the lists of packages from every source you set up, and it should be', 744, { x: 75, width: 436 }),
        at('run before any upgrade so that the newest versions are known.', 730, { width: 440 }),
      ]),
    ]);
    expect(shape(command).map(([type]) => type)).toEqual(['code', 'paragraph']);
    const gap = (term: string, description: string, y: number, extra: Partial<PdfLine> = {}): PdfLine => ({
      ...at(`${term} ${description}`, y, extra),
      cells: [
        { text: term, x: 57, width: term.length * 5.2 },
        { text: description, x: 93, width: description.length * 5.2 },
      ],
    });
    const set = pdfBlocks([
      pageOf(1, [
        gap('8.3', 'How can I tell what packages are already installed', 760),
        at('Run the package tool with its list option.', 740),
        gap('Exits', 'Where to go when the alarm sounds', 710, { bold: true }),
        at('Use the stairs.', 690),
        gap('Tel', '0123 456 789', 660),
      ]),
    ]);
    expect(set.some((b) => b.type === 'list')).toBe(false);
  });
});
