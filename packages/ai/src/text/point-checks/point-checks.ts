import { leansOnEarlierSentence } from '../nlp/leans-on-earlier-sentence';
import { framingIn } from './brief-framing';
import { contentWords, sharedContentShare } from './content-words';
import { isCutFragment } from './is-cut-fragment';
import { looksLikeCode } from './looks-like-code';

/**
 * The rules every provider's points are judged by (issue 20 items 3 and 5, decision 162): a point is
 * a whole, self-contained sentence or list item, never code, never the brief's framing, and made
 * from the section it cites. The offline engine, the cloud adapters and `npm run quality` read the
 * same rules from here.
 */
export type PointRule = 'leans-on-earlier' | 'fragment' | 'code' | 'framing' | 'unattributable';

export interface PointProblem {
  rule: PointRule;
  /** Why, in words a model (or a developer reading the log) can act on. */
  reason: string;
}

export interface PointContext {
  /** The brief's framing phrases (`briefFraming`). */
  framing: readonly string[];
  /** The text of the section the point cites; absent when it cites none that exists. */
  section?: string;
  /** The source sentence the point says it was made from, when that sentence is in the section. */
  sentence?: string;
}

/** Share of a point's content words its section must have (the attribution rate's threshold, decision 158). */
export const ATTRIBUTION_SHARE = 0.6;

/** Whether a point's content words, and every number it gives, are found in a section's text. */
export function isAttributable(point: string, section: string): boolean {
  if (sharedContentShare(point, section) < ATTRIBUTION_SHARE) return false;
  const numbers = contentWords(section).numbers;
  return [...contentWords(point).numbers].every((n) => numbers.has(n) || section.includes(n));
}

/** What is wrong with a point; empty when it may be shown. */
export function pointProblems(point: string, context: PointContext): PointProblem[] {
  const text = point.trim();
  const out: PointProblem[] = [];
  if (!text) return [{ rule: 'fragment', reason: 'it is empty' }];
  if (looksLikeCode(text)) out.push({ rule: 'code', reason: 'it is code or a command, and code is never a point' });
  else {
    if (leansOnEarlierSentence(text))
      out.push({ rule: 'leans-on-earlier', reason: 'it opens on a word that points at a sentence the viewer never saw; write it so it stands alone' });
    if (isCutFragment(text, context.sentence))
      out.push({ rule: 'fragment', reason: 'it is not a whole sentence or list item (cut before its verb or mid-clause)' });
  }
  const framed = framingIn(text, context.framing);
  if (framed) out.push({ rule: 'framing', reason: `it repeats the request's framing ("${framed}"), which steers the video and is never content` });
  if (context.section === undefined) out.push({ rule: 'unattributable', reason: 'it cites no section of the materials' });
  else if (!isAttributable(text, context.section)) out.push({ rule: 'unattributable', reason: 'its facts are not in the section it cites' });
  return out;
}
