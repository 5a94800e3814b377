import { cssFont, type FontFace } from './fonts';
import type { MeasureText } from './types';

const ELLIPSIS = '…';

/** Greedy word wrap; a word wider than the line is broken between characters. */
export function wrapText(text: string, font: string, maxWidth: number, measure: MeasureText): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, font) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    if (measure(word, font) <= maxWidth) {
      line = word;
      continue;
    }
    // Break an over-long word (URLs, long compounds) so it never crosses the box edge.
    let piece = '';
    for (const ch of word) {
      if (piece && measure(piece + ch, font) > maxWidth) {
        lines.push(piece);
        piece = ch;
      } else piece += ch;
    }
    line = piece;
  }
  if (line) lines.push(line);
  return lines;
}

/** Shortens a line until it fits with a trailing ellipsis. */
export function ellipsize(line: string, font: string, maxWidth: number, measure: MeasureText): string {
  let text = line.replace(/[\s.,;:!?…-]+$/, '');
  while (text && measure(text + ELLIPSIS, font) > maxWidth) {
    const cut = text.lastIndexOf(' ');
    text = (cut > 0 && text.length - cut < 12 ? text.slice(0, cut) : text.slice(0, -1)).replace(/[\s.,;:!?-]+$/, '');
  }
  return text + ELLIPSIS;
}

/** The narrowest wrap with the same number of lines, so lines come out of similar length. */
export function balanceLines(text: string, lines: string[], font: string, maxWidth: number, measure: MeasureText): string[] {
  if (lines.length < 2) return lines;
  let low = maxWidth / lines.length;
  let high = maxWidth;
  let best = lines;
  while (high - low > 4) {
    const mid = (low + high) / 2;
    const attempt = wrapText(text, font, mid, measure);
    if (attempt.length <= lines.length) {
      best = attempt;
      high = mid;
    } else low = mid;
  }
  return best;
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
  /** Maximum lines per paragraph; longer paragraphs shrink the font, then end with an ellipsis. */
  maxLines?: number;
  /** Even out line lengths (for centred text and display titles): no lone last word. */
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
}

const blockHeight = (paragraphs: string[][], lineHeight: number, gap: number) => {
  const count = paragraphs.filter((p) => p.length > 0).length;
  const lines = paragraphs.reduce((sum, p) => sum + p.length, 0);
  return lines * lineHeight + Math.max(0, count - 1) * gap;
};

/**
 * The largest font size at which every paragraph wraps inside the box. At the minimum size the
 * text is cut with an ellipsis instead, so the result never overflows the box.
 */
export function fitParagraphs(texts: string[], options: FitOptions): FittedText {
  const { width, height, face, maxSize, minSize, measure } = options;
  const lineRatio = options.lineHeight ?? 1.25;
  const gapRatio = options.paragraphGap ?? 0;
  const maxLines = options.maxLines ?? Number.POSITIVE_INFINITY;
  const sources = texts.map((t) => t.trim()).filter(Boolean);

  for (let size = maxSize; size >= minSize; size -= 2) {
    const font = cssFont(face, size);
    const paragraphs = sources.map((t) => wrapText(t, font, width, measure));
    const lineHeight = Math.round(size * lineRatio);
    const gap = Math.round(size * gapRatio);
    const fitsLines = paragraphs.every((p) => p.length <= maxLines);
    if (fitsLines && blockHeight(paragraphs, lineHeight, gap) <= height) {
      if (options.balance) {
        paragraphs.forEach((p, i) => {
          paragraphs[i] = balanceLines(sources[i] as string, p, font, width, measure);
        });
      }
      return { fontSize: size, font, lineHeight, paragraphGap: gap, paragraphs, height: blockHeight(paragraphs, lineHeight, gap) };
    }
  }

  // Minimum size still too long: cut each paragraph to its line budget, then cut the block.
  const size = minSize;
  const font = cssFont(face, size);
  const lineHeight = Math.round(size * lineRatio);
  const gap = Math.round(size * gapRatio);
  const out: string[][] = [];
  let used = 0;
  for (const text of sources) {
    const wrapped = wrapText(text, font, width, measure);
    const before = out.length ? gap : 0;
    const room = Math.floor((height - used - before) / lineHeight);
    const budget = Math.min(maxLines, room);
    if (budget <= 0) {
      const last = out[out.length - 1];
      if (last?.length) last[last.length - 1] = ellipsize(last[last.length - 1] as string, font, width, measure);
      break;
    }
    const lines = wrapped.slice(0, budget);
    if (wrapped.length > budget) lines[budget - 1] = ellipsize(lines[budget - 1] as string, font, width, measure);
    out.push(lines);
    used += before + lines.length * lineHeight;
  }
  return { fontSize: size, font, lineHeight, paragraphGap: gap, paragraphs: out, height: blockHeight(out, lineHeight, gap) };
}
