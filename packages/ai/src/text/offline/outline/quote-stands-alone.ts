import { hasMainVerb } from '../../nlp/is-fragment';
import { leansOnEarlierSentence } from '../../nlp/leans-on-earlier-sentence';
import { looksLikeCode } from '../../point-checks/looks-like-code';
import { shortenSentence } from '../text-shaping';
import { MAX_QUOTE_WORDS } from './outline-limits';

/**
 * Whether a sentence may be a Key Message slide's message (decision 185): shown alone, in large type,
 * it must be understood alone. Never a sentence that leans on the one before ("This means…",
 * "Instead, …", "They…"), never code or a command, and never a fragment: the message as it will be
 * shown (cut to the quote's length) must still have a main verb.
 */
export function quoteStandsAlone(sentence: string): boolean {
  const text = sentence.trim();
  if (!text || looksLikeCode(text) || leansOnEarlierSentence(text)) return false;
  return hasMainVerb(shortenSentence(text, MAX_QUOTE_WORDS));
}
