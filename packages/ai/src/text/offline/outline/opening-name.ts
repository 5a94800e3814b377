import { messageTopics } from './message-topics';

/**
 * The name of the slide a document's opening gets (decision 191): its text before the first heading
 * is about the document as a whole, so the slide is named by the main noun phrase of the document's
 * title ("Data Protection at Harbour Bank" → "Data Protection", "City opens first protected cycle lane
 * on Harbour Road" → "Cycle Lane"), a phrase narration can say ("Next, we'll look at data
 * protection"). Null without a title or a noun phrase in it.
 */
export function openingName(title: string | null, weights: Map<string, number>): string | null {
  if (!title?.trim()) return null;
  return messageTopics(title, weights)[0] ?? null;
}
