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

  it('splits only a word longer than the line, after a slash where it can, never a word that fits', () => {
    const lines = wrapText('see https://example.com/a/very/long/path', font, 110, fakeMeasure);
    expect(lines[0]).toBe('see');
    expect(lines.slice(1).join('')).toBe('https://example.com/a/very/long/path');
    expect(lines[1]?.endsWith('/')).toBe(true);
    for (const line of lines) expect(fakeMeasure(line, font)).toBeLessThanOrEqual(110);
  });

  it('hyphenates an over-long word between syllables', () => {
    // 12 characters a line: "Awareness" fits whole; "Incomprehensibilities" does not.
    expect(wrapText('Security Awareness', font, 132, fakeMeasure)).toEqual(['Security', 'Awareness']);
    const lines = wrapText('Incomprehensibilities', font, 132, fakeMeasure);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/[a-z]{2}-$/);
    expect(lines.map((l) => l.replace(/-$/, '')).join('')).toBe('Incomprehensibilities');
    // Between syllables: the break falls before a consonant that starts the next syllable.
    expect(lines[0]).toBe('Incomprehen-');
  });

  it('breaks Chinese and Japanese between characters, keeping closing marks on the line', () => {
    const lines = wrapText('安全意识培训，每个人都需要参加。', font, 110, fakeMeasure);
    expect(lines.join('')).toBe('安全意识培训，每个人都需要参加。');
    for (const line of lines) expect(line[0]).not.toMatch(/[，。]/);
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

  it('never cuts: at the minimum size the whole text is set and the overflow reported', () => {
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
    expect(fit.overflow).toBe(true);
    expect(fit.paragraphs.flat().join(' ')).toBe([text, text, text].map((t) => t.trim()).join(' '));
    expect(fit.paragraphs.flat().some((l) => l.includes('…'))).toBe(false);
    for (const line of fit.paragraphs.flat()) expect(fakeMeasure(line, fit.font)).toBeLessThanOrEqual(300);
  });

  it('shrinks rather than split a word, and rebalances so no word is left alone on the last line', () => {
    // "Awareness" is 9 × 0.55 em: wider than 150 px above 30 px, so the size drops to 30 rather than split it.
    const fit = fitParagraphs(['Security Awareness'], { width: 150, height: 200, face, maxSize: 40, minSize: 20, measure: fakeMeasure });
    expect(fit.fontSize).toBe(30);
    expect(fit.paragraphs).toEqual([['Security', 'Awareness']]);
    const text = 'Phishing emails are the most common way attackers';
    const plain = wrapText(text, cssFont(face, 30), 400, fakeMeasure);
    expect(plain.at(-1)?.split(' ')).toHaveLength(1);
    const rebalanced = fitParagraphs([text], { width: 400, height: 1000, face, maxSize: 30, minSize: 30, measure: fakeMeasure });
    expect(rebalanced.paragraphs[0]).toHaveLength(plain.length);
    expect(rebalanced.paragraphs[0]?.at(-1)?.split(' ').length).toBeGreaterThan(1);
  });

  it('keeps its size for a word too long for the box at any size: only that word is split', () => {
    const url = `https://example.com/${'a'.repeat(80)}`;
    const fit = fitParagraphs([`Read ${url} first`, 'A short point'], { width: 400, height: 1000, face, maxSize: 40, minSize: 20, measure: fakeMeasure });
    expect(fit.fontSize).toBe(40);
    expect(fit.splitWords).toEqual([url]);
    expect(fit.paragraphs[1]).toEqual(['A short point']);
  });

  it('shrinks to keep within the line budget, and at the minimum size takes the lines it needs', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve';
    const shrunk = fitParagraphs([text], { width: 400, height: 1000, face, maxSize: 40, minSize: 20, maxLines: 2, measure: fakeMeasure });
    expect(shrunk.paragraphs[0]?.length).toBeLessThanOrEqual(2);
    expect(shrunk.fontSize).toBeLessThan(40);
    const fit = fitParagraphs([text], { width: 200, height: 1000, face, maxSize: 30, minSize: 30, maxLines: 2, measure: fakeMeasure });
    expect(fit.paragraphs[0]?.join(' ')).toBe(text);
    expect(fit.overflow).toBe(false);
  });
});
