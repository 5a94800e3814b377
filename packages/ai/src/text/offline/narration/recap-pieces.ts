import type { Tone } from '@lectern/core';
import { hasMainVerb, isNegated, leansOnEarlierSentence } from '../../nlp';
import { tokenize } from '../analysis/terms-of';
import { hasFigure, isRuleSentence } from '../outline/sentence-kinds';
import { capitalize, joinList, lowerFirst, numberWord, stripTrailingPunctuation } from '../text-shaping';
import { sentence } from './spoken-text';

/** A point a body slide said, as the narration said it (`said`) and as the slide shows it (`shown`). */
export interface SaidPoint {
  slide: number;
  said: string;
  shown: string;
  /** How much the point matters: its source sentence's score. */
  score: number;
}

/** The line that opens the closing recap, by tone: it counts the points, nothing more. */
const RECAP_OPENERS: Record<Tone, (n: string) => string> = {
  // `n` is the count in words ("two"); the points follow a colon.
  Professional: (n) => `${n} points to remember`,
  Friendly: (n) => `Here are ${n} things to take away`,
  Casual: (n) => `${n} things to remember`,
  Enthusiastic: (n) => `${n} things to remember`,
  Calm: (n) => `Let's hold on to ${n} things`,
  Authoritative: (n) => `Remember these ${n} points`,
};

/** Words that carry no content of their own: everything else (figures included) counts as a point's content. */
const FUNCTION_WORDS = new Set(
  `a an the of to for with and or but at on in by from into as than that which who your our their its is are was were be been
  will would can could should may might must has have had do does not no this these those if when while because about it you we
  they i he she them us what how why where all any each every so up out over under more most also just only then there here`.split(/\s+/),
);
const termsWithFigures = (text: string) => tokenize(text).filter((w) => w.length > 1 && !FUNCTION_WORDS.has(w));
const FIGURES = (text: string) => text.match(/\d[\d,.]*%?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty)\b/gi) ?? [];
/** A pronoun whose noun was said on the point's slide: away from it, it names nothing ("Change it before your first day"). */
const POINTS_BACK = /\b(?:it|its|they|them|their|these|those)\b/i;
const CONDITIONS = /\b(?:if|when|whenever|unless|only|except|before|after|within|until)\b/gi;

/**
 * A point said again in the closing recap (decision 190): the whole point, as the slide shows it or
 * as the narration said it — never a piece of it, which would leave its context behind ("Standard
 * class is the rule") — when it keeps every figure, the negation and every condition word of what
 * was said, has its main verb, leans on no sentence before it (nor holds a pronoun for a noun said
 * on its slide), and is a short order or statement
 * of at most three content words ("Never share your password"). A longer point said again is the same
 * sentence twice in the video (the spec's "said once" rule, as the quality checks read it): it is
 * not recalled. Null when no such form exists.
 */
export function recapForm(point: SaidPoint): string | null {
  const said = stripTrailingPunctuation(point.said);
  for (const form of [stripTrailingPunctuation(point.shown), said]) {
    const kept = (list: string[]) => list.every((x) => form.toLowerCase().includes(x.toLowerCase()));
    if (
      !hasMainVerb(form) ||
      leansOnEarlierSentence(form) ||
      POINTS_BACK.test(form) ||
      !kept(FIGURES(said)) ||
      !kept(said.match(CONDITIONS) ?? []) ||
      isNegated(said) !== isNegated(form)
    )
      continue;
    const terms = new Set(termsWithFigures(form));
    if (terms.size > 0 && terms.size <= 3) return sentence(form);
  }
  return null;
}

/**
 * The closing recap of points really made (issue 20 item 4, decision 190): two or three of the
 * video's key points — the best scored, a rule or a figure first, one per slide — in one sentence,
 * in the order the video made them, after the words counting them.
 * Null when fewer than two such points exist: the recap then names the topics covered.
 */
export function recapOfPoints(points: SaidPoint[], tone: Tone): string | null {
  const weight = (p: SaidPoint) => p.score + (hasFigure(p.said) ? 1 : 0) + (isRuleSentence(p.said) ? 1 : 0);
  const best = new Map<number, { p: SaidPoint; form: string }>();
  for (const p of [...points].sort((a, b) => weight(b) - weight(a))) {
    if (best.has(p.slide)) continue;
    const form = recapForm(p);
    if (form) best.set(p.slide, { p, form });
    if (best.size === 3) break;
  }
  const chosen = [...best.values()].sort((a, b) => a.p.slide - b.p.slide);
  if (chosen.length < 2) return null;
  const n = numberWord(chosen.length);
  // One sentence running through them: each was said on its slide, so said again alone it would be the same sentence twice.
  return capitalize(`${stripTrailingPunctuation(RECAP_OPENERS[tone](n))}: ${joinList(chosen.map((c) => lowerFirst(stripTrailingPunctuation(c.form))))}.`);
}
