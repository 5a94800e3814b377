import { analyseSentence } from '../../nlp/analyse-sentence';
import { leansOnEarlierSentence } from '../../nlp/leans-on-earlier-sentence';
import type { Token } from '../../nlp/token';
import { capitalize } from '../text-shaping';

/** Words a subject may open on before its noun: "The", "Our", "Each"… */
const SUBJECT_TOKENS = new Set(['DET', 'PROPN', 'NOUN', 'ADJ', 'NUM', 'PART']);
/** A subject longer than this is a clause, not a name to repeat. */
const MAX_SUBJECT_WORDS = 5;

/**
 * The subject a sentence opens on, when it is a plain noun phrase followed by its verb ("Debian is
 * being put together…" → "Debian", "The cabinet key is kept…" → "The cabinet key"), else null.
 */
export function openingSubject(sentence: string): { text: string; plural: boolean } | null {
  const tokens = analyseSentence(sentence);
  const verb = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (verb < 1 || verb > MAX_SUBJECT_WORDS) return null;
  const subject = tokens.slice(0, verb);
  if (!subject.every((t) => SUBJECT_TOKENS.has(t.pos))) return null;
  const head = [...subject].reverse().find((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  if (!head || subject[subject.length - 1] !== head) return null;
  return { text: sentence.slice(subject[0]!.start, head.end), plural: isPlural(head, tokens[verb]) };
}

/** A noun is plural by its verb when the verb says ("are", "have"), else by its ending. */
const isPlural = (head: Token, verb: Token | undefined) => {
  const v = verb?.text.toLowerCase() ?? '';
  if (/^(?:are|were|have|do)$/.test(v)) return true;
  if (/^(?:is|was|has|does)$/.test(v)) return false;
  return head.pos === 'NOUN' && /[^s]s$/i.test(head.text);
};

/**
 * A sentence that leans on the one before it written to stand alone (issue 20 item 3, decision 184):
 * an opening "It" or "They" becomes the subject the sentence before opens on, when that is a plain
 * noun phrase of the same number, and an "also" after it goes ("It is also an attempt to…" after
 * "Debian is being put together…" → "Debian is an attempt to…"). Any other leaning sentence (a
 * connective, "This means…", "These four habits…") cannot be mended by a rule: null, and the
 * sentence is left out.
 */
export function standAlone(sentence: string, before: string | undefined): string | null {
  if (!leansOnEarlierSentence(sentence)) return sentence;
  const m = /^(It|They)\s+(\S+)(\s+also\b)?/.exec(sentence);
  if (!m || !before) return null;
  const subject = openingSubject(before);
  if (!subject || subject.plural !== (m[1] === 'They')) return null;
  // A subject that is a name or opens on a determiner keeps its own capitals ("Debian", "the cabinet key").
  const name = /^(?:the|a|an|our|your|their|its|each|every|this|that|these|those)\b/i.test(subject.text)
    ? subject.text.charAt(0).toLowerCase() + subject.text.slice(1)
    : subject.text;
  const rewritten = capitalize(`${name} ${m[2]}${sentence.slice(m[0].length)}`);
  return leansOnEarlierSentence(rewritten) ? null : rewritten;
}
