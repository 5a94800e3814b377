import { leansOnEarlierSentence } from '../../nlp/leans-on-earlier-sentence';
import { isCutFragment } from '../../point-checks/is-cut-fragment';
import { looksLikeCode } from '../../point-checks/looks-like-code';
import { shortenSentence } from '../text-shaping';
import { isAboutTheDocument } from './about-the-document';
import { MAX_QUOTE_WORDS } from './outline-limits';

/**
 * A sentence that ends by adding itself to the one before ("Parking and tolls are refunded in
 * addition.", "Contractors must sign it as well."): in a list it reads on from its neighbour, alone
 * on a Key Message slide it points at a sentence the viewer does not see.
 */
const ADDS_TO_EARLIER = /\b(?:in addition|as well|too|also|instead|either|likewise|then)[.!?]*$/i;

/**
 * Whether a sentence may be a Key Message slide's message (decision 185): shown alone, in large type,
 * it must be understood alone. Never a sentence that leans on the one before ("This means…",
 * "Instead, …", "They…"), never code or a command, and never a fragment: the message as it will be
 * shown (cut to the quote's length) must be whole as the point checks read it (decision 162), a
 * sentence with its main verb or a list item as the source gives it ("Available to all store
 * managers from 1 March"), never a piece cut before its verb or a side clause alone.
 */
export function quoteStandsAlone(sentence: string): boolean {
  const text = sentence.trim();
  // (nor a sentence about the text itself, "You should have received a copy… along with this document", decision 203)
  if (!text || looksLikeCode(text) || leansOnEarlierSentence(text) || ADDS_TO_EARLIER.test(text) || isAboutTheDocument(text)) return false;
  const shown = shortenSentence(text, MAX_QUOTE_WORDS);
  // The source sentence is the yardstick only for a cut: a whole sentence is judged by itself ("Within 24 hours of the incident." is no message).
  const bare = (t: string) => t.trim().replace(/[.!?]+$/, '');
  return !isCutFragment(shown, bare(shown) === bare(text) ? undefined : text);
}
