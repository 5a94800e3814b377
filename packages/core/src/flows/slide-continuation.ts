import { fillWords, slideWordsFor } from './slide-words';
import { foldedWordsOf } from './word-stems';

/**
 * Decision 165: a slide whose text does not fit its page at the shape's smallest readable size
 * goes on over continuation pages in the shape being rendered, headed with this, in the slide's
 * language (decision 188; English when it has no words of its own).
 */
export const continuedTitle = (title: string, language?: string): string => fillWords(slideWordsFor(title, language).continued, { title: title.trim() });

/** A spoken word with its time from the start of the slide's narration. */
export interface TimedWord {
  text: string;
  startMs: number;
}

/** How many of a page's opening words must be heard in order to place the page there. */
const MATCH_WORDS = 3;
/** Every page shows for at least this long. */
const MIN_PAGE_SECONDS = 1;

/**
 * When each page of a slide starts, in seconds from the slide's start (decision 165): the
 * continuation pages share the slide's narration, so page 0 starts at 0 and page k when the
 * narration first says the opening words of what it shows, after the page before; where the
 * narration never says them, in proportion to how much of the slide's text comes before it.
 * `pageTexts` are the words each page shows. Increasing, each page at least a second, all inside
 * the slide's `seconds`.
 */
export function continuationStarts(pageTexts: readonly string[], spoken: readonly TimedWord[], seconds: number): number[] {
  if (pageTexts.length <= 1) return [0];
  const said = spoken.map((w) => ({ word: foldedWordsOf(w.text).join(''), at: w.startMs / 1000 }));
  const lengths = pageTexts.map((t) => Math.max(1, foldedWordsOf(t).join(' ').length));
  const total = lengths.reduce((a, b) => a + b, 0);
  const step = Math.min(MIN_PAGE_SECONDS, seconds / pageTexts.length);
  const starts = [0];
  let from = 0;
  let before = lengths[0] as number;
  for (let page = 1; page < pageTexts.length; page++) {
    const opening = foldedWordsOf(pageTexts[page] as string).slice(0, MATCH_WORDS);
    let at = -1;
    for (let i = from; opening.length && i + opening.length <= said.length; i++) {
      if (opening.every((w, k) => said[i + k]?.word === w)) {
        at = i;
        break;
      }
    }
    if (at >= 0) from = at + opening.length;
    const heard = at >= 0 ? (said[at] as { at: number }).at : (seconds * before) / total;
    const previous = starts.at(-1) as number;
    const latest = seconds - step * (pageTexts.length - page);
    starts.push(Math.max(previous + step, Math.min(heard, latest)));
    before += lengths[page] as number;
  }
  return starts;
}

/** Seconds each page shows, from continuationStarts: they add up to the slide's `seconds`. */
export function continuationDurations(starts: readonly number[], seconds: number): number[] {
  return starts.map((start, i) => (i + 1 < starts.length ? (starts[i + 1] as number) : seconds) - start);
}
