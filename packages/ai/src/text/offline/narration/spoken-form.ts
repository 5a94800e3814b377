import { analyseSentence, hasMainVerb } from '../../nlp';
import { RULE } from '../outline/sentence-kinds';
import { capitalize, countWords, DANGLING_END } from '../text-shaping';

/** Past this many words a sentence is said as two where it has a clause boundary (issue 20 item 4). */
export const LONG_SENTENCE_WORDS = 30;
/** Neither half of a long sentence said as two is shorter than this. */
const MIN_HALF_WORDS = 8;

/** Written shorthand and how it is said. */
const SHORTHAND: [RegExp, string | ((m: string) => string)][] = [
  [/\be\.\s?g\.(?:,)?/gi, 'for example,'],
  [/\bi\.\s?e\.(?:,)?/gi, 'that is,'],
  // (the full stop of "etc." that ends the sentence ends it still)
  [/,?\s+etc\.?(?=\s*[)\].,;:!?]|\s*$)/gi, (m) => (/\.$/.test(m) ? ', and so on.' : ', and so on')],
  [/\betc\.(?=\s)/gi, 'and so on,'],
  [/\bvs\.?(?=\s)/gi, 'versus'],
  [/\s+&\s+/g, ' and '],
  [/\band\/or\b/gi, 'or'],
  // A run of terms set apart by a middle dot or a bar is read as a list ("Evaporation · transpiration").
  [/\s+[·•|]\s+/g, ', '],
  [/\bw\/o\b/gi, 'without'],
];

/**
 * A parenthetical aside that holds no figure, name or rule ("(for example a laptop or a phone)"): in
 * speech it breaks the sentence and adds nothing the viewer must keep, so the narration leaves it to
 * the slide. One with a figure, a capital (a name, an acronym: "(DFSG)") or a rule word stays.
 */
const isLightAside = (inside: string) => countWords(inside) >= 2 && /^[\p{Ll}\s,'’-]+$/u.test(inside.trim()) && !RULE.test(inside);

/** (An aside set off by a space: "401(k)" and "package(s)" are words.) */
function withoutAsides(text: string): string {
  const out = text.replace(/\s+\(([^()]*)\)/g, (whole, inside: string) => (isLightAside(inside) ? '' : whole));
  return countWords(out) >= 3 ? out : text;
}

/** "read/write" → "read or write": a slash between two plain words; never a path, a web address or a name ("GNU/Linux"). */
const withoutSlashes = (text: string) =>
  text.replace(/(^|[\s(])([a-z]{2,})\/([a-z]{2,})(?=[\s,.;:!?)]|$)/g, (_, before: string, a: string, b: string) => `${before}${a} or ${b}`);

/** Where a long sentence may be said as two: after a semicolon, or before ", and" / ", but" / ", so" opening a clause of its own. */
const BOUNDARY = /;\s+(?:(and)\s+)?|,\s+(and|but|so)\s+/g;
/** Words a second half may not open on: it would lean on the first ("who maintain…", "which…"). */
const LEANS = /^(?:who|whom|whose|which|that|where|when|while|whereas)\b/i;

/**
 * A half said alone must be a clause of its own: its main verb, a subject before it (an order only
 * after an order), and not the last item of a list ("all copyright, patent, trademark, and attribution notices").
 */
function standsAlone(first: string, second: string): boolean {
  if (!hasMainVerb(first) || !hasMainVerb(second) || LEANS.test(second)) return false;
  // A half never ends on a word that points on ("…not listed as fixed in that version either").
  if (DANGLING_END.has((first.split(/\s+/).pop() ?? '').toLowerCase().replace(/[^a-z']/g, ''))) return false;
  const lastItem = first.split(',').pop() ?? '';
  if (first.includes(',') && countWords(lastItem) < 4) return false;
  const opener = analyseSentence(second).find((t) => t.pos !== 'PUNCT');
  const order = opener?.pos === 'VERB' || /^(?:never|always|do|don['’]t)$/i.test(opener?.text ?? '');
  const firstIsOrder = analyseSentence(first).find((t) => t.pos !== 'PUNCT')?.pos === 'VERB';
  return !order || firstIsOrder;
}

/**
 * A sentence of more than 30 words said as two at the clause boundary nearest its middle, when each
 * half is whole (has its main verb) and at least eight words long: "…; the manager approves…" →
 * "…. The manager approves…", ", and never…" → ". Never…", ", but…" → ". But…". No word of the
 * source changes but the "and" the split leaves out; without such a boundary the sentence is said as it is.
 */
export function saidInTwo(sentence: string): string[] {
  const words = countWords(sentence);
  if (words <= LONG_SENTENCE_WORDS || /["“”()]/.test(sentence)) return [sentence];
  // A list or a label before the boundary ("Do: a; b", "You must: comply…; and describe…") holds both halves.
  const splits = [...sentence.matchAll(BOUNDARY)]
    .map((m) => {
      const at = m.index ?? 0;
      const first = sentence.slice(0, at).trim();
      const conjunction = (m[2] ?? '').toLowerCase();
      const rest = sentence.slice(at + m[0].length).trim();
      const second = conjunction === 'and' || !conjunction ? rest : `${conjunction} ${rest}`;
      return { first, second, middle: Math.abs(countWords(first) - words / 2) };
    })
    .filter((s) => !s.first.includes(':') && countWords(s.first) >= MIN_HALF_WORDS && countWords(s.second) >= MIN_HALF_WORDS && standsAlone(s.first, s.second))
    .sort((a, b) => a.middle - b.middle);
  const best = splits[0];
  if (!best) return [sentence];
  return [`${best.first.replace(/[,;:]$/, '')}.`, capitalize(best.second)];
}

/**
 * A sentence as the voice should say it (issue 20 item 4, decision 199). The slide keeps the source's
 * text; the narration says each point word for word, except that shorthand is said as words ("e.g."
 * → "for example", "i.e." → "that is", "etc." → "and so on", "vs." → "versus", "&" → "and", "and/or"
 * → "or", "read/write" → "read or write"), an aside in brackets with no figure, name or rule is left
 * to the slide, and a sentence of more than 30 words is said as two at a clause boundary.
 */
export function spokenForm(text: string): string {
  let said = text;
  for (const [pattern, words] of SHORTHAND) said = typeof words === 'string' ? said.replace(pattern, words) : said.replace(pattern, words);
  said = withoutSlashes(withoutAsides(said)).replace(/,\s*,/g, ',');
  // (split where a sentence ends and the next opens on a capital or figure, as the text already has them)
  return said
    .split(/(?<=[.!?])\s+(?=[“"‘(]?[\p{Lu}\p{N}$€£])/u)
    .flatMap((s) => saidInTwo(s.trim()))
    .join(' ');
}
