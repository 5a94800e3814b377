import { analyseSentence } from '../../nlp/analyse-sentence';
import { termsOf } from '../analysis/terms-of';
import { GENERIC_WORDS } from '../stop-words';
import { capitalize, titleCase } from '../text-shaping';
import { joinNames } from './join-names';
import { isMeasureTitle } from './measure-title';
import { messageTopics } from './message-topics';

/** A title built from a paragraph's words holds two to six words: more is a sentence, one is a keyword. */
export const MIN_PARAGRAPH_TITLE_WORDS = 2;
export const MAX_PARAGRAPH_TITLE_WORDS = 6;
/** Topics one title may join: "Laptop, Company VPN and Customer Documents". */
const MAX_TOPICS = 3;

/** Head words of a phrase that says when, not what. */
const WHEN =
  /^(?:date|day|week|month|year|hour|minute|time|morning|afternoon|evening|night|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)s?$/;

/** A condition before an order's main clause. */
const CONDITION = /^(?:if|when|whenever|before|after|once|unless)\b[^,]*,\s*/i;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * An order's verb and its object, as said ("Cover your webcam when you are not in a call" → "Cover
 * Your Webcam"): the first word read as a verb, then its object up to the noun that ends it. Null when
 * the sentence is no plain order (a negated one, "Never print…", says what not to do; "Make sure…",
 * "Keep it short…" have no noun object).
 */
