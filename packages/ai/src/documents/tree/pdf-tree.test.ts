import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildPdf } from '../../../../../quality/documents/build-documents';
import { SCANNED_LETTER } from '../../../../../quality/documents/new-shapes';
import { buildScannedPdf } from '../../../../../quality/documents/odd-pdfs';
import { GETTING_STARTED } from '../../../../../quality/documents/structured-documents';
import { extractDocument } from '../extract-document';
import { linesPdf } from '../testing/hostile-documents';
import { layoutLines, pdfLayoutReader } from './pdf-layout';
import { type PdfLine, pdfBlocks } from './pdf-tree';
import { at, pageOf } from './testing/pdf-lines';
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

  it('reads a scanned letter whose words are separate runs, slightly rotated and stored out of order: in order, words apart, none of it code', async () => {
    const doc = await extractDocument(await buildScannedPdf(SCANNED_LETTER), 'scan_0042.pdf');
    const nodes = doc.tree!.nodes;
    expect(nodes.map((n) => [n.type, 'text' in n ? n.text.slice(0, 28) : ''])).toEqual([
      ['heading', 'NOTICE OF CHANGES TO YOUR TE'],
      ['heading', 'Dear tenant,'],
      ['paragraph', 'We are writing to tell you a'],
      ['heading', '1. Service charge'],
      ['paragraph', 'The weekly service charge wi'],
      ['heading', '2. Bin collection'],
      ['paragraph', 'General waste will be collec'],
      ['heading', '3. Repairs'],
      ['paragraph', 'Report repairs on 0800 555 0'],
      ['heading', 'Yours faithfully,'],
      ['paragraph', 'Housing Services, Riverside '],
    ]);
    expect(nodes.every((n) => n.end > n.start)).toBe(true);
  });
});

const shape = (blocks: ReturnType<typeof pdfBlocks>) =>
  blocks.map((b) => [b.type, 'level' in b ? b.level : '', 'text' in b ? b.text : b.type === 'list' ? b.items.map((i) => i.text).join(' | ') : '']);
/** A full line of body text (wrapped), then the line that ends its sentence. */
const FULL = 'Use the stairs and never the lift when the alarm sounds: exits are marked in green and every';

