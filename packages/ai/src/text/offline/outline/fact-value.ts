import { termsOf } from '../analysis/terms-of';
import type { SourceSentence } from '../analysis/text-analysis';
import type { OutlineContext } from './outline-context';
import { ABOUT_THE_DOCUMENT, hasFigure, isInstruction, isRuleSentence, RULE } from './sentence-kinds';

/**
 * How much a sentence is worth keeping when sections share a slide (issue item 3, "merging the
 * least important"): its score, plus its figures and thresholds, plus rules when the brief asks
 * for emphasis; a sentence about the document itself is worth least.
 */
export function factValue(s: SourceSentence, ctx: Pick<OutlineContext, 'analysis'>): number {
  let v = s.score;
  if (hasFigure(s.text)) v += 0.35;
  if (RULE.test(s.text)) v += 0.15;
  if (ctx.analysis.steering.emphasis && (isRuleSentence(s.text) || isInstruction(s.text))) v += 0.3;
  if (namesEmphasis(s, ctx)) v += 0.5;
  if (ABOUT_THE_DOCUMENT.test(s.text)) v -= 1;
  return v;
}

/** A sentence about what the brief asked to make unmistakable ("the supervisor rule" → "Call a supervisor for…"). */
export function namesEmphasis(s: SourceSentence, ctx: Pick<OutlineContext, 'analysis'>): boolean {
  const on = ctx.analysis.steering.emphasisOn;
  if (!on) return false;
  const terms = termsOf(on).filter((t) => !/^(?:rule|rules|point|points|message|thing)$/.test(t));
  return terms.length > 0 && terms.every((t) => s.terms.includes(t));
}
