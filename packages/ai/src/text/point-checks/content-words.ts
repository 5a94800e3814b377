import { analyseSentence } from '../nlp/analyse-sentence';
import { splitSentences } from '../nlp/split-sentences';

/** Parts of speech that carry a point's content; helpers, pronouns, determiners and particles do not (decision 156). */
const CONTENT = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM']);

export interface ContentWords {
  /** Each content word once, by lemma, with the form it was first written in. */
  words: { lemma: string; form: string }[];
  /** Dictionary forms, lower-case ("policies" → "policy", "signed" → "sign"). */
  lemmas: Set<string>;
  /** The words as written, lower-case: a form the model read differently in another sentence still matches. */
  forms: Set<string>;
  /** Numbers and amounts as written ("14", "9:00", "$40"): a fact that changes one is another fact. */
  numbers: Set<string>;
}

const cache = new Map<string, ContentWords>();
const CACHE_LIMIT = 20_000;

/** The content words of a text, read with wink-nlp (parts of speech and lemmas); cached, as a section is read for each of its points. */
export function contentWords(text: string): ContentWords {
  const hit = cache.get(text);
  if (hit) return hit;
  const out: ContentWords = { words: [], lemmas: new Set(), forms: new Set(), numbers: new Set() };
  // Sentence by sentence, so a capitalised first word is read as a word, not a name ("Refunds" → "refund").
  for (const token of splitSentences(text).flatMap((s) => analyseSentence(s.text))) {
    const form = token.text.toLowerCase().replace(/[’‘]/g, "'");
    if (/\d/.test(form)) out.numbers.add(form.replace(/[.,]+$/, ''));
    if (!CONTENT.has(token.pos) || !/[\p{L}\p{N}]/u.test(form)) continue;
    if (!out.lemmas.has(token.lemma)) out.words.push({ lemma: token.lemma, form });
    out.lemmas.add(token.lemma);
    out.forms.add(form);
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, out);
  return out;
}

/** Share of a point's content words that a source has (by lemma or as written); 1 for a point with none. */
export function sharedContentShare(point: string, source: string): number {
  const p = contentWords(point);
  if (p.words.length === 0) return 1;
  const s = contentWords(source);
  const found = p.words.filter((w) => s.lemmas.has(w.lemma) || s.forms.has(w.lemma) || s.forms.has(w.form) || s.lemmas.has(w.form));
  return found.length / p.words.length;
}
