import { capitalize, ensureSentenceEnd, stripTrailingPunctuation } from '../text-shaping';

/** Titles are spoken mid-sentence: lower-case them, keeping acronyms and names in capitals. */
export const spokenTitle = (title: string) =>
  stripTrailingPunctuation(title)
    .split(/\s+/)
    .map((w) => (/^[A-Z][a-z'’-]+[,;:]?$/.test(w) ? w.toLowerCase() : w))
    .join(' ');

export const sentence = (text: string) => capitalize(ensureSentenceEnd(text.replace(/\s+/g, ' ').trim()));
export const sentenceKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