describe('pdfBlocks on a printed book’s furniture (decision 192)', () => {
  it('keeps out the contents, running headers that change by chapter, footnotes, the index and a repeated title; joins a chapter’s label to its title', () => {
    const header = (text: string, right: string) => [at(text, 800), at(right, 800, { x: 400 })];
    const pages = [
      pageOf(1, [at('Site Handbook', 700, { size: 20, bold: true }), at('March 3, 2024', 660)]),
      pageOf(2, [at('Site Handbook', 760, { bold: true }), at('Copyright 2024 Northwind Logistics. All rights reserved.', 740)]),
      pageOf(3, [
        at('Contents', 760, { size: 22, bold: true }),
        at('1 Fire safety', 700, { bold: true }),
        at('3', 700, { x: 530, bold: true }),
        at('1.1 Exits . . . . . . . . . . . . . . . . 3', 686, { x: 72 }),
        at('1.2 Drills . . . . . . . . . . . . . . . 4', 672, { x: 72 }),
        at('2 First aid', 650, { bold: true }),
        at('5', 650, { x: 530, bold: true }),
        at('2.1 Kits . . . . . . . . . . . . . . . . . 5', 636, { x: 72 }),
      ]),
      pageOf(4, [
        at('Chapter 1', 720, { size: 18, bold: true }),
        at('Fire safety', 690, { size: 22, bold: true }),
        at('1.1 Exits', 650, { size: 14, bold: true }),
        at(FULL, 630, { width: 454 }),
        at('door on the escape route opens outwards, and a warden checks each of them every', 618, { width: 454 }),
        at('1Exits were last inspected in January.', 90, { size: 8 }),
        at('3', 40),
      ]),
      pageOf(5, [
        ...header('CHAPTER 1. FIRE SAFETY', '1.1 EXITS'),
        at('week before the site opens.', 760),
        at('1.2 Drills', 120, { size: 14, bold: true }),
        at('4', 40),
      ]),
      pageOf(6, [
        ...header('CHAPTER 1. FIRE SAFETY', '1.2 DRILLS'),
        at('Drills happen every March, and everyone on site takes part.', 760),
        at('Chapter 2', 700, { size: 18, bold: true }),
        at('First aid', 670, { size: 22, bold: true }),
        at('Kits hang by every door.', 640),
        at('5', 40),
      ]),
      pageOf(7, [...header('CHAPTER 2. FIRST AID', '2.1 KITS'), at('A trained first aider is on every shift.', 760), at('6', 40)]),
      pageOf(8, [
        ...header('CHAPTER 2. FIRST AID', 'INDEX'),
        at('Index', 740, { size: 22, bold: true }),
        ...['drills, 4', 'exits, 3', 'first aid, 5, 6', 'kits, 5', 'wardens, 3-4', 'stairs, 3'].map((t, i) => at(t, 700 - i * 12)),
        at('7', 40),
      ]),
    ];
    expect(shape(pdfBlocks(pages))).toEqual([
      // The title page's title, smaller than the chapters, is still the document's title; its date is no heading.
      ['heading', 1, 'Site Handbook'],
      ['paragraph', '', 'March 3, 2024'],
      // (its copyright line is the title page's notice, never said: decision 218)
      ['heading', 2, 'Chapter 1 Fire safety'],
      ['heading', 5, '1.1 Exits'],
      // Running on over the page break, past the footnote, the page number and the running header.
      ['paragraph', '', `${FULL} door on the escape route opens outwards, and a warden checks each of them every week before the site opens.`],
      // A heading at the foot of a page: its text is on the next.
      ['heading', 5, '1.2 Drills'],
      ['paragraph', '', 'Drills happen every March, and everyone on site takes part.'],
      ['heading', 2, 'Chapter 2 First aid'],
      ['paragraph', '', 'Kits hang by every door.'],
      ['paragraph', '', 'A trained first aider is on every shift.'],
    ]);
  });

  it('finds headings at body size: a section number in any weight, a line of capitals standing alone; not a line going on with a sentence', () => {
    const blocks = pdfBlocks([
      pageOf(1, [
        at('Font Configuration', 775, { size: 11, bold: true }),
        at('2.1 Scope', 760),
        at('This policy applies to everyone who works on the site, staff and contractors alike.', 740),
        at('EMERGENCY CONTACTS', 700),
        at('Call the warden on extension 4400.', 680),
        at('THE SOFTWARE IS PROVIDED AS IS', 640),
        at('WITHOUT WARRANTY OF ANY KIND', 628),
        at('It might be best in some situations to upgrade fully to the new release by running apt full-', 600, { width: 454 }),
        at('upgrade, aptitude safe-upgrade or aptitude full-upgrade', 588, { bold: true }),
        at('Read the manual pages for more information.', 576),
      ]),
    ]);
    expect(shape(blocks)).toEqual([
      // Bold and a little larger than the body, short of the size that makes a heading alone.
      ['heading', 1, 'Font Configuration'],
      ['heading', 1, '2.1 Scope'],
      ['paragraph', '', 'This policy applies to everyone who works on the site, staff and contractors alike.'],
      ['heading', 1, 'EMERGENCY CONTACTS'],
      ['paragraph', '', 'Call the warden on extension 4400.'],
      ['paragraph', '', 'THE SOFTWARE IS PROVIDED AS IS WITHOUT WARRANTY OF ANY KIND'],
      [
        'paragraph',
        '',
        'It might be best in some situations to upgrade fully to the new release by running apt full-upgrade, aptitude safe-upgrade or aptitude full-upgrade Read the manual pages for more information.',
      ],
    ]);
  });

  it('reads monospace as code only when the body is not monospaced and the line is not a sentence going on; mends words broken at a line’s end', () => {
    const blocks = pdfBlocks([
      pageOf(1, [
        at('Free software may be copied: Debian is non-free only in its contrib and non-free areas, and', 760, { width: 454 }),
        at('Users can se-', 748, { width: 454 }),
        at('lect the packages to install. Packages are free to partici-', 736, { width: 454 }),
        at('pate in, and the non-', 724, { width: 454 }),
        at('free areas are apart. Read the Security FAQ (https://www.', 712, { width: 454 }),
        at('debian.org/security/faq) before you install.', 700, { mono: true }),
        at('To list the packages, run:', 670),
        at('dpkg --list', 655, { mono: true }),
        at('• the Linux FAQ (https://www.chiark.greenend.org.uk/faq/)', 630, { mono: true }),
        at('Everyone may select what to install.', 600),
      ]),
    ]);
    expect(shape(blocks)).toEqual([
      [
        'paragraph',
        '',
        'Free software may be copied: Debian is non-free only in its contrib and non-free areas, and Users can select the packages to install. Packages are free to partici-pate in, and the non-free areas are apart. Read the Security FAQ (https://www.debian.org/security/faq) before you install.',
      ],
      ['paragraph', '', 'To list the packages, run:'],
      ['code', '', 'dpkg --list'],
      ['list', '', 'the Linux FAQ (https://www.chiark.greenend.org.uk/faq/)'],
      ['paragraph', '', 'Everyone may select what to install.'],
    ]);
    // A letter typed in Courier is its body, not code.
    const typed = pdfBlocks([pageOf(1, [at('Dear tenant,', 760, { mono: true }), at('Bins go out on Tuesdays.', 740, { mono: true })])]);
    expect(typed.map((b) => b.type)).toEqual(['paragraph', 'paragraph']);
  });

  it('joins a heading wrapped over two lines, but never the next numbered heading to it', () => {
    const blocks = pdfBlocks([
      pageOf(1, [
        at('Getting and installing Debian', 760, { size: 24.8, bold: true }),
        at('GNU/Linux', 730, { size: 24.8, bold: true }),
        at('The official document giving installation instructions is the Installation Guide.', 700),
        at('8.1.6 Other package management tools', 660, { bold: true }),
        at('8.1.6.1 dpkg-deb', 646, { bold: true }),
        at('This program manipulates Debian archive files, and it can list what a package holds.', 630),
      ]),
    ]);
    expect(shape(blocks).filter(([type]) => type === 'heading')).toEqual([
      ['heading', 1, 'Getting and installing Debian GNU/Linux'],
      ['heading', 2, '8.1.6 Other package management tools'],
      ['heading', 2, '8.1.6.1 dpkg-deb'],
    ]);
  });

  it('leaves out a small header line above a one-page document’s title', () => {
    const blocks = pdfBlocks([
      pageOf(1, [
        at('The Contoso Courier · Staff newsletter · Spring', 800, { size: 8 }),
        at('Spring issue', 760, { size: 22, bold: true }),
        at('From 3 April the staff canteen opens at 7:30 for breakfast and closes at 15:00.', 720),
      ]),
    ]);
    expect(shape(blocks)).toEqual([
      ['heading', 1, 'Spring issue'],
      ['paragraph', '', 'From 3 April the staff canteen opens at 7:30 for breakfast and closes at 15:00.'],
    ]);
  });

  it('goes on with a paragraph from the foot of the left column to the top of the right one', () => {
    const left = (text: string, y: number) => at(text, y, { width: 240 });
    const right = (text: string, y: number) => at(text, y, { x: 320, width: 240 });
    const blocks = pdfBlocks([
      pageOf(1, [
        left('Our depot opens its new loading', 700),
        left('bay in May. Drivers book a slot', 688),
        left('through the portal and arrive', 676),
        right('ten minutes early to check in.', 700),
        right('Parking is free for all staff.', 676),
        right('Bring your badge every day.', 664),
      ]),
    ]);
    expect(blocks[0]).toMatchObject({
      type: 'paragraph',
      text: 'Our depot opens its new loading bay in May. Drivers book a slot through the portal and arrive ten minutes early to check in.',
    });
  });
});

