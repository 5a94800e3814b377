import type { SourceSentence } from '../analysis/text-analysis';
import { ABOUT_THE_DOCUMENT, hasFigure, isInstruction, isRuleSentence, RULE } from './sentence-kinds';

/** A hedge: a sentence that only says what may or can happen ("Breakfast may be included in the rate"). */
const HEDGE = /\b(?:may|might|can|could|possibly|perhaps|sometimes|usually|often|generally|typically)\b/i;
/** "If/When …, do this": an instruction read past its condition. */
const CONDITION = /^(?:if|when|whenever|before|after|once|unless)\b[^,]*,\s*/i;

/** What makes a sentence a message a viewer should keep: a rule, a figure, an instruction, a cue word (must, because, important…). */
export function messageKinds(s: Pick<SourceSentence, 'text' | 'hasCue'>) {
  const rule = isRuleSentence(s.text) || RULE.test(s.text);
  const figure = hasFigure(s.text);
  const instruction = isInstruction(s.text) || isInstruction(s.text.replace(CONDITION, ''));
  const hedged = HEDGE.test(s.text) && !rule;
  return { rule, figure, instruction, cue: s.hasCue, hedged };
}

/**
 * How much a sentence is worth a Key Message slide of its own (decision 191): its score, plus a rule,
 * a figure, an instruction or a cue; a hedge ("may", "can", "might") loses, and a bare description
 * with none of these loses too, so a side detail ("The portal shows the approved fares first") never
 * wins over a rule or a figure.
 */
export function messageWorth(s: SourceSentence): number {
  const k = messageKinds(s);
  const kinds = (k.rule ? 0.5 : 0) + (k.figure ? 0.35 : 0) + (k.instruction ? 0.25 : 0) + (k.cue ? 0.15 : 0);
  const bare = !k.rule && !k.figure && !k.instruction && !k.cue;
  return s.score + kinds - (k.hedged ? 0.5 : 0) - (bare ? 0.3 : 0);
}

/**
 * Whether a sentence is worth a slide of its own: it states a rule, a figure, an instruction or a cue
 * and is not only a hedge without a figure, or, a bare statement, it is among the text's most
 * important sentences (its score in the top half of `all`). A sentence about the document itself
 * ("This policy explains…") never is.
 */
export function worthASlide(s: SourceSentence, all: SourceSentence[]): boolean {
  if (ABOUT_THE_DOCUMENT.test(s.text)) return false;
  const k = messageKinds(s);
  if (k.hedged && !k.figure) return false;
  if (k.rule || k.figure || k.instruction || k.cue) return true;
  const scores = all.map((x) => x.score).sort((a, b) => b - a);
  const half = scores[Math.max(0, Math.ceil(scores.length / 2) - 1)] ?? 0;
  return s.score >= half;
}
