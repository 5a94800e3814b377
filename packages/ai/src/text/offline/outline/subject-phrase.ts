import { analyseSentence } from '../../nlp/analyse-sentence';
import { termsOf } from '../analysis/terms-of';
import { gerund } from '../request/gerund';
import { GENERIC_WORDS } from '../stop-words';
import { joinNames } from './join-names';
import { isMeasureTitle } from './measure-title';

const NOUNISH = new Set(['ADJ', 'NOUN', 'PROPN']);
const HEAD = new Set(['NOUN', 'PROPN']);
const MAX_SUBJECT_WORDS = 4;
const MIN_TITLE_WORDS = 2;
const MAX_TITLE_WORDS = 6;
/** A condition before the main clause: "If your laptop is lost, …". */
const CONDITION = /^(?:if|when|whenever|before|after|once|unless)\b[^,]*,\s*/i;
const PERSON = /^(?:we|you|they|i|he|she|one)$/i;
const word = (text: string) => /^\p{L}[\p{L}'’-]*$/u.test(text);
const everyday = (phrase: string) => termsOf(phrase).every((t) => GENERIC_WORDS.has(t));

/**
 * What a statement is about, as a name (decision 200): the noun phrase before its verb ("Working
 * hours stay at 36…" → "Working hours", "Pay and holiday allowance do not change" → "Pay and holiday
 * allowance"); when a person is its subject, what they do to what ("We will review the trial…" →
 * "reviewing the trial"). Null for an order (its action names it, `actionName`), a subject that is an
 * everyday word alone ("Each team agrees…") or a measure, or a phrase longer than four words.
 */
export function subjectPhrase(sentence: string): string | null {
  const text = sentence.trim().replace(CONDITION, '');
  if (!text) return null;
  const tokens = analyseSentence(text.charAt(0).toUpperCase() + text.slice(1));
  // (the main verb: a helper, or a verb after the subject's first noun; a participle opening the sentence modifies it, decision 194)
  let k = 0;
  while (tokens[k]?.pos === 'DET' || (tokens[k]?.pos === 'PRON' && /^(?:your|our|their|its|his|her)$/i.test(tokens[k]?.text ?? ''))) k++;
  const start = k;
  const subject: { text: string; pos: string }[] = [];
  for (; k < tokens.length; k++) {
    const t = tokens[k];
    if (!t) break;
    // (a first word read as a verb before a noun, or before "and" and a noun, is a participle or a noun: "Working hours", "Pay and holiday allowance")
    const after = tokens[k + 1]?.pos === 'CCONJ' ? tokens[k + 2] : tokens[k + 1];
    const opens = k === start && t.pos === 'VERB' && HEAD.has(after?.pos ?? '');
    const joins = t.pos === 'CCONJ' && /^(?:and|or)$/i.test(t.text) && subject.length > 0 && NOUNISH.has(tokens[k + 1]?.pos ?? '');
    if (((NOUNISH.has(t.pos) || opens) && word(t.text)) || joins) subject.push(t);
    else break;
  }
  const verb = tokens[k];
  const person = tokens[start]?.pos === 'PRON' && PERSON.test(tokens[start]?.text ?? '');
  if (person) return doing(tokens.slice(start + 1));
  if (!verb || !/^(?:VERB|AUX)$/.test(verb.pos)) return null;
  while (subject.length && !HEAD.has(subject[subject.length - 1]?.pos ?? '')) subject.pop();
  // (a sentence read as an order has its verb first and no subject before it)
  if (subject.length === 0 || subject.length > MAX_SUBJECT_WORDS) return null;
  // (one word opening the sentence that reads as an order after "you" is its verb: "Shred printed documents…")
  const first = subject[0];
  if (subject.length === 1 && first && k === 1 && analyseSentence(`You ${first.text.toLowerCase()} it`)[1]?.pos === 'VERB') return null;
  const phrase = subject.map((t) => t.text).join(' ');
  return everyday(phrase) || isMeasureTitle(phrase) ? null : phrase;
}

/** "will review the trial after six months" → "reviewing the trial": a person's action and its object. */
function doing(rest: ReturnType<typeof analyseSentence>): string | null {
  let k = 0;
  while (rest[k]?.pos === 'AUX' || rest[k]?.pos === 'ADV' || rest[k]?.pos === 'PART') k++;
  const verb = rest[k];
  if (verb?.pos !== 'VERB' || verb.negated) return null;
  const object: string[] = [];
  let noun = false;
  for (const t of rest.slice(k + 1)) {
    if ((t.pos === 'DET' && !noun) || (NOUNISH.has(t.pos) && word(t.text))) {
      object.push(t.text);
      if (HEAD.has(t.pos)) noun = true;
      continue;
    }
    break;
  }
  if (!noun || object.length > MAX_SUBJECT_WORDS) return null;
  return gerund(`${verb.lemma} ${object.join(' ')}`);
}

/**
 * A slide named by what its points are about (decision 200): each point's subject, in order, once by
 * its head word, joined while the title holds two to six words ("Working Hours, Pay and Holiday
 * Allowance"). Null when fewer than two points have a subject: one point's subject names that point,
 * not the slide.
 */
export function subjectsTitle(points: string[]): string | null {
  const subjects: string[] = [];
  const heads = new Set<string>();
  for (const p of points) {
    const s = subjectPhrase(p);
    const head = s ? termsOf(s).pop() : undefined;
    if (!s || !head || heads.has(head)) continue;
    heads.add(head);
    subjects.push(s);
  }
  if (subjects.length < 2) return null;
  let title: string | null = null;
  for (let n = 2; n <= subjects.length; n++) {
    const t = joinNames(subjects.slice(0, n));
    if (t.split(/\s+/).length > MAX_TITLE_WORDS) break;
    title = t;
  }
  return title && title.split(/\s+/).length >= MIN_TITLE_WORDS ? title : null;
}
