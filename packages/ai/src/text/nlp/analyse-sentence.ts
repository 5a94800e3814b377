import type { Token } from './token';
import { tagText } from './wink-tagger';

const tokensOf = (text: string) => tagText(text).flatMap((s) => s.filter((t) => t.pos !== 'SPACE'));

/** Tags a sentence's words may follow when its first word is an order ("Check the tyres", "Store raw meat", "Print only…"). */
const AFTER_ORDER = new Set(['DET', 'PRON', 'ADJ', 'NUM', 'ADV']);
/** A relative pronoun after the first word makes it a noun ("Staff who handle cash"). */
const WH_WORD = /^(?:who|whom|whose|which|that)$/i;

/**
 * The words of one sentence with part of speech and lemma (decision 156). The model reads a
 * capitalised first word as a name ("Employees" PROPN, "Check" PROPN), so the sentence is read
 * with that letter lower-cased; a first word it still reads as a noun followed by a determiner,
 * pronoun or adjective, or as an adjective followed by a determiner or pronoun, is read again after
 * "you": an order's verb ("Check the tyres", "Complete the induction").
 */
export function analyseSentence(sentence: string): Token[] {
  const lead = /^["“‘(]*\p{Lu}\p{Ll}/u.exec(sentence);
  if (!lead) return tokensOf(sentence);
  const at = lead[0].length - 2;
  const lowered = sentence.slice(0, at) + sentence.charAt(at).toLowerCase() + sentence.slice(at + 1);
  const tokens = tokensOf(lowered).map((t) => (t.start === at ? { ...t, text: sentence.slice(t.start, t.end) } : t));
  const first = tokens.findIndex((t) => t.start === at);
  const word = tokens[first];
  const next = tokens[first + 1];
  const readAsNoun = word && (word.pos === 'NOUN' || word.pos === 'PROPN') && next && AFTER_ORDER.has(next.pos);
  // An adjective never stands before "the" or "your": "Complete the induction", "Clear your desk".
  const readAsAdjective = word?.pos === 'ADJ' && next && (next.pos === 'DET' || next.pos === 'PRON');
  if (word && next && (readAsNoun || readAsAdjective) && !WH_WORD.test(next.text)) {
    const asOrder = tokensOf(`you ${lowered.slice(at)}`)[1];
    if (asOrder?.pos === 'VERB') tokens[first] = { ...word, pos: 'VERB', lemma: asOrder.lemma };
  }
  return tokens.map((t, i) => (MODAL.test(t.text) && t.pos !== 'AUX' && /^(?:VERB|AUX|PART)$/.test(tokens[i + 1]?.pos ?? '') ? { ...t, pos: 'AUX' } : t));
}

/** A modal before a verb is a helper, whatever the model read it as ("Both must be…" gave must/NOUN). */
const MODAL = /^(?:must|can|could|shall|should|will|would|may|might)$/i;

/** Lower-case words of a sentence given as text or tokens. */
export const wordsOf = (tokens: Token[]) => tokens.filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SPACE').map((t) => t.text.toLowerCase().replace(/[’‘]/g, "'"));

export const toTokens = (sentence: string | Token[]) => (typeof sentence === 'string' ? analyseSentence(sentence) : sentence);
