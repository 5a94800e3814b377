import type { PointSource } from '@lectern/core';
import { analyseSentence, type Token } from '../../nlp';
import { lowerFirst, stripTrailingPunctuation } from '../text-shaping';

/** What a list describes, as its heading names it: said as the subject of a point that opens on its verb. */
export interface ListSubject {
  /** As said at a sentence's start: "ShiftPlanner", "The new app", '"Executable Form"'. */
  name: string;
  /** A thing, which "it" may stand for on the next point; a person or a name of two words is said again instead. */
  thing: boolean;
}

const words = (text: string) => analyseSentence(text).filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SPACE');
const PERSON =
  /(?:manager|employee|worker|member|person|people|user|customer|driver|leader|officer|developer|maintainer|author|owner|supervisor|staff|you|he|she)s?$/i;
/** "What ShiftPlanner Does", "What the App Offers": the list says what the named thing does. */
const WHAT_IT_DOES = /^what\s+(.+?)\s+(?:does|offers|provides|gives you|can do|do)$/i;

/** A noun phrase of one to four words, ending on a singular noun or a name ("ShiftPlanner", "The New App"). */
function singularNounPhrase(text: string): boolean {
  const t = words(text);
  const head = t[t.length - 1];
  if (!head || t.length > 4 || !t.every((x, k) => (k === 0 && x.pos === 'DET') || /^(?:ADJ|NOUN|PROPN|NUM)$/.test(x.pos))) return false;
  if (head.pos !== 'NOUN' && head.pos !== 'PROPN') return false;
  return head.pos === 'PROPN' ? !/s$/.test(head.text) || /[A-Z].*[A-Z]/.test(head.text) : head.text.toLowerCase() === head.lemma;
}

/**
 * The subject a section's heading gives its list (issue 20 item 1, decision 199): the thing named in
 * "What X Does", a quoted term a definition heading names ('1.6. "Executable Form"'), or a heading that
 * is itself a singular noun phrase ("ShiftPlanner"). Null for any other heading ("Results from the
 * Pilot", "Getting Started", "Key Features"): no subject is guessed.
 */
export function listSubject(heading: string): ListSubject | null {
  const text = stripTrailingPunctuation(heading.replace(/^\s*(?:\d+(?:\.\d+)*\.?|[a-z]\))\s+/i, ''));
  const quoted = /^["“]([^"”]+)["”]$/.exec(text);
  if (quoted) return { name: `"${quoted[1]}"`, thing: true };
  const does = WHAT_IT_DOES.exec(text)?.[1];
  const phrase = does ?? text;
  if (!phrase || !singularNounPhrase(phrase)) return null;
  // Inside a sentence a heading's Title Case after its article is the heading's, not a name's: "The New App" → "The new app".
  const determined = /^(?:the|a|an|this|our|your)\s/i.test(phrase);
  const name = determined ? phrase.replace(/\s([A-Z])([a-z]+)\b/g, (_, a: string, b: string) => ` ${a.toLowerCase()}${b}`) : phrase;
  // Two capitalised words without an article may be a person ("Maria Lopez"): never "it".
  const person = PERSON.test(name) || (!determined && name.split(/\s+/).length >= 2);
  return { name: name.charAt(0).toUpperCase() + name.slice(1), thing: !person };
}

/** A verb that agrees with "it" ("Builds", "Lets", "Means"): its form is its lemma with -s. */
const isThirdPerson = (t: Token) => t.pos === 'VERB' && t.text.toLowerCase() !== t.lemma && /s$/i.test(t.text);

/**
 * A point that opens on its verb without a subject ("Builds a draft rota…", "Lets staff swap…",
 * "Means any form of the work…"), as a slide's list shows what its heading names. Not a plural noun
 * the tagger read as a verb: after it comes no verb of its own ("Refunds always go back…",
 * "Restores never overwrite…"), nor "such as" ("Programs such as inews…").
 */
export function opensOnItsVerb(point: string): boolean {
  const t = words(point);
  const first = t[0];
  if (!first || !isThirdPerson(first)) return false;
  let k = 1;
  while (t[k]?.pos === 'ADV') k++;
  const next = t[k];
  return !!next && !/^(?:VERB|AUX)$/.test(next.pos) && !/^such$/i.test(next.text);
}

/** A list of terms ("Evaporation · transpiration · condensation"): said as it is, a trainer reads the words out. */
const TERM_LIST = /^[^,·;]{1,30}(?:\s*[,·;]\s*[^,·;]{1,30}){2,}$/;

/**
 * A point with no verb of its own, a noun phrase ("Pilot in 12 stores from January to March", "No
 * detailed design work", "Available to all store managers from 1 March"): no word tagged a verb or a
 * helper, opening on a determiner, a figure or an adjective, or on a noun followed by a preposition or
 * nothing. A bare noun before another noun may be an order ("Report repairs on 0800…"): it is said.
 */
export function isNounPhrase(point: string): boolean {
  const text = stripTrailingPunctuation(point);
  if (/[:?]/.test(text) || TERM_LIST.test(text)) return false;
  const t = words(text);
  if (!t.length || t.some((x) => x.pos === 'VERB' || x.pos === 'AUX' || MODAL.test(x.text))) return false;
  const [first, second] = t;
  if (/^(?:DET|NUM|ADJ)$/.test(first?.pos ?? '')) return true;
  return /^(?:NOUN|PROPN)$/.test(first?.pos ?? '') && (!second || /^(?:ADP|CCONJ)$/.test(second.pos));
}

const MODAL = /^(?:must|shall|should|will|would|can|could|may|might)$/i;

/** The section a point comes from, by its source (decision 161): its innermost heading. */
export function pointHeading(point: string, sources: PointSource[] | undefined): string | null {
  const source = (sources ?? []).find((s) => stripTrailingPunctuation(s.point) === stripTrailingPunctuation(point));
  return source?.section[source.section.length - 1] ?? null;
}

/**
 * How a point is said (issue 20 item 1, decision 199): a point that opens on its verb is said with the
 * subject its section's heading names ("ShiftPlanner builds a draft rota…"); a noun phrase is left to
 * the slide (null: the narration says the next point), since any frame around it would add a verb or a
 * fact the source does not give; any other point as it is. Without a subject, a verb-first point is said as it is.
 */
export function wholePoint(point: string, heading: string | null): { text: string; subject?: ListSubject } | null {
  if (isNounPhrase(point)) return null;
  const subject = heading && opensOnItsVerb(point) ? listSubject(heading) : null;
  return subject ? { text: `${subject.name} ${lowerFirst(point)}`, subject } : { text: point };
}
