import { analyseSentence, type Token } from '../../nlp';

/** Determiners a subject said again may open on ("This policy", "The portal", "Your manager"). */
const DETERMINER = /^(?:the|this|that|these|those|our|your|their|its)$/i;
const MODIFIER = new Set(['ADJ', 'NOUN', 'NUM']);
const MAX_SUBJECT_WORDS = 4;

interface Subject {
  key: string;
  /** Where the subject ends in the sentence. */
  end: number;
  plural: boolean;
}

/** A word that begins a predicate: a verb or a helper, after any adverb ("This policy also applies"). */
const predicateAt = (tokens: Token[], k: number) => {
  let j = k;
  while (tokens[j]?.pos === 'ADV') j++;
  return tokens[j]?.pos === 'VERB' || tokens[j]?.pos === 'AUX';
};

/** The noun phrase a sentence opens on as its subject: a determiner, modifiers, a common noun, then its verb. */
function subjectOf(tokens: Token[]): Subject | null {
  if (!DETERMINER.test(tokens[0]?.text ?? '')) return null;
  let k = 1;
  while (k < tokens.length && k <= MAX_SUBJECT_WORDS && MODIFIER.has(tokens[k]?.pos ?? '')) k++;
  const head = tokens[k - 1];
  if (k < 2 || head?.pos !== 'NOUN' || !predicateAt(tokens, k)) return null;
  const words = tokens.slice(0, k).map((t) => t.text.toLowerCase());
  const plural = /^(?:these|those)$/i.test(tokens[0]?.text ?? '') || (head.text.toLowerCase() !== head.lemma && /s$/i.test(head.text));
  return { key: words.join(' '), end: head.end, plural };
}

/** Another noun the pronoun could point to: one that is itself the subject of a verb after the first subject ("…the manager approves…"). */
function otherSubject(tokens: Token[], from: number): boolean {
  return tokens.some((t, k) => t.start >= from && (t.pos === 'NOUN' || t.pos === 'PROPN') && tokens[k + 1]?.pos !== 'NOUN' && predicateAt(tokens, k + 1));
}

/**
 * A subject said again in the very next sentence is said as a pronoun (issue 20 item 4, decision 194):
 * "This policy explains how to book… This policy applies to every employee…" → "… It applies to every
 * employee…". Only when the sentence before opens on the same noun phrase as its subject, no other noun
 * in it is the subject of a verb of its own (which "it" could then mean), and the sentence has no
 * "it" or "they" of its own. Narration only: the slide keeps its whole sentences. Null when it does not apply.
 */
export function withPronoun(previous: string | null, next: string): string | null {
  if (!previous) return null;
  const b = analyseSentence(next);
  const second = subjectOf(b);
  if (!second) return null;
  const a = analyseSentence(previous);
  const first = subjectOf(a);
  if (!first || first.key !== second.key || first.plural !== second.plural) return null;
  if (otherSubject(a, first.end) || b.some((t) => /^(?:it|its|they|them|their)$/i.test(t.text))) return null;
  return `${second.plural ? 'They' : 'It'}${next.slice(second.end)}`;
}