export function orderPhrase(sentence: string): string | null {
  // (read past a condition and a "please": "If you have questions, ask Maria in facilities" → "Ask Maria")
  const main = sentence.replace(CONDITION, '').replace(/^please\s+/i, '');
  if (!main.trim()) return null;
  const tokens = analyseSentence(capitalize(main)).filter((t) => t.pos !== 'SPACE');
  const [verb, ...rest] = tokens;
  // (an adjective straight after the verb is its complement, not its object: "Make sure…", "Keep it short")
  if (verb?.pos !== 'VERB' || rest[0]?.pos === 'ADJ') return null;
  const out = [verb.text];
  let noun = false;
  for (const t of rest) {
    if (t.pos === 'NOUN' || t.pos === 'PROPN') {
      out.push(t.text);
      noun = true;
      continue;
    }
    if (noun) break;
    if (!/^(?:DET|ADJ|ADP)$/.test(t.pos) && !(t.pos === 'PRON' && /^(?:your|our|their|his|her|its)$/i.test(t.text))) return null;
    out.push(t.text);
  }
  if (!noun || out.length > MAX_PARAGRAPH_TITLE_WORDS) return null;
  // (a noun glued to what follows is cut from its word: "See the dpkg-source(1) manual page" gives no "See the Dpkg")
  const last = tokens[out.length - 1];
  if (last && /^[-_/(.\w]/.test(main.charAt(last.end)) && /\S/.test(main.charAt(last.end + 1))) return null;
  return titleCase(out.join(' '));
}

/** Runs of adjectives and nouns ending on a noun, as a sentence says them ("work calls", "call"). */
function nounRuns(sentence: string): string[] {
  const runs: string[] = [];
  let run: { text: string; pos: string }[] = [];
  const close = () => {
    while (run.length && !/^(?:NOUN|PROPN)$/.test(run[run.length - 1]?.pos ?? '')) run.pop();
    if (run.length) runs.push(run.map((t) => t.text).join(' '));
    run = [];
  };
  for (const t of analyseSentence(sentence)) {
    if (/^(?:ADJ|NOUN|PROPN)$/.test(t.pos) && /^\p{L}[\p{L}'’-]*$/u.test(t.text)) run.push(t);
    else close();
  }
  close();
  return runs.filter((r) => words(r) <= 3);
}

/**
 * The title of a slide over paragraphs without a heading (issue 20 item 2, decision 195), built from
 * its own words: each paragraph gives the noun phrase its sentences say most (its head word in two of
 * them: "Laptop" for "If your laptop is lost…" and "the laptop's asset number"), else, a slide of one
 * paragraph, each point gives its main noun phrase ("Laptop, Company VPN and Customer Documents"); a
 * slide of one order is named by that order ("Cover Your Webcam"). The phrases are joined in reading
 * order while the title holds two to six words; never one keyword alone. Null when no such title fits.
 *
 * `paragraphs` are the slide's points grouped by the paragraph each comes from, in order; `weights`
 * the text's term weights.
 */
export function paragraphTitle(paragraphs: string[][], weights: Map<string, number>, videoTitle: string | null = null): string | null {
  const units = paragraphs.filter((p) => p.length > 0);
  if (units.length === 0) return null;
  const single = units.length === 1 ? (units[0] as string[]) : null;
  if (single?.length === 1) {
    const order = orderPhrase(single[0] as string);
    if (order && words(order) >= MIN_PARAGRAPH_TITLE_WORDS) return order;
  }
  const topics: string[] = [];
  const heads = new Set<string>();
  const add = (phrase: string | undefined) => {
    if (!phrase) return;
    const head = termsOf(phrase).pop();
    if (!head || heads.has(head)) return;
    heads.add(head);
    topics.push(phrase);
  };
  // (a phrase only of words the video's title says names the whole video, not this part of it: "Home" under "Working from Home Safely")
  const whole = new Set(termsOf(videoTitle ?? ''));
  const phrasesOf = (sentence: string) => {
    // (a date says when, not what: "5 September", "the date" name no topic)
    const all = messageTopics(sentence, weights).filter((p) => !WHEN.test(termsOf(p).pop() ?? '') && !isMeasureTitle(p));
    return [...all.filter((p) => !termsOf(p).every((t) => whole.has(t))), ...all.filter((p) => termsOf(p).every((t) => whole.has(t)))];
  };
  for (const [u, unit] of units.entries()) {
    const all = unit.map(phrasesOf);
    // (the noun phrase whose head word most of the paragraph's points say, the longest way it is said)
    const said = (head: string) => unit.filter((s) => termsOf(s).includes(head)).length;
    // A paragraph is named by its own subject: a word another paragraph on the slide says too ("call" in
    // "when you call" under the lost-laptop paragraph) does not tell them apart, so "and" would join one
    // topic to itself (decision 200).
    const others = new Set(units.filter((_, k) => k !== u).flatMap((o) => o.flatMap((s) => termsOf(s))));
    const own = (p: string) => !others.has(termsOf(p).pop() ?? '');
    const shared =
      unit.length > 1
        ? [...all.flat(), ...unit.flatMap(nounRuns)]
            .filter((p) => said(termsOf(p).pop() ?? '') >= 2 && own(p))
            .sort((a, b) => said(termsOf(b).pop() ?? '') - said(termsOf(a).pop() ?? '') || words(b) - words(a))[0]
        : undefined;
    if (!shared && !single && unit.length > 1) {
      // (no subject of its own said twice: each point gives the first phrase it says, its object or subject
      // before any detail: "Work Calls" before "Room" in "Explain … that work calls are confidential, and take them in a room")
      for (const [k, p] of all.entries()) {
        const at = (x: string) => (unit[k] ?? '').toLowerCase().indexOf(x.toLowerCase());
        const runs = nounRuns(unit[k] ?? '').filter((x) => !GENERIC_WORDS.has(termsOf(x).pop() ?? '') && !isMeasureTitle(x));
        add([...p, ...runs].filter((x) => at(x) >= 0).sort((a, b) => at(a) - at(b) || words(b) - words(a))[0] ?? p[0]);
      }
      continue;
    }
    if (shared && !single) add(shared);
    else if (shared && single) {
      add(shared);
      for (const p of all) add(p[0]);
    } else if (single) for (const p of all) add(p[0]);
    else add(all.flat()[0]);
  }
  // As many topics as fit, in reading order; a title of one word is no title (a keyword says nothing of what the slide holds).
  let title: string | null = null;
  for (let n = 1; n <= Math.min(MAX_TOPICS, topics.length); n++) {
    const t = joinNames(topics.slice(0, n));
    if (words(t) > MAX_PARAGRAPH_TITLE_WORDS) break;
    title = t;
  }
  if (!title || words(title) < MIN_PARAGRAPH_TITLE_WORDS) {
    const order = single?.map((s) => orderPhrase(s)).find((o): o is string => !!o && words(o) >= MIN_PARAGRAPH_TITLE_WORDS);
    if (order) return order;
    // (one topic of one word: the next phrase of the same words joins it, "Webcam and Work Calls")
    const more = units.flatMap((u) => u.flatMap(phrasesOf)).find((p) => !heads.has(termsOf(p).pop() ?? ''));
    const joined = title && more ? joinNames([title, more]) : null;
    return joined && words(joined) <= MAX_PARAGRAPH_TITLE_WORDS ? titleCase(joined) : null;
  }
  return titleCase(title);
}
