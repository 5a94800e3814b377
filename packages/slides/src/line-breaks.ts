import type { MeasureText } from './types';

/**
 * Where a line may break (decision 165). Lines break only between words: at white space, and
 * between the characters of scripts written without spaces (Chinese, Japanese), where every
 * character is a unit a line may end after, and between the words of Thai, Lao, Khmer and
 * Burmese, which are written without spaces between them: there the words are found with
 * Intl.Segmenter's dictionary, the same in the browser and on the server (decision 188). Nothing
 * else is ever split, except a single word wider than its box at the smallest size (splitWord).
 */
export interface Token {
  text: string;
  /** A space separates it from the token before on the same line (false for glued CJK characters). */
  space: boolean;
}

/** Ideographs and kana: a line may break between any two of them (UAX #14 class ID). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF00-\uFFEF]/u;
/** Scripts written without spaces between words, broken at the words Intl.Segmenter finds (decision 188). */
const UNSPACED = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Two units written together with no space between them (either side is CJK, or both are of a script without spaces). */
export const gluedUnits = (before: string, after: string): boolean =>
  CJK.test(before.slice(-1)) || CJK.test(after.slice(0, 1)) || (UNSPACED.test(before.slice(-1)) && UNSPACED.test(after.slice(0, 1)));

let wordSegmenter: Intl.Segmenter | null = null;
/** The words of a run with no spaces (Thai: "ตรวจสอบทางเดิน" → "ตรวจสอบ", "ทาง", "เดิน"). */
function unspacedWords(text: string): string[] {
  // ICU picks the dictionary by each character's script, so one segmenter serves Thai, Lao, Khmer and Burmese.
  wordSegmenter ??= new Intl.Segmenter('th', { granularity: 'word' });
  return [...wordSegmenter.segment(text)].map((s) => s.segment);
}

/** Closing punctuation never starts a line, opening punctuation never ends one (kinsoku). */
const NO_LINE_START = /^[、。，．・：；？！）」』】〕〉》ー々ぁぃぅぇぉゃゅょっァィゥェォャュョッ,.!?:;)\]}»”’%]/u;
const NO_LINE_END = /[「『（【〔〈《([{«“‘]$/u;

/** Grapheme clusters closely enough for breaking: a base with its combining marks and ZWJ sequences. */
const GRAPHEME = /\P{M}\p{M}*(?:\u200D\P{M}\p{M}*)*/gu;
export const graphemes = (text: string): string[] => text.match(GRAPHEME) ?? [];

/** The units of a text a line can break between, in order. */
export function lineTokens(text: string): Token[] {
  const tokens: Token[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    let first = true;
    let run = '';
    const push = (unit: string) => {
      const last = tokens.at(-1);
      // Kinsoku: a closing mark joins the unit before it, and a unit after an opening mark joins it.
      if (!first && last && (NO_LINE_START.test(unit) || NO_LINE_END.test(last.text))) last.text += unit;
      else tokens.push({ text: unit, space: first && tokens.length > 0 });
      first = false;
    };
    for (const g of graphemes(word)) {
      if (CJK.test(g)) {
        if (run) push(run);
        run = '';
        push(g);
      } else run += g;
    }
    if (run && UNSPACED.test(run)) for (const unit of unspacedWords(run)) push(unit);
    else if (run) push(run);
  }
  return tokens;
}

/** Joins tokens into the line as written. */
export const joinTokens = (tokens: readonly Token[]): string => tokens.map((t, i) => (i > 0 && t.space ? ` ${t.text}` : t.text)).join('');

const VOWEL = /[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿāēīōūąęœаеёиоуыэюяіїєαεηιουωάέήίόύώ]/iu;
const LETTER = /\p{L}/u;
/** Where a URL or a compound may break without a hyphen: after these. */
const NATURAL_BREAK = /[/\-_.?&=#:~+]/;
/** Scripts that are not hyphenated: they break between characters without a mark. */
const NO_HYPHEN_SCRIPT = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Hebrew}]/u;

/**
 * How good a break after graphemes[0..i) is: after a natural break character best, then between
 * syllables (vowel–consonant–vowel breaks before the consonant, two consonants between vowels
 * break between them), else not a good place (0).
 */
function breakQuality(chars: readonly string[], i: number): number {
  const before = chars[i - 1] ?? '';
  const after = chars[i] ?? '';
  if (NATURAL_BREAK.test(before) && after) return 3;
  if (!LETTER.test(before) || !LETTER.test(after)) return 0;
  const next = chars[i + 1] ?? '';
  const prev = chars[i - 2] ?? '';
  if (VOWEL.test(before) && !VOWEL.test(after) && VOWEL.test(next)) return 2;
  if (!VOWEL.test(before) && !VOWEL.test(after) && VOWEL.test(prev) && VOWEL.test(next)) return 2;
  return 0;
}

/**
 * Splits one word wider than `maxWidth` into pieces that each fit (the last one may be shorter),
 * marking a cut with a hyphen unless it falls after a natural break ("/", "-", ".") or the script
 * is not hyphenated. Breaks at a syllable-ish boundary within the last 40 % of the room when one
 * exists, and keeps at least two characters on each side of a hyphen.
 */
export function splitWord(word: string, font: string, maxWidth: number, measure: MeasureText): string[] {
  const pieces: string[] = [];
  let chars = graphemes(word);
  while (chars.length > 0 && measure(chars.join(''), font) > maxWidth) {
    const marked = (i: number) => {
      const head = chars.slice(0, i).join('');
      return breakQuality(chars, i) === 3 || NO_HYPHEN_SCRIPT.test(chars[i - 1] ?? '') ? head : `${head}-`;
    };
    // The longest head that fits with its mark; at least one grapheme so the loop always advances.
    let fit = 1;
    while (fit + 1 < chars.length && measure(marked(fit + 1), font) <= maxWidth) fit += 1;
    let cut = fit;
    let best = 0;
    for (let i = fit; i >= Math.max(2, Math.ceil(fit * 0.6)); i--) {
      const quality = chars.length - i >= 2 ? breakQuality(chars, i) : 0;
      if (quality > best) {
        best = quality;
        cut = i;
      }
      if (best === 3) break;
    }
    pieces.push(marked(cut));
    chars = chars.slice(cut);
  }
  if (chars.length) pieces.push(chars.join(''));
  return pieces;
}
