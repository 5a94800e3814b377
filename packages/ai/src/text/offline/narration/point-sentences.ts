import type { Tone } from '@lectern/core';
import type { TextAnalysis } from '../analysis/text-analysis';
import { QUIZ_ANSWER_CUE } from '../outline/quiz-slide';
import { opensOnSubject } from '../outline/sentence-kinds';
import { countWords, lowerFirst, stripTrailingPunctuation } from '../text-shaping';
import { TONE_PHRASES } from '../tone-phrases';
import type { ScriptSlide } from './script-request';
import { sentence, sentenceKey } from './spoken-text';

/** The answer of a quiz slide, carried by its visual cue; null for any other slide. */
export function quizAnswer(slide: ScriptSlide): string | null {
  const cue = slide.visualCues?.find((c) => c.startsWith(QUIZ_ANSWER_CUE));
  return cue ? stripTrailingPunctuation(cue.slice(QUIZ_ANSWER_CUE.length).trim()) || null : null;
}

/** "First, stop." "Finally, file the report the same day." */
export function stepSentence(step: string, n: number, total: number, tone: Tone): string {
  const { leads } = TONE_PHRASES[tone];
  const lead = n === 1 ? leads.first : n === total ? leads.last : (leads.middle[(n - 2) % leads.middle.length] as string);
  return sentence(`${lead} ${lowerFirst(stripTrailingPunctuation(step))}`);
}

/** The lead of the `k`th of `count` points said on a slide ("First,", "Also,", "Finally,"); "" for a slide's only point. */
export function pointLead(text: string, k: number, count: number, tone: Tone, offset: number): string {
  const { leads } = TONE_PHRASES[tone];
  // A slide's only point is said plainly: "First," promises a second (decision 159).
  if (count <= 1) return '';
  const lead = k === 0 ? leads.first : k === count - 1 && count > 2 ? leads.last : (leads.middle[(k + offset) % leads.middle.length] as string);
  // "Note that" takes a statement with its subject: an order ("Shred printed documents…") gets a lead that can precede it.
  if (/\bthat$/i.test(lead) && !opensOnSubject(text)) return leads.middle.find((l) => !/\bthat$/i.test(l)) ?? 'Also,';
  return lead;
}

export function pointSentence(text: string, k: number, count: number, tone: Tone, offset: number): string {
  const lead = pointLead(text, k, count, tone, offset);
  return lead ? sentence(`${lead} ${lowerFirst(stripTrailingPunctuation(text))}`) : sentence(text);
}

/**
 * The source sentence a shortened key point came from: said in full, it explains the point. Only the
 * user's own material says a point in full: another slide's line joining several points ("Hear the
 * alarm, leave by …") is not the fuller form of one of them (decision 159).
 */
export function fullSentenceOf(point: string, source: TextAnalysis | null): string {
  if (!source) return point;
  const key = sentenceKey(point);
  const match = source.sentences.find((s) => s.words > countWords(point) && sentenceKey(s.text).startsWith(key) && s.words <= countWords(point) + 14);
  return match ? match.text : point;
}
