import { tagText } from './wink-tagger';

/** A word's dictionary form ("went" → "go", "policies" → "policy"), read alone, as wink-nlp's model reads it (decision 156). */
export function lemma(word: string): string {
  // Alone, a capitalised word is read as a name ("Children" stays "children"): it is read lower-case.
  const token = tagText(word.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()))
    .flat()
    .find((t) => t.pos !== 'SPACE' && t.pos !== 'PUNCT');
  return token?.lemma ?? word.toLowerCase();
}
