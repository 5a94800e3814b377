import { toTokens } from './analyse-sentence';
import type { Token } from './token';

/** Connectives that link to the sentence before ("Instead, …", "As a result, …"). */
const CONNECTIVE =
  /^(?:instead|however|therefore|thus|hence|also|otherwise|moreover|furthermore|additionally|consequently|similarly|likewise|meanwhile|nevertheless|nonetheless|besides|accordingly|and|but|so|or|yet|as a result|in addition|for example|for instance|in that case|in this case|on the other hand|by contrast|in contrast|even so|that said|after that|because of this|in other words)\b/i;
const PERSONAL = /^(?:it|its|they|them|their|theirs|he|him|his|she|her|hers)$/i;
const DEMONSTRATIVE = /^(?:this|that|these|those|such)$/i;
/** Words used as pronouns only ("Both must be…", "Neither is…"); before a noun they introduce it. */
const PRONOUN_ONLY = /^(?:both|either|neither|another|the same|the latter|the former|the above)$/i;
/** Nouns "this" can point at without a sentence before: the document itself, or the present time ("This policy applies…", "This year…"). */
const SELF_EVIDENT =
  /^(?:policy|guide|guidance|handbook|document|page|section|video|course|training|module|pack|booklet|leaflet|article|presentation|deck|manual|procedure|year|week|month|morning|afternoon|evening|quarter|season|summer|winter|spring|autumn|weekend|term|time)$/i;

/**
 * Whether a sentence needs the one before it to be understood (decision 156): it opens on a
 * connective ("Instead, …"), a personal pronoun ("They must…", "Its battery…"), a demonstrative used
 * as a pronoun ("This means…", "Those must…") or pointing at something said before ("These four
 * habits…", "Such claims…"). "It is … to/that" points forward, and so do "those who…" and
 * "this policy"/"this year".
 */
export function leansOnEarlierSentence(sentence: string | Token[]): boolean {
  const tokens = toTokens(sentence).filter((t) => !/^["“‘(]$/.test(t.text));
  const words = tokens.map((t) => t.text.toLowerCase().replace(/[’‘]/g, "'"));
  const opening = words.slice(0, 4).join(' ');
  if (CONNECTIVE.test(opening) || PRONOUN_ONLY.test(words.slice(0, 2).join(' ')) || PRONOUN_ONLY.test(words[0] ?? '')) {
    return !/^(?:both|either|neither|another)$/.test(words[0] ?? '') || isVerbal(tokens[1]);
  }
  if (objectLeans(tokens, words)) return true;
  const first = words[0] ?? '';
  if (PERSONAL.test(first)) return !(first === 'it' && /^(?:is|was)\s+\S+\s+(?:to|that)\b/.test(words.slice(1, 4).join(' ')));
  if (!DEMONSTRATIVE.test(first)) return false;
  const next = tokens[1];
  if (!next || isVerbal(next) || next.pos === 'PUNCT') return true;
  if (/^(?:who|that|which)$/i.test(next.text)) return false;
  // "These four habits", "this new step": the noun the determiner points at decides.
  const noun = tokens.slice(1).find((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  return !(first !== 'such' && noun && SELF_EVIDENT.test(noun.lemma));
}

/**
 * An order whose object is a bare "it" or "them" names what it acts on only in the sentence before:
 * "Change it before your first day at home", "Report it within one hour", "Don't share them".
 * "Keep it short", "Make it clear that…" use "it" as a placeholder for what follows: not leaning.
 */
function objectLeans(tokens: Token[], words: string[]): boolean {
  const verb = /^(?:do|don't)$/.test(words[0] ?? '') ? (words[1] === 'not' ? 2 : 1) : 0;
  if (tokens[verb]?.pos !== 'VERB' || !/^(?:it|them)$/.test(words[verb + 1] ?? '')) return false;
  const next = tokens[verb + 2];
  return !next || /^(?:ADP|ADV|PUNCT|SCONJ|CCONJ)$/.test(next.pos);
}

const isVerbal = (t: Token | undefined) => !!t && (t.pos === 'VERB' || t.pos === 'AUX');
