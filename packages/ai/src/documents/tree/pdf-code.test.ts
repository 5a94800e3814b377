import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract-document';
import { pdfBlocks } from './pdf-tree';
import { at, pageOf } from './testing/pdf-lines';

const shape = (blocks: ReturnType<typeof pdfBlocks>) =>
  blocks.map((b) => [b.type, 'text' in b ? b.text : b.type === 'list' ? b.items.map((i) => i.text).join(' | ') : '']);

describe('PDF text after a code block (decision 196)', () => {
  it('goes on with a sentence a displayed command interrupts, and keeps a new sentence after code as its own paragraph in the section', () => {
    const blocks = pdfBlocks([
      pageOf(1, [
        at('Installing packages', 780, { size: 14, bold: true }),
        at('When a package is not installed yet and you know what it is called, you can run the command', 760, { width: 454 }),
        at('apt install foo', 746, { mono: true, x: 80 }),
        at('using the name the search showed, and apt fetches it with everything it needs.', 732),
        at('To see what is installed, run:', 704),
        at('dpkg --list', 690, { mono: true, x: 80 }),
        at('dpkg --status foo', 680, { mono: true, x: 80 }),
        at('This prints one line for each package.', 666),
        at('Removing packages', 630, { size: 14, bold: true }),
        at('Run apt remove with the package’s name.', 610),
      ]),
    ]);
    expect(shape(blocks)).toEqual([
      ['heading', 'Installing packages'],
      [
        'paragraph',
        'When a package is not installed yet and you know what it is called, you can run the command apt install foo using the name the search showed, and apt fetches it with everything it needs.',
      ],
      ['paragraph', 'To see what is installed, run:'],
      ['code', 'dpkg --list\ndpkg --status foo'],
      // Not taken into the code, not lost: a paragraph of its own, still under "Installing packages".
      ['paragraph', 'This prints one line for each package.'],
      ['heading', 'Removing packages'],
      ['paragraph', 'Run apt remove with the package’s name.'],
    ]);
  });

  it('goes on with a list item a command interrupts', () => {
    const blocks = pdfBlocks([
      pageOf(1, [
        at('Some common uses are:', 760),
        at('• To install the foo package and all it needs, you can run', 746),
        at('apt install foo', 732, { mono: true, x: 80 }),
        at('as root, or with sudo in front of it.', 718, { x: 66 }),
        at('• To remove it again, run apt remove foo.', 704),
      ]),
    ]);
    expect(shape(blocks)).toEqual([
      ['paragraph', 'Some common uses are:'],
      [
        'list',
        'To install the foo package and all it needs, you can run apt install foo as root, or with sudo in front of it. | To remove it again, run apt remove foo.',
      ],
    ]);
  });
});

