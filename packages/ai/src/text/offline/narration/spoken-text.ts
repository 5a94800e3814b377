import { analyseSentence } from '../../nlp';
import { gerund } from '../request/gerund';
import { capitalize, ensureSentenceEnd, stripTrailingPunctuation } from '../text-shaping';
import { keepsCapital } from './topic-names';

/**
 * Titles are spoken mid-sentence: lower-case them, keeping acronyms, months and weekdays, and the
 * source's own names (`names`, topic-names.ts) in capitals: "from 1 September", never "1 september" (decision 199).
 */
export const spokenTitle = (title: string, names: Set<string> = new Set()) => {
  const all = stripTrailingPunctuation(title).split(/\s+/);
  const capital = (w: string | undefined) => /^[A-Z][a-z'’-]+[,;:]?$/.test(w ?? '');
  const kept = all.map((w, k) => {
    const month = /^May[,;:]?$/.test(w) && [all[k - 1], all[k + 1]].some((x) => /^\d/.test(x ?? ''));
    return !capital(w) || keepsCapital(w, names) || month;
  });
  // A name of several words the source writes in capitals keeps them all ("Free Software Foundation", never "free software Foundation").
  for (const name of names) {
    const parts = name.split(' ');
    if (parts.length < 2) continue;
    for (let k = 0; k + parts.length <= all.length; k++)
      if (
        parts.every(
          (p, j) =>
            (all[k + j] ?? '')
              .toLowerCase()
              .replace(/[’]/g, "'")
              .replace(/[,;:]$/, '') === p,
        )
      )
        for (let j = 0; j < parts.length; j++) kept[k + j] = true;
  }
  return all.map((w, k) => (kept[k] ? w : w.toLowerCase())).join(' ');
};

export const sentence = (text: string) => capitalize(ensureSentenceEnd(text.replace(/\s+/g, ' ').trim()));
export const sentenceKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * A title said as a topic: a title that is an order ("Hear the Alarm", "Never Use the Lifts") is
 * named by its gerund ("hearing the alarm", "never using the lifts"), so "Next, let's turn to …"
 * and "We will look at …" stay grammatical (issue 20 item 4: speech that never stitches).
 */
export function spokenTopic(title: string, names: Set<string> = new Set()): string {
  const said = spokenTitle(title, names);
  let tokens = analyseSentence(capitalize(said)).filter((t) => t.pos !== 'SPACE');
  // A verbless reading of a title that opens on a verb ("Sign in at the Front Desk") is read again after "you".
  if (!tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) {
    const again = analyseSentence(`you ${said}`).filter((t) => t.pos !== 'SPACE');
    if (again[1]?.pos === 'VERB') tokens = again.slice(1).map((t) => ({ ...t, start: t.start - 4, end: t.end - 4 }));
  }
  // An order's verb has its object's article, its place or a side clause after it ("Hear the alarm", "Sign in at …",
  // "Don’t twist while carrying"); "Leave and Holidays", "Service Desk" and "Cost Centre" are nouns (and "Report
  // Incidents" stays as it is).
  // A particle that ends the title, or a word said again after it, makes a noun: "Time Off", "Follow Up", "Step by Step".
  const object = (k: number) => {
    const next = tokens[k + 1];
    if (!next || !/^(?:DET|PRON|ADP|NUM|PART|SCONJ)$/.test(next.pos)) return false;
    if (/^(?:DET|PRON|NUM)$/.test(next.pos)) return true;
    const after = tokens[k + 2];
    return !!after && after.pos !== 'PUNCT' && after.text.toLowerCase() !== tokens[k]?.text.toLowerCase();
  };
  const base = (k: number) => tokens[k]?.pos === 'VERB' && tokens[k]?.text.toLowerCase() === tokens[k]?.lemma && object(k);
  const rest = (k: number) => said.slice(tokens[k]?.start ?? 0);
  const indirect = indirectQuestion(said, tokens);
  if (indirect) return indirect;
  if (base(0)) return gerund(said);
  if (/^(?:never|always)$/i.test(tokens[0]?.text ?? '') && base(1)) return `${(tokens[0] as { text: string }).text.toLowerCase()} ${gerund(rest(1))}`;
  if (/^do$/i.test(tokens[0]?.text ?? '') && /^n[’']t$|^not$/i.test(tokens[1]?.text ?? '') && base(2)) return `not ${gerund(rest(2))}`;
  return said;
}

const QUESTION_WORD = /^(?:why|how|what|when|where|who|which|whom|whose)$/i;
/** Auxiliaries a question puts before its subject; "do" is left out: "how does it work" needs the verb changed, not moved. */
const INVERTED = /^(?:is|are|was|were|will|would|can|could|should|shall|may|might|must|has|have|had)$/i;

/**
 * A title that asks ("Why is Debian being constructed?", "What is Debian Linux?") is said inside a
 * line as the question it names, in a statement's order: "we will look at why Debian is being
 * constructed", "what Debian Linux is" (decision 204). Null when it does not ask that way, or the
 * question word is its own subject ("Who can vote?").
 */
function indirectQuestion(said: string, tokens: { text: string; pos: string; start: number; end: number }[]): string | null {
  const words = tokens.filter((t) => t.pos !== 'PUNCT');
  if (!QUESTION_WORD.test(words[0]?.text ?? '') || !INVERTED.test(words[1]?.text ?? '')) return null;
  // The subject: a name ("Debian", "Debian Linux"), a pronoun, or a noun phrase up to its verb. (A
  // name's run stops at the next common word: "Debian attempt" is a name and its verb, read as a noun.)
  const first = words[2]?.pos ?? '';
  let end = 2;
  if (first === 'PRON') end = 3;
  else if (first === 'PROPN') while (words[end]?.pos === 'PROPN') end++;
  else while (end < words.length && !/^(?:VERB|AUX|ADJ|ADV|ADP|PART)$/.test(words[end]?.pos ?? '')) end++;
  if (end === 2) return null;
  const of = (from: number, to: number) => (from < to ? said.slice(words[from]?.start ?? 0, words[to - 1]?.end ?? 0) : '');
  const question = (words[0] as { text: string }).text.toLowerCase();
  const parts = [question, of(2, end), (words[1] as { text: string }).text.toLowerCase(), of(end, words.length)];
  return parts.filter(Boolean).join(' ');
}
