import { describe, expect, it } from 'vitest';
import { pdfBlocks } from './pdf-tree';
import { at, pageOf } from './testing/pdf-lines';

const texts = (blocks: ReturnType<typeof pdfBlocks>) => blocks.map((b) => ('text' in b ? b.text : b.type));

/** A book's page: a running header naming its chapter and section, a paragraph, a page number. */
const bookPage = (n: number, chapter: string, section: string, body: string, headerY = 800) =>
  pageOf(n, [at(chapter, headerY), at(section, headerY, { x: 320 }), at(body, 760), at(`${n}`, 40, { x: 290 })]);

describe('PDF running headers (decisions 192, 201)', () => {
  it('leaves out a running header set a little lower on one page, as a taller glyph in it lowers a printed header', () => {
    const blocks = pdfBlocks([
      bookPage(1, 'CHAPTER 1. BASICS', '1.1. WHAT IS IT', 'The tool packs files into one archive.'),
      bookPage(2, 'CHAPTER 1. BASICS', '1.2. WHO WROTE IT', 'A small team wrote it over many years.'),
      bookPage(3, 'CHAPTER 2. PACKAGES', '2.1. WHY IS ̀FOO-DATA’ KEPT', 'Data packages stay when their program goes.', 799.1),
      bookPage(4, 'CHAPTER 2. PACKAGES', '2.2. HOW TO PURGE', 'Purge them with the package tool.'),
      bookPage(5, 'CHAPTER 3. UPDATES', '3.1. STAYING CURRENT', 'Update the package lists every week.'),
    ]);
    expect(texts(blocks)).toEqual([
      'The tool packs files into one archive.',
      'A small team wrote it over many years.',
      'Data packages stay when their program goes.',
      'Purge them with the package tool.',
      'Update the package lists every week.',
    ]);
  });

  it('keeps a page’s first lines set at nearly the same height on every page: they do not repeat', () => {
    const first = ['Pack the files first.', 'Name the archive next.', 'Check the archive last.', 'Keep a copy offsite.'];
    const blocks = pdfBlocks(
      first.map((text, i) => pageOf(i + 1, [at(text, 800 - i * 0.5), at('More text follows here on the page.', 700), at(`${i + 1}`, 40)])),
    );
    expect(texts(blocks).filter((t) => first.includes(t))).toEqual(first);
  });
});
