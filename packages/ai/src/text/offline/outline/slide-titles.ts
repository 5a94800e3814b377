import type { SourceSentence } from '../analysis/text-analysis';
import { capitalize, countWords, lowerFirst, numberWord, shortenSentence, stripTrailingPunctuation, titleCase } from '../text-shaping';
import type { OutlineContext } from './outline-context';
import { MAX_TITLE_WORDS } from './outline-limits';
import { wholePhraseTitle } from './whole-phrase-title';
import type { OutlineWriterState } from './writer-state';

export const limitWords = (text: string, max: number) => stripTrailingPunctuation(text.split(/\s+/).slice(0, max).join(' '));
/** A title in title case, a long heading cut only where it leaves a whole phrase (`wholePhraseTitle`). */
export const normalizeTitle = (text: string) => wholePhraseTitle(titleCase(stripTrailingPunctuation(withoutLeadingLink(text))), MAX_TITLE_WORDS);

/** A heading that opens on a conjunction ("And how about Debian and traditional System V init?") names without it: a title links to no sentence before it. */
const withoutLeadingLink = (text: string) => {
  const rest = text.trim().replace(/^(?:and|but|or|so|also)\s+/i, '');
  return rest !== text.trim() && rest.split(/\s+/).length >= 2 ? capitalize(rest) : text;
};
export const titleKey = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function uniqueTitle(candidates: string[], state: OutlineWriterState, fallback: string): string {
  for (const c of candidates) {
    const t = normalizeTitle(c);
    if (t && !state.usedTitles.has(titleKey(t))) {
      state.usedTitles.add(titleKey(t));
      return t;
    }
  }
  const t = normalizeTitle(fallback);
  state.usedTitles.add(titleKey(t));
  return t;
}

/** 1-based numbers of the brief's steps that a group of sentences holds. */
export function stepNumbers(group: SourceSentence[], ctx: OutlineContext): number[] {
  const steps = ctx.analysis.request?.steps ?? [];
  return group
    .filter((s) => s.isListItem)
    .map((s) => steps.indexOf(s.text) + 1)
    .filter((k) => k > 0);
}

/** A step longer than a title may be loses its last phrases before a preposition, never a word mid-phrase. */
function stepTitle(step: string): string {
  const words = step.split(/\s+/);
  if (words.length <= MAX_TITLE_WORDS) return step;
  for (let i = MAX_TITLE_WORDS; i >= 3; i--)
    if (/^(?:in|at|on|by|for|with|from|of|to|before|after|during|within|while|when|and|or)$/i.test(words[i] ?? '')) return words.slice(0, i).join(' ');
  return step;
}

/** Titles for a slide made of the brief's steps: "Four Steps to Report Incidents", or the steps themselves. */
export function stepTitles(nums: number[], ctx: OutlineContext): string[] {
  const req = ctx.analysis.request;
  if (!req || nums.length === 0) return [];
  const steps = nums.map((k) => req.steps[k - 1] as string);
  const out: string[] = [];
  if (nums.length === req.steps.length && nums.length >= 3)
    out.push(req.action ? `${numberWord(nums.length)} Steps to ${req.action}` : `The ${numberWord(nums.length)} Steps`);
  const joined = steps.map((st, i) => (i === 0 ? st : lowerFirst(shortenSentence(st, 4)))).join(' and ');
  if (countWords(joined) <= MAX_TITLE_WORDS) out.push(joined);
  // A step too long for a title is cut where its clause allows ("Meet at the assembly point"), not at the word limit.
  out.push(stepTitle(steps[0] as string));
  return out;
}
