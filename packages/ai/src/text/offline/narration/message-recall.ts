import { termsOf } from '../analysis/terms-of';
import { lowerFirst, stripTrailingPunctuation } from '../text-shaping';
import { sentence, sentenceKey } from './spoken-text';

/**
 * Whether a slide's message was already said in the video: the same sentence, or one whose content
 * words were all but all said in one sentence before (the "said once" rule of `assemble`, decision 168).
 */
export function saidBefore(message: string, used: Set<string>, videoSaid: string[][]): boolean {
  if (used.has(sentenceKey(message))) return true;
  const terms = [...new Set(termsOf(message))];
  return terms.length >= 3 && videoSaid.some((k) => k.length >= 3 && terms.filter((t) => k.includes(t)).length / Math.min(terms.length, k.length) >= 0.85);
}

/**
 * A Key Message said again on purpose (decision 194): its slide exists to stress it, so its script
 * says it, marked as a recall ("Remember: business class needs…"), never leaves the slide with its
 * lead-in alone. After a lead-in that already says "remember", the recall says "As we saw earlier".
 */
export function recallOf(message: string, lead = ''): string {
  const text = stripTrailingPunctuation(message.trim());
  if (/\bremember/i.test(lead)) return sentence(/^[(["“‘']/.test(text) ? `As we saw earlier: ${text}` : `As we saw earlier, ${lowerFirst(text)}`);
  return sentence(`Remember: ${lowerFirst(text)}`);
}
