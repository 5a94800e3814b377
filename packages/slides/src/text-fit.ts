import { cssFont, type FontFace } from './fonts';
import { gluedUnits, joinTokens, lineTokens, splitWord, type Token } from './line-breaks';
import type { MeasureText } from './types';

const ELLIPSIS = '…';

interface Wrapped {
  lines: string[];
  /** A word wider than the line had to be split. */
  split: boolean;
  /** The words that were split. */
  splitWords: string[];
}

/** Greedy wrap between words (line-breaks.ts); a word wider than the line is split by splitWord. */
function wrapTokens(tokens: readonly Token[], font: string, maxWidth: number, measure: MeasureText): Wrapped {
  const lines: string[] = [];
  let line: Token[] = [];
  const splitWords: string[] = [];
  for (const token of tokens) {
    const candidate = [...line, token];
    if (measure(joinTokens(candidate), font) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line.length) lines.push(joinTokens(line));
    line = [];
    if (measure(token.text, font) <= maxWidth) {
      line = [{ ...token, space: false }];
      continue;
    }
    // Only a single word wider than the whole line is ever split (decision 165).
    splitWords.push(token.text);
    const pieces = splitWord(token.text, font, maxWidth, measure);
    lines.push(...pieces.slice(0, -1));
    line = [{ text: pieces.at(-1) as string, space: false }];
  }
  if (line.length) lines.push(joinTokens(line));
  return { lines, split: splitWords.length > 0, splitWords };
}

/**
 * Wraps text into lines no wider than `maxWidth`, breaking only between words; a single word
 * wider than the line is split at a syllable-ish boundary with a hyphen (decision 165).
 */
export function wrapText(text: string, font: string, maxWidth: number, measure: MeasureText): string[] {
  return wrapTokens(lineTokens(text), font, maxWidth, measure).lines;
}

/** Shortens a line until it fits with a trailing ellipsis (burned captions only; slide text is never cut). */
export function ellipsize(line: string, font: string, maxWidth: number, measure: MeasureText): string {
  let text = line.replace(/[\s.,;:!?…-]+$/, '');
  while (text && measure(text + ELLIPSIS, font) > maxWidth) {
    const cut = text.lastIndexOf(' ');
    text = (cut > 0 && text.length - cut < 12 ? text.slice(0, cut) : text.slice(0, -1)).replace(/[\s.,;:!?-]+$/, '');
  }
  return text + ELLIPSIS;
}

/** The narrowest wrap between words with the same number of lines, so lines come out of similar length. */
export function balanceLines(text: string, lines: string[], font: string, maxWidth: number, measure: MeasureText): string[] {
  return narrowest(lineTokens(text), lines, font, maxWidth, measure, () => true);
}

/**
 * Searches widths below `maxWidth` for the narrowest wrap that keeps the line count, splits no
 * word, and passes `accept`; `lines` when none does.
 */
function narrowest(tokens: Token[], lines: string[], font: string, maxWidth: number, measure: MeasureText, accept: (lines: string[]) => boolean): string[] {
  if (lines.length < 2) return lines;
  let low = maxWidth / lines.length;
  let high = maxWidth;
  let best = lines;
  while (high - low > 2) {
    const mid = (low + high) / 2;
    const attempt = wrapTokens(tokens, font, mid, measure);
    if (!attempt.split && attempt.lines.length <= lines.length && accept(attempt.lines)) {
      best = attempt.lines;
      high = mid;
    } else low = mid;
  }
  return best;
}

/**
 * Left-aligned text keeps its measure, but a last line of a single word gets company when a
 * narrower wrap with the same number of lines gives it one (decision 165: no lone last word):
 * the widest such wrap, so the block narrows no more than it must.
 */
function avoidLoneWord(tokens: Token[], lines: string[], font: string, maxWidth: number, measure: MeasureText): string[] {
  const units = (line: string | undefined) => lineTokens(line ?? '').length;
  if (lines.length < 2 || units(lines.at(-1)) > 1) return lines;
  const even = narrowest(tokens, lines, font, maxWidth, measure, () => true);
  if (even.length !== lines.length || units(even.at(-1)) < 2) return pullDown(lines, font, maxWidth, measure);
  let low = Math.max(...even.map((line) => measure(line, font)));
  let high = maxWidth;
  let best = even;
  while (high - low > 2) {
    const mid = (low + high) / 2;
    const attempt = wrapTokens(tokens, font, mid, measure);
    if (!attempt.split && attempt.lines.length === lines.length && units(attempt.lines.at(-1)) > 1) {
      best = attempt.lines;
      low = mid;
    } else high = mid;
  }
  return best;
}

/**
 * No narrower greedy wrap helps: the line before gives its last word to the lone one, when it
 * keeps two words itself and the new last line fits.
 */
