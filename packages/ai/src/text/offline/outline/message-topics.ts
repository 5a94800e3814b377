import { analyseSentence } from '../../nlp/analyse-sentence';
import { termsOf } from '../analysis/terms-of';
import { gerund } from '../request/gerund';
import { ABSTRACT_WORDS, GENERIC_WORDS, WEAK_KEYWORDS } from '../stop-words';

/** Words a noun phrase of a title may hold: adjectives and nouns, ending on a noun ("Emergency Line", "Protected Cycle Lane"). */
const IN_PHRASE = new Set(['ADJ', 'NOUN', 'PROPN']);
const HEAD = new Set(['NOUN', 'PROPN']);
const MAX_TOPIC_WORDS = 4;
/** A noun too common to carry a name ("way", "time", "staff"). */
const everyday = (word: string) => {
  const terms = termsOf(word);
  return terms.length === 0 || terms.some((x) => GENERIC_WORDS.has(x) || ABSTRACT_WORDS.has(x));
};

/**
 * The noun phrases of a message that may name its slide (decision 191), best first: runs of
 * adjectives and nouns ending on a noun as the message uses it ("phone" and "trip" in "Keep your
 * phone charged on every trip abroad", never "charged"), weighed by how much the text says their
 * words (`weights`), a phrase of two words or more before a single word; abstract or weak heads
 * ("Way", "Part") and everyday words alone ("Days", "Staff") name nothing.
 */
export function messageTopics(message: string, weights: Map<string, number>): string[] {
  const tokens = message.trim() ? analyseSentence(message) : [];
  const runs: string[][] = [];
  let run: { text: string; pos: string }[] = [];
  const close = () => {
    while (run.length && !HEAD.has(run[run.length - 1]?.pos ?? '')) run.pop();
    if (run.length) runs.push(run.slice(-MAX_TOPIC_WORDS).map((t) => t.text));
    run = [];
  };
  for (const [k, t] of tokens.entries()) {
    // (a word glued to the one before, "hour" of "24-hour", is part of a compound the phrase cannot open on)
    const glued = /[-/]/.test(message.charAt(t.start - 1));
    if (glued && !run.length) continue;
    // (an everyday noun ends its phrase: "the most common way attackers break…" gives no "Common Way Attackers")
    const prev = run[run.length - 1];
    if (prev && HEAD.has(prev.pos) && everyday(prev.text)) close();
    // A message that opens on a participle before its noun names its subject so ("Working Hours", "Uncovered Shifts"; decision 194).
    const modifier = k === 0 && t.pos === 'VERB' && /(?:ing|ed)$/i.test(t.text) && HEAD.has(tokens[k + 1]?.pos ?? '');
    if ((IN_PHRASE.has(t.pos) || modifier) && /^[\p{L}][\p{L}'’-]*$/u.test(t.text)) run.push(t);
    else close();
  }
  close();
  const scored = runs
    .map((words) => {
      const terms = termsOf(words.join(' '));
      const head = terms[terms.length - 1] ?? '';
      return { phrase: words.join(' '), terms, weight: terms.reduce((n, x) => n + (weights.get(x) ?? 0), 0), head };
    })
    .filter(
      (p) =>
        p.terms.length > 0 &&
        !WEAK_KEYWORDS.has(p.head) &&
        !(p.terms.length === 1 && ABSTRACT_WORDS.has(p.head)) &&
        !p.terms.every((t) => GENERIC_WORDS.has(t)),
    );
  // (the mean weight of its words, a name of several words first unless its words are said much less)
  const value = (p: { terms: string[]; weight: number }) => p.weight / p.terms.length + (p.terms.length > 1 ? 0.15 : 0);
  return scored.sort((a, b) => value(b) - value(a)).map((p) => p.phrase);
}

/** A condition before an instruction's main clause ("If something goes wrong, call…"). */
const CONDITION = /^(?:if|when|whenever|before|after|once)\b[^,]*,\s*/i;
/** What may stand in an order's object: its determiners, possessives, adjectives, nouns and figures. */
const IN_OBJECT = new Set(['DET', 'PRON', 'ADJ', 'NOUN', 'PROPN', 'NUM']);
const MAX_ACTION_WORDS = 5;

/**
 * The action an instruction asks for, as a name (decision 194): its verb as a gerund with its object,
 * up to the first preposition, conjunction or clause ("You must sign your contract in the HR portal…"
 * → "signing your contract"; "Keep your phone charged and your manager informed…" → "keeping your
 * phone charged"). Only the message's own words; null for a statement, a prohibition ("Never share…")
 * or an order whose object holds no noun.
 */
export function actionName(message: string): string | null {
  const text = message.trim().replace(CONDITION, '');
  if (!text) return null;
  const tokens = analyseSentence(text.charAt(0).toUpperCase() + text.slice(1));
  let k = 0;
  while (/^(?:please|always|just)$/i.test(tokens[k]?.text ?? '')) k++;
  // "You must / should / need to sign…": the order is the verb after the helper.
  if (/^you$/i.test(tokens[k]?.text ?? '') && /^(?:must|should|need|have)$/i.test(tokens[k + 1]?.text ?? ''))
    k += /^to$/i.test(tokens[k + 2]?.text ?? '') ? 3 : 2;
  const verb = tokens[k];
  if (verb?.pos !== 'VERB' || verb.text.toLowerCase() !== verb.lemma || verb.negated) return null;
  const object: string[] = [];
  let sawNoun = false;
  for (const t of tokens.slice(k + 1)) {
    if (IN_OBJECT.has(t.pos) && /^[\p{L}\p{N}][\p{L}\p{N}'’-]*$/u.test(t.text) && !(t.pos === 'PRON' && !/^(?:your|my|our|their|his|her|its)$/i.test(t.text))) {
      object.push(t.text);
      if (t.pos === 'NOUN' || t.pos === 'PROPN') sawNoun = true;
      continue;
    }
    // One word completing the object ("your phone charged"), when the phrase ends there.
    if (sawNoun && (t.pos === 'VERB' || t.pos === 'ADJ') && /^[\p{L}]+$/u.test(t.text)) object.push(t.text);
    break;
  }
  if (!sawNoun || object.length === 0 || object.length + 1 > MAX_ACTION_WORDS) return null;
  return gerund(`${verb.lemma} ${object.join(' ')}`);
}