describe('pdfLayoutReader', () => {
  it('takes a font PDF.js calls monospace for code even when it cannot name the font', async () => {
    const page = { view: [0, 0, 595, 842], getOperatorList: async () => ({}), commonObjs: { has: () => false, get: () => undefined } };
    const item = (str: string, y: number, fontName: string) => ({ str, transform: [9, 0, 0, 9, 57, y], width: 120, height: 9, fontName, hasEOL: true });
    const layout = await pdfLayoutReader()(page, 1, [item('Fonts are matched by pattern', 700, 'g1'), item('<dir>/usr/share/fonts</dir>', 680, 'g2')], {
      g1: { fontFamily: 'sans-serif' },
      g2: { fontFamily: 'monospace' },
    });
    expect(layout.lines.map((l) => l.mono)).toEqual([false, true]);
  });
});

describe('layoutLines', () => {
  const item = (str: string, x: number, width: number, extra: { size?: number; y?: number; eol?: boolean } = {}) => {
    const size = extra.size ?? 10;
    return { str, transform: [size, 0, 0, size, x, extra.y ?? 700], width, height: size, fontName: 'f1', hasEOL: !!extra.eol };
  };

  it('reads a hostile line of more runs than a call takes arguments', () => {
    const runs = Array.from({ length: 200_000 }, (_, i) => item('a', 57 + i * 0.01, 0.01));
    expect(layoutLines(runs)[0]!.text).toHaveLength(200_000);
  });

  it('keeps the spaces between words given as items of their own or as gaps, and drops a raised footnote mark', () => {
    // A TeX page: the number, a space item, the title.
    expect(layoutLines([item('1.1', 57, 21), item(' ', 78, 14), item('What is this FAQ?', 92, 120, { eol: true })])[0]!.text).toBe('1.1 What is this FAQ?');
    // A scan's text layer: each word a run of its own, set apart by a gap only.
    expect(layoutLines([item('General', 48, 40), item('waste', 93.6, 29), item('rules', 128, 25, { eol: true })])[0]!.text).toBe('General waste rules');
    expect(layoutLines([item('also supported.', 57, 70), item('1', 127, 4, { size: 7, y: 704 }), item(' To control', 131, 50)])[0]!.text).toBe(
      'also supported. To control',
    );
  });
});
