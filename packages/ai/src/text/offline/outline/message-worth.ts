import { leansOnEarlierSentence } from '../../nlp';
import type { SourceSentence } from '../analysis/text-analysis';
import { ABOUT_THE_DOCUMENT, hasFigure, isInstruction, isRuleSentence, PROHIBITION, RULE } from './sentence-kinds';

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

/** A fact of how things were or are before the change: "Before ShiftPlanner, …", "Today, …", "Until now, …". */
const BEFORE = /^(?:before\b|until (?:now|recently)\b|today,|currently\b|at (?:the moment|present)\b|in the past\b|previously\b|last year\b|right now\b)/i;
/** A section that sets out the problem or the situation before a change ("The Problem Today", "Background", "Why Change"). */
const PROBLEM_SECTION = /\b(?:problems?|challenges?|issues?|risks?|before|today|current|background|why change|pain points?)\b/i;

/**
 * Whether a message may be a video's last word (issue 20 item 3, decision 199): a conclusion, a
 * result, a rule or an instruction the viewer leaves with — a rule as the strict reading has it
 * (an "only" inside a hedge, "are often found only on the day", is none) or a prohibition, else a
 * statement (the caller asks it to be worthy) that does not hedge. Never a problem statement (a loss, a risk, a delay), a fact of the time before the change
 * ("Before ShiftPlanner, …"), a sentence of a section that sets out the problem ("The Problem Today"),
 * nor a hedge.
 */
export function closesAVideo(s: Pick<SourceSentence, 'text' | 'hasCue'>, heading = ''): boolean {
  if (BEFORE.test(s.text) || PROBLEM_SECTION.test(heading)) return false;
  // Said away from its slide, a message must stand alone: never one whose subject is a pronoun for a noun said before
  // it, after a short opening phrase or not ("Essentially, they eliminate the need…", decision 206).
  if (leansOnEarlierSentence(s.text.replace(/^(?:[\p{L}'’-]+\s+){0,4}[\p{L}'’-]+,\s*/u, ''))) return false;
  // A prohibition ("You may not remove…", "You cannot…") is a rule, not a hedge or a problem.
  if (PROHIBITION.test(s.text) || isRuleSentence(s.text)) return true;
  // Any other worthy statement may conclude unless it hedges. A problem is read from where the text sets it out (its
  // section, its "before"): a word such as "lost", "late" or "error" alone is as often a result ("errors fell by 60%").
  return !HEDGE.test(s.text);
}
