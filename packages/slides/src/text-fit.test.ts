import { describe, expect, it } from 'vitest';
import { cssFont } from './fonts';
import { fakeMeasure } from './test-measure';
import { balanceLines, ellipsize, fitParagraphs, wrapText } from './text-fit';

const font = cssFont({ family: 'sans', weight: 400 }, 20); // 11 px per character

describe('wrapText', () => {
  it('wraps words greedily without exceeding the width', () => {
    const lines = wrapText('the quick brown fox jumps over the lazy dog', font, 111, fakeMeasure);
    expect(lines).toEqual(['the quick', 'brown fox', 'jumps over', 'the lazy', 'dog']);
    for (const line of lines) expect(fakeMeasure(line, font)).toBeLessThanOrEqual(111);
  });

  it('breaks a word longer than the line', () => {
    const lines = wrapText('see https://example.com/a/very/long/path', font, 110, fakeMeasure);
    expect(lines.join('')).toBe('seehttps://example.com/a/very/long/path');
    for (const line of lines) expect(fakeMeasure(line, font)).toBeLessThanOrEqual(110);
  });

  it('collapses white space and returns nothing for blank text', () => {
    expect(wrapText('  a \n\t b  ', font, 500, fakeMeasure)).toEqual(['a b']);
    expect(wrapText('   ', font, 500, fakeMeasure)).toEqual([]);
  });
});

describe('ellipsize', () => {
  it('shortens a line so it fits with an ellipsis', () => {
    const out = ellipsize('a line that is far too long for the box', font, 165, fakeMeasure);
    expect(out.endsWith('…')).toBe(true);
    expect(fakeMeasure(out, font)).toBeLessThanOrEqual(165);
  });
});

describe('balanceLines', () => {
  it('evens out lines without adding one', () => {
    const text = 'Security is not a product it is a habit we share';
    const greedy = wrapText(text, font, 400, fakeMeasure);
    const balanced = balanceLines(text, greedy, font, 400, fakeMeasure);
    expect(balanced).toHaveLength(greedy.length);
    const spread = (lines: string[]) => Math.max(...lines.map((l) => l.length)) - Math.min(...lines.map((l) => l.length));
    expect(spread(balanced)).toBeLessThan(spread(greedy));
  });
});

describe('fitParagraphs', () => {
  const face = { family: 'sans', weight: 400 } as const;

  it('keeps the largest size when the text fits', () => {
    const fit = fitParagraphs(['Short'], { width: 800, height: 200, face, maxSize: 40, minSize: 20, measure: fakeMeasure });
    expect(fit.fontSize).toBe(40);
    expect(fit.paragraphs).toEqual([['Short']]);
  });

  it('shrinks the font until the block fits', () => {
    const text = 'A longer sentence that needs several lines at the largest size to fit in the box';
    const fit = fitParagraphs([text, text], {
      width: 600,
      height: 200,
      face,
      maxSize: 48,
      minSize: 16,
      lineHeight: 1.3,
      paragraphGap: 0.5,
      measure: fakeMeasure,
    });
    expect(fit.fontSize).toBeLessThan(48);
    expect(fit.height).toBeLessThanOrEqual(200);
    expect(fit.paragraphs.flat().join(' ')).toBe(`${text} ${text}`);
  });

  it('never overflows: at the minimum size the text is cut with an ellipsis', () => {
    const text = 'word '.repeat(400);
    const fit = fitParagraphs([text, text, text], {
      width: 300,
      height: 120,
      face,
      maxSize: 30,
      minSize: 20,
      lineHeight: 1.25,
      paragraphGap: 0.5,
      measure: fakeMeasure,
    });
    expect(fit.fontSize).toBe(20);
    expect(fit.height).toBeLessThanOrEqual(120);
    const last = fit.paragraphs.flat().at(-1) as string;
    expect(last.endsWith('…')).toBe(true);
    for (const line of fit.paragraphs.flat()) expect(fakeMeasure(line, fit.font)).toBeLessThanOrEqual(300);
  });

  it('respects the line budget per paragraph', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve';
    const fit = fitParagraphs([text], { width: 200, height: 1000, face, maxSize: 30, minSize: 30, maxLines: 2, measure: fakeMeasure });
    expect(fit.paragraphs[0]).toHaveLength(2);
    expect(fit.paragraphs[0]?.[1]?.endsWith('…')).toBe(true);
  });
});
