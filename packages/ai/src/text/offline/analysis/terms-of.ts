import { STOP_WORDS } from '../stop-words';

export const normalizeApostrophes = (s: string) => s.replace(/[’‘]/g, "'");

/** Lower-case word tokens of a text. */
export const tokenize = (text: string): string[] => normalizeApostrophes(text.toLowerCase()).match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];

/** A light stemmer: enough to count "policy" and "policies" as one term. */
export function stem(word: string): string {
  const w = word.replace(/'s$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith('sses')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is|ous)$/.test(w)) return w.slice(0, -1);
  return w;
}

export const isContentWord = (token: string) => token.length > 1 && !STOP_WORDS.has(token) && !/^\d[\d.,'-]*$/.test(token);

/** Content terms (stemmed) of a text. */
export const termsOf = (text: string) => tokenize(text).filter(isContentWord).map(stem);
