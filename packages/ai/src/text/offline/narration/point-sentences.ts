import type { Tone } from '@lectern/core';
import type { TextAnalysis } from '../analysis/text-analysis';
import { QUIZ_ANSWER_CUE } from '../outline/quiz-slide';
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

/**
 * The source sentence a shortened key point came from: said in full, it explains the point. Only the
 * user's own material says a point in full: another slide's line joining several points ("Hear the
 * alarm, leave by …") is not the fuller form of one of them (decision 159).
 */
export function fullSentenceOf(point: string, source: TextAnalysis | null): string {
  if (!source) return point;
  const key = sentenceKey(point);
  const match = source.sentences.find((s) => s.words > countWords(point) && sentenceKey(s.text).startsWith(key) && s.words <= countWords(point) + 14);
  // A footnote's definition the reading left on the sentence ("… somewhere cool. [^1]: Guidance note WSO-9 …") is not said.
  return match ? match.text.replace(/\s*\[\^[\w-]+\]:[\s\S]*$/, '') : point;
}
