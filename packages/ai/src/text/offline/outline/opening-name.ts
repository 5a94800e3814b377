import { analyseSentence } from '../../nlp/analyse-sentence';
import { countWords } from '../text-shaping';
import { messageTopics } from './message-topics';
import { MAX_TITLE_WORDS } from './outline-limits';

/**
 * The name of the slide a document's opening gets (decision 191): its text before the first heading
 * is about the document as a whole, so the slide is named from the document's title: "About Travel
 * Policy" for a title that is a name, the main noun phrase of a headline that is a sentence
 * ("City opens first protected cycle lane on Harbour Road" → "Cycle Lane"). Null without a title.
 */
export function openingName(title: string | null, weights: Map<string, number>): string | null {
  if (!title?.trim()) return null;
  const verb = analyseSentence(title).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (!verb && countWords(title) + 1 <= MAX_TITLE_WORDS) return `About ${title}`;
  return messageTopics(title, weights)[0] ?? null;
}
