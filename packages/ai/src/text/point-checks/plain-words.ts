/**
 * Words of a text as a reader sees them, without a language model: lower-case words, numbers and
 * amounts ("$40", "14%", "3-minute"). Used to compare phrases across texts (a framing phrase of the
 * brief in a point, a point's words in its section), where the same split on both sides matters
 * more than grammar.
 */
export const plainWords = (text: string): string[] =>
  text
    .toLowerCase()
    .match(/[\p{L}\p{N}$€£%][\p{L}\p{N}$€£%'’.,:-]*/gu)
    ?.map((w) => w.replace(/[.,:]+$/, '')) ?? [];

/** A text as its words joined by single spaces: phrases are found in it with `includes(' … ')`. */
export const normalised = (text: string): string => plainWords(text).join(' ');

/** Sentences of a text split at end punctuation before a capital, a digit or an opening quote. */
export const plainSentences = (text: string): string[] =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[“"‘(]?[\p{Lu}\p{N}$€£])/u)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));

/** Word sequences of length n. */
export function ngrams(words: string[], n: number): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) out.add(words.slice(i, i + n).join(' '));
  return out;
}
