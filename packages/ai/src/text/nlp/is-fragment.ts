import { toTokens } from './analyse-sentence';
import type { Token } from './token';

/** Words that open a clause which cannot stand alone: its verb is not the sentence's main verb. */
const SUBORDINATOR = new Set(
  'if when whenever unless although though because since while whilst after before once until whether where wherever so-that even-if even-though as which who whom whose what'.split(
    ' ',
  ),
);
/** Openers after which no main verb follows at all ("Such as a passport…", "Including the cost…"). */
const PHRASE_OPENER = /^(?:such as|including|excluding|except|like|e\.g\.|i\.e\.)\b/i;
const VERBAL = new Set(['VERB', 'AUX']);
/** Function words a cut phrase ends on ("…the customer paid with"). */
const DANGLING = new Set('a an the and or but of to in on for with by at from that which who as than if your our their its'.split(' '));

/** A verb that cannot carry a clause on its own: after "to", an "-ing" form without a helper, a participle before a noun ("failed attempts") or after a bare "not" ("Tickets not solved…"). */
function isNonFinite(tokens: Token[], i: number): boolean {
  const t = tokens[i] as Token;
  const prev = tokens[i - 1];
  const word = t.text.toLowerCase();
  if (t.pos === 'AUX') return prev?.text.toLowerCase() === 'to';
  if (prev && prev.pos === 'PART' && prev.text.toLowerCase() === 'to') return true;
  const helped = tokens.slice(Math.max(0, i - 3), i).some((p) => p.pos === 'AUX');
  if (/ing$/.test(word) && !helped) return true;
  if (prev && /^not$/i.test(prev.text) && !helped) return true;
  if (/ed$/.test(word) && prev && /^(?:DET|NUM|ADJ)$/.test(prev.pos)) return true;
  return false;
}

/** A noun read where a verb stands: a plural-looking word after a subject and before a determiner ("Your manager signs the form"). */
const verbInNounsClothes = (tokens: Token[], i: number) =>
  tokens[i]?.pos === 'NOUN' && /s$/i.test(tokens[i]?.text ?? '') && /^(?:NOUN|PROPN|PRON)$/.test(tokens[i - 1]?.pos ?? '') && tokens[i + 1]?.pos === 'DET';

/**
 * Whether a sentence has a main verb: a finite verb (or an order's verb) outside every clause a
 * subordinator or relative pronoun opens (decision 156). Each such opener owns the next verb
 * group; a verb group nothing owns is the main clause's.
 */
export function hasMainVerb(sentence: string | Token[]): boolean {
  const tokens = toTokens(sentence).filter((t) => t.pos !== 'PUNCT' || t.text === ',');
  if (PHRASE_OPENER.test(tokens.map((t) => t.text).join(' '))) return false;
  let owed = 0;
  let inGroup = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const word = t.text.toLowerCase();
    const relative = /^(?:that|which|who|whom|whose)$/.test(word) && i > 0 && /^(?:NOUN|PROPN|PRON|NUM)$/.test(tokens[i - 1]?.pos ?? '');
    if ((SUBORDINATOR.has(word) && (i === 0 || t.pos === 'SCONJ' || relative || tokens[i - 1]?.text === ',')) || t.pos === 'SCONJ' || relative) {
      owed++;
      inGroup = false;
      continue;
    }
    const verbal = (VERBAL.has(t.pos) || verbInNounsClothes(tokens, i)) && !isNonFinite(tokens, i);
    if (verbal && !inGroup) {
      if (owed === 0) return true;
      owed--;
    }
    inGroup = verbal || (inGroup && (t.pos === 'ADV' || t.pos === 'PART' || VERBAL.has(t.pos)));
  }
  return false;
}

/** A point cut before or without its verb, or one that ends on a function word. */
export function isFragment(sentence: string | Token[]): boolean {
  const tokens = toTokens(sentence);
  const last = tokens.filter((t) => t.pos !== 'PUNCT').pop();
  return !hasMainVerb(tokens) || (!!last && DANGLING.has(last.text.toLowerCase()));
}
