import { describe, expect, it } from 'vitest';
import { flowParagraphs, linesEvenly } from './text-flow';

const lines = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}${i + 1}`);

describe('flowParagraphs (decision 165)', () => {
  const options = { room: () => 100, lineHeight: 20, gap: 10 };

  it('keeps paragraphs whole, moving one that does not fit to the next page', () => {
    const pages = flowParagraphs([lines(2, 'a'), lines(2, 'b'), lines(3, 'c')], options);
    // 2 + gap + 2 lines take 90 px; the third paragraph starts the next page.
    expect(pages.map((p) => p.map((piece) => piece.lines))).toEqual([[lines(2, 'a'), lines(2, 'b')], [lines(3, 'c')]]);
    expect(pages.flat().every((piece) => !piece.carried)).toBe(true);
  });

  it('splits only a paragraph taller than a page, carrying its rest over', () => {
    const pages = flowParagraphs([lines(12, 'a')], options);
    expect(pages.map((p) => p.map((piece) => [piece.lines.length, piece.carried]))).toEqual([[[5, false]], [[5, true]], [[2, true]]]);
  });

  it('starts at most the given number of paragraphs on a page', () => {
    const pages = flowParagraphs(
      Array.from({ length: 7 }, (_, i) => [`p${i}`]),
      { ...options, room: () => 1000, maxPerPage: 5 },
    );
    expect(pages.map((p) => p.length)).toEqual([5, 2]);
  });

  it('always ends, a line a page even where no line fits', () => {
    expect(flowParagraphs([lines(3, 'a')], { ...options, room: () => 5 })).toHaveLength(3);
  });
});

describe('linesEvenly', () => {
  it('spreads lines over the pages so the last is not left with one', () => {
    expect(linesEvenly(lines(9, 'x'), 2).map((c) => c.length)).toEqual([5, 4]);
    expect(linesEvenly(lines(2, 'x'), 3).map((c) => c.length)).toEqual([1, 1]);
  });
});