describe('PDF text after a code block of several lines (decision 201)', () => {
  it('goes on with a sentence a two-line block of commands interrupts, keeping the block as code, in a real PDF, every node placed', async () => {
    const pdf = await PDFDocument.create();
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const mono = await pdf.embedFont(StandardFonts.Courier);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([595, 842]);
    page.drawText('Comparing versions', { x: 57, y: 780, size: 16, font: bold });
    page.drawText('To see which version of a package you have and which one the archive offers, run', { x: 57, y: 750, size: 10, font: regular });
    page.drawText('dpkg --list foo', { x: 80, y: 734, size: 9, font: mono });
    page.drawText('apt-cache policy foo', { x: 80, y: 723, size: 9, font: mono });
    page.drawText('and compare the two numbers before you upgrade anything.', { x: 57, y: 707, size: 10, font: regular });
    page.drawText('Upgrading', { x: 57, y: 670, size: 16, font: bold });
    page.drawText('Upgrade one package at a time, and run dpkg --list foo and apt-cache policy foo after each.', { x: 57, y: 640, size: 10, font: regular });
    const doc = await extractDocument(await pdf.save(), 'versions.pdf');
    const nodes = doc.tree!.nodes;
    expect(nodes.map((n) => [n.type, 'text' in n ? n.text : ''])).toEqual([
      ['heading', 'Comparing versions'],
      [
        'paragraph',
        'To see which version of a package you have and which one the archive offers, run and compare the two numbers before you upgrade anything.',
      ],
      ['code', 'dpkg --list foo\napt-cache policy foo'],
      ['heading', 'Upgrading'],
      ['paragraph', 'Upgrade one package at a time, and run dpkg --list foo and apt-cache policy foo after each.'],
    ]);
    expect(nodes.filter((n) => n.end <= n.start)).toEqual([]);
    // The code lies within its sentence's range, never at the later mention of the same commands.
    expect(nodes[2]!.start).toBeGreaterThan(nodes[1]!.start);
    expect(nodes[2]!.end).toBeLessThan(nodes[1]!.end);
    expect(nodes[3]!.start).toBeGreaterThan(nodes[1]!.end);
  });

  it('goes on after a command set apart by a display’s wider space, indented like a paragraph, or opening on the sentence’s full stop', () => {
    const blocks = pdfBlocks([
      pageOf(1, [
        at('If you do not want a service started at boot, instead of removing its package, you can', 772, { width: 454 }),
        at('run the command', 760),
        at('systemctl disable foo.service', 743, { mono: true }),
        at('using the name of the service file (usually the name of the package).', 722, { x: 72 }),
        at('To stop a service at once, run', 700),
        at('service foo stop', 683, { mono: true }),
        at('. The command works with any init system.', 662, { x: 72 }),
      ]),
    ]);
    expect(shape(blocks)).toEqual([
      [
        'paragraph',
        'If you do not want a service started at boot, instead of removing its package, you can run the command systemctl disable foo.service using the name of the service file (usually the name of the package).',
      ],
      ['paragraph', 'To stop a service at once, run service foo stop. The command works with any init system.'],
    ]);
  });

  it('keeps text after a listing of four lines, a sentence that ended before the code, or a new sentence after it, apart', () => {
    const code = (lines: string[], top: number) => lines.map((l, k) => at(l, top - k * 10, { mono: true, x: 80 }));
    // Prose above, so the body is not the code's type.
    const intro = [
      at('The configuration is read when the program starts and again whenever a file in its folder', 800, { width: 454 }),
      at('changes, so that every program on the system sees the same fonts at the same time.', 788),
    ];
    const listing = pdfBlocks([
      pageOf(1, [
        ...intro,
        at('The file holds these lines', 760),
        ...code(['<fontconfig>', '<dir>fonts</dir>', '<cachedir>cache</cachedir>', '</fontconfig>'], 746),
        at('and more can follow.', 700),
      ]),
    ]);
    expect(shape(listing).map(([type]) => type)).toEqual(['paragraph', 'paragraph', 'code', 'paragraph']);
    const ended = pdfBlocks([
      pageOf(1, [...intro, at('Run these two commands.', 760), ...code(['dpkg --list foo', 'apt-cache policy foo'], 746), at('then read the numbers.', 720)]),
    ]);
    expect(shape(ended).map(([type]) => type)).toEqual(['paragraph', 'paragraph', 'code', 'paragraph']);
    const fresh = pdfBlocks([
      pageOf(1, [
        ...intro,
        at('To compare versions, run', 760),
        ...code(['dpkg --list foo', 'apt-cache policy foo'], 746),
        at('The newer one is listed first.', 720),
      ]),
    ]);
    // A web address in type broken over two lines, under a full line, is words of its sentence, not a display.
    const address = pdfBlocks([
      pageOf(1, [
        ...intro,
        at('Every issue is tracked in the bug tracker, and the list of them is kept at the address (https://', 760, { width: 454 }),
        at('bugs.debian.org/cgi-bin/pkgreport.cgi?tag=goal-hardening;users=hardening@', 748, { mono: true, width: 454 }),
        at('lists.debian.org).', 736, { mono: true }),
      ]),
    ]);
    expect(shape(address).map(([type]) => type)).toEqual(['paragraph', 'paragraph']);
    expect(shape(fresh).slice(1)).toEqual([
      ['paragraph', 'To compare versions, run'],
      ['code', 'dpkg --list foo\napt-cache policy foo'],
      ['paragraph', 'The newer one is listed first.'],
    ]);
  });
});
