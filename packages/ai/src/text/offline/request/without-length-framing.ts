import { MAKE, MEDIUM } from './request-patterns';

/**
 * Words before the medium that say how the video is made, not what it is about: its length
 * ("one-minute", "short"), its kind ("training", "welcome"). Decision 159: framing steers, never appears.
 */
const FRAMING_WORD =
  /^(?:short|quick|brief|simple|little|long|full|new|one|two|three|four|five|ten|\d+|[\w]+-(?:minute|second|hour|min|sec)s?|minutes?|seconds?|training|welcome|induction|intro|introductory|explainer|animated|narrated|internal|online|e-?learning)$/i;

/** "A one-minute fire drill briefing" → "fire drill": the subject a noun-phrase request names before its medium. */
export function subjectBeforeMedium(phrase: string): string | null {
  const m = new RegExp(String.raw`^(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:${MAKE}\s+)?(?:a|an|the|our|my|some|one)\s+(.*?)\s*${MEDIUM}\b`, 'i').exec(
    phrase.trim(),
  );
  const words = (m?.[1] ?? '').split(/\s+/).filter(Boolean);
  while (words.length && FRAMING_WORD.test(words[0] as string)) words.shift();
  while (words.length && FRAMING_WORD.test(words[words.length - 1] as string)) words.pop();
  return words.length ? words.join(' ') : null;
}

/** "Fire Drill in Two Minutes", "Safe Lifting (60 s)" → the title without the length it was made for (decision 159). */
export function withoutLengthFraming(title: string): string {
  const n = String.raw`(?:\d+|one|two|three|four|five|ten|a|an|half an?)`;
  return title
    .replace(new RegExp(String.raw`\s*[([]?\s*(?:in|under|within)\s+${n}[\s-]+(?:minutes?|mins?|seconds?|secs?|s|hours?)\s*[)\]]?`, 'gi'), ' ')
    .replace(new RegExp(String.raw`\s*[([]\s*${n}\s*(?:minutes?|mins?|seconds?|secs?|s)\s*[)\]]`, 'gi'), ' ')
    .replace(new RegExp(String.raw`\b${n}[\s-](?:minute|second|min|sec)\b\s*`, 'gi'), '')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s:–—-]+|[\s:–—-]+$/g, '')
    .trim();
}