function pullDown(lines: string[], font: string, maxWidth: number, measure: MeasureText): string[] {
  const before = lineTokens(lines.at(-2) ?? '');
  if (before.length < 3) return lines;
  const moved = before.at(-1) as Token;
  const lone = lines.at(-1) as string;
  const text = `${moved.text}${gluedUnits(moved.text, lone) ? '' : ' '}${lone}`;
  if (measure(text, font) > maxWidth) return lines;
  return [...lines.slice(0, -2), joinTokens(before.slice(0, -1)), text];
}

export interface FitOptions {
  width: number;
  height: number;
  face: FontFace;
  maxSize: number;
  minSize: number;
  /** Line height as a multiple of the font size. */
  lineHeight?: number;
  /** Space between paragraphs as a multiple of the font size. */
  paragraphGap?: number;
  /**
   * Lines a paragraph may take above the minimum size: a longer one shrinks the font first. At the
   * minimum size a paragraph takes the lines it needs (it is never cut).
   */
  maxLines?: number;
  /** Even out line lengths (for centred text and display titles). */
  balance?: boolean;
  measure: MeasureText;
}

export interface FittedText {
  fontSize: number;
  font: string;
  lineHeight: number;
  paragraphGap: number;
  paragraphs: string[][];
  height: number;
  /**
   * Even at the minimum size the text is taller than the box (it is laid out whole, never cut):
   * the caller gives it more room or flows the rest onto a continuation slide (decision 165).
   */
  overflow: boolean;
  /** The words wider than the box that had to be split (decision 165: only those that are at the minimum size too). */
  splitWords: string[];
}

/** Height of wrapped paragraphs with their line height and the gap between paragraphs. */
export const blockHeight = (paragraphs: string[][], lineHeight: number, gap: number) => {
  const count = paragraphs.filter((p) => p.length > 0).length;
  const lines = paragraphs.reduce((sum, p) => sum + p.length, 0);
  return lines * lineHeight + Math.max(0, count - 1) * gap;
};

/**
 * Fits paragraphs in a box (decision 165): the largest size (in 2 px steps) at which every
 * paragraph wraps between words, within its line budget and the box; then its lines are
 * rebalanced (balanced throughout, or at least no lone last word). Below that, the text is set
 * whole at the minimum size, a word wider than the box split by syllables, and `overflow` says
 * whether it is taller than the box. Nothing is ever cut or ellipsised.
 */
export function fitParagraphs(texts: string[], options: FitOptions): FittedText {
  const { width, height, face, maxSize, minSize, measure } = options;
  const lineRatio = options.lineHeight ?? 1.25;
  const gapRatio = options.paragraphGap ?? 0;
  const maxLines = options.maxLines ?? Number.POSITIVE_INFINITY;
  const sources = texts.map((t) => lineTokens(t)).filter((t) => t.length > 0);

  const settle = (size: number, wrapped: Wrapped[], overflow: boolean): FittedText => {
    const font = cssFont(face, size);
    const lineHeight = Math.round(size * lineRatio);
    const gap = Math.round(size * gapRatio);
    const paragraphs = wrapped.map((w, i) => {
      if (w.split) return w.lines;
      const tokens = sources[i] as Token[];
      return options.balance ? narrowest(tokens, w.lines, font, width, measure, () => true) : avoidLoneWord(tokens, w.lines, font, width, measure);
    });
    return {
      fontSize: size,
      font,
      lineHeight,
      paragraphGap: gap,
      paragraphs,
      height: blockHeight(paragraphs, lineHeight, gap),
      overflow,
      splitWords: wrapped.flatMap((w) => w.splitWords),
    };
  };

  // A word wider than the box even at the minimum size is split whatever the size: it does not
  // make the rest of the text smaller. Any other word is never split above the minimum.
  const unavoidable = (word: string) => measure(word, cssFont(face, minSize)) > width;
  for (let size = maxSize; size > minSize; size -= 2) {
    const font = cssFont(face, size);
    // Long text skips sizes it cannot fit at without wrapping it: a paragraph needs at least its
    // width without spaces over the line's width (with 2 % for kerning), so the bound never skips a fit.
    const least = sources.map((t) => Math.max(1, Math.ceil((0.98 * t.reduce((sum, token) => sum + measure(token.text, font), 0)) / width)));
    if (
      least.some((n) => n > maxLines) ||
      blockHeight(
        least.map((n) => Array(n).fill('')),
        Math.round(size * lineRatio),
        Math.round(size * gapRatio),
      ) > height
    )
      continue;
    const wrapped = sources.map((t) => wrapTokens(t, font, width, measure));
    if (wrapped.some((w) => !w.splitWords.every(unavoidable) || w.lines.length > maxLines)) continue;
    if (
      blockHeight(
        wrapped.map((w) => w.lines),
        Math.round(size * lineRatio),
        Math.round(size * gapRatio),
      ) <= height
    )
      return settle(size, wrapped, false);
  }
  const font = cssFont(face, minSize);
  const wrapped = sources.map((t) => wrapTokens(t, font, width, measure));
  const total = blockHeight(
    wrapped.map((w) => w.lines),
    Math.round(minSize * lineRatio),
    Math.round(minSize * gapRatio),
  );
  return settle(minSize, wrapped, total > height);
}
