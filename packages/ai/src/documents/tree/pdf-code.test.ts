import { describe, expect, it } from 'vitest';
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
