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
    // A name closed by a letter or a roman numeral keeps its capital: "System V", "Plan B".
    const lettered = /^(?:[A-Z]|[IVX]{2,4})[,;:]?$/.test(all[k + 1] ?? '');
    return !capital(w) || keepsCapital(w, names) || month || lettered;
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
export function spokenTopic(title: string, names: Set<string> = new Set()): string | null {
  const plain = sayableTitle(title);
  // A title cut before its last word ("… by Way of General Resolution or") names nothing a line can carry.
  if (!plain || CUT_END.test(plain)) return null;
  const said = spokenTitle(plain, names);
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
    // "of" after a noun names what it is of ("Notice of Changes", "Change of Address", "Proof of Identity"); few orders take it.
    if (/^of$/i.test(next.text) && !/^(?:dispose|think|approve|beware)$/i.test(tokens[k]?.text ?? '')) return false;
    if (/^(?:DET|PRON|NUM)$/.test(next.pos)) return true;
    const after = tokens[k + 2];
    return !!after && after.pos !== 'PUNCT' && after.text.toLowerCase() !== tokens[k]?.text.toLowerCase();
  };
  const base = (k: number) => tokens[k]?.pos === 'VERB' && tokens[k]?.text.toLowerCase() === tokens[k]?.lemma && object(k);
  const rest = (k: number) => said.slice(tokens[k]?.start ?? 0);
  const asked = /\?\s*$/.test(title);
  const indirect = indirectQuestion(said, tokens, asked);
  if (indirect) return indirect;
  // A question that cannot be said in a statement's order ("What did … change?") is not put inside a line.
  if (isQuestion(tokens, asked)) return null;
  if (base(0)) return gerund(said);
  if (/^(?:never|always)$/i.test(tokens[0]?.text ?? '') && base(1)) return `${(tokens[0] as { text: string }).text.toLowerCase()} ${gerund(rest(1))}`;
  if (/^do$/i.test(tokens[0]?.text ?? '') && /^n[’']t$|^not$/i.test(tokens[1]?.text ?? '') && base(2)) return `not ${gerund(rest(2))}`;
  return said;
}

const QUESTION_WORD = /^(?:why|how|what|when|where|who|which|whom|whose)$/i;
/** Auxiliaries a question puts before its subject. */
const INVERTED = /^(?:is|are|was|were|will|would|can|could|should|shall|may|might|must|has|have|had)$/i;
/** "do"/"does" lend the question its tense: in a statement's order the verb takes it back ("what the directory contains"). */
const DO_SUPPORT = /^(?:do|does)$/i;

/** Whether a title's words are a question's ("What Does the Stable Directory Contain", "Can I …"). */
const isQuestion = (tokens: { text: string; pos: string }[], asked: boolean) => {
  const words = tokens.filter((t) => t.pos !== 'PUNCT').map((t) => t.text);
  return (
    (QUESTION_WORD.test(words[0] ?? '') && (INVERTED.test(words[1] ?? '') || /^(?:do|does|did)$/i.test(words[1] ?? ''))) ||
    (yesNo(words, asked) && words.length > 2)
  );
};
/**
 * A yes-or-no question opens on its auxiliary: "Can Debian Be Packaged…?", "Is Your Data Safe". "Do" opens
 * an order as often ("Do Your Checks Before Lifting", "Don't Twist…"): only a question mark makes it ask.
 */
const yesNo = (words: string[], asked: boolean) =>
  !/^(?:n['’]t|not)$/i.test(words[1] ?? '') && (INVERTED.test(words[0] ?? '') || (asked && /^(?:do|does|did)$/i.test(words[0] ?? '')));

/** A verb agreeing with "it": "contain" → "contains", "boot" → "boots", "go" → "goes", "carry" → "carries". */
const thirdPerson = (verb: string) =>
  /^have$/i.test(verb) ? 'has' : /(?:s|sh|ch|x|z|o)$/i.test(verb) ? `${verb}es` : /[^aeiou]y$/i.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`;

/**
 * A title that asks ("Why is Debian being constructed?", "What Does the Stable Directory Contain",
 * "Can Debian Be Packaged with Non-free Software?") is said inside a line as the question it names,
 * in a statement's order: "why Debian is being constructed", "what the stable directory contains",
 * "whether Debian can be packaged with non-free software" (decisions 204, 206). Null when it does
 * not ask that way.
 */
function indirectQuestion(said: string, tokens: { text: string; pos: string; start: number; end: number }[], asked: boolean): string | null {
  const words = tokens.filter((t) => t.pos !== 'PUNCT');
  const asks = QUESTION_WORD.test(words[0]?.text ?? '');
  if (
    !asks &&
    !yesNo(
      words.map((w) => w.text),
      asked,
    )
  )
    return null;
  // A yes-or-no question opens on its auxiliary: it is said after "whether".
  const aux = asks ? 1 : 0;
  const auxWord = words[aux]?.text ?? '';
  const doSupport = DO_SUPPORT.test(auxWord);
  if (!INVERTED.test(auxWord) && !doSupport) return null;
  // The subject: a name ("Debian", "Debian Linux"), a pronoun, or a noun phrase up to its verb. (A
  // name's run stops at the next common word: "Debian attempt" is a name and its verb, read as a noun.)
  const from = aux + 1;
  const first = words[from]?.pos ?? '';
  let end = from;
  if (first === 'PRON') end = from + 1;
  else if (first === 'PROPN') while (words[end]?.pos === 'PROPN') end++;
  else if (doSupport) {
    // (after "does" the subject runs to the main verb: its adjectives are the subject's, "the stable directory";
    // a verb the tagger reads as a noun is the title's last word, "How Does a Debian System Boot")
    while (end < words.length && words[end]?.pos !== 'VERB') end++;
    if (end >= words.length) end = words.length - 1;
  } else while (end < words.length && !/^(?:VERB|AUX|ADJ|ADV|ADP|PART)$/.test(words[end]?.pos ?? '')) end++;
  // A word written without a space is one word whatever the tagger made of its pieces: the subject
  // never stops inside "GNU/Linux" or "Wi-Fi" ("what Debian GNU is /Linux" is no English).
  while (end > from && end < words.length && !/\s/.test(said.slice(words[end - 1]?.end ?? 0, words[end]?.start ?? 0))) end++;
  // (the question word is its own subject, "Who can vote?": already a statement's order)
  if (end === from) return asks && !doSupport ? said : null;
  const of = (a: number, b: number) => (a < b ? said.slice(words[a]?.start ?? 0, words[b - 1]?.end ?? 0) : '');
  const subject = of(from, end);
  let rest = of(end, words.length);
  let verb = auxWord.toLowerCase();
  if (doSupport) {
    // "does X contain" → "X contains"; "how do I reach …" → "how I reach …".
    const main = words[end];
    if (!main || !/^(?:VERB|NOUN|PROPN)$/.test(main.pos)) return null;
    const base = main.text.toLowerCase();
    rest = `${/^does$/i.test(auxWord) ? thirdPerson(base) : base}${said.slice(main.end, words[words.length - 1]?.end ?? main.end)}`;
    verb = '';
  }
  const lead = asks ? (words[0] as { text: string }).text.toLowerCase() : 'whether';
  return [lead, subject, verb, rest].filter(Boolean).join(' ');
}

/** A title's last word that leaves it cut: a conjunction, preposition or article. */
const CUT_END = /\b(?:and|or|but|nor|of|by|to|the|a|an|with|for|in|on|at|from|as)$/i;

/**
 * A title as a line may say it (decision 206): without its number ("Chapter 9. Keeping Your Debian
 * System Up-to-date" → "Keeping Your Debian System Up-to-date", "1.2 Scope" → "Scope"), nor a
 * conjunction or "how about" that tied it to the heading before ("And How About Debian and
 * Traditional System V" → "Debian and Traditional System V"). A count ("10 Tips for Safe Lifting")
 * is no number of a part and stays.
 */
export function sayableTitle(title: string): string {
  return stripTrailingPunctuation(title.trim())
    .replace(/^(?:(?:chapter|section|part|appendix|annex|article|unit|module|lesson)\s+[\dIVXLC]+(?:\.\d+)*[.:]?\s+|\d+(?:\.\d+)*\.\s+|\d+(?:\.\d+)+\s+)/i, '')
    .replace(/^(?:and|or|but|so|also)\s+/i, '')
    .replace(/^(?:how|what)\s+about\s+/i, '')
    .trim();
}
