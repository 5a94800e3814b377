import { quizSlideText } from '@lectern/core';
import type { PlannedSlide } from '../../outline-plan';
import type { SlideContent } from '../../text-generator';
import { capitalize, lowerFirst, stripTrailingPunctuation } from '../text-shaping';
import type { OutlineContext } from './outline-context';
import { offlineQuiz } from './quiz-choices';
import { QUANTITY } from './sentence-kinds';
import { uniqueTitle } from './slide-titles';
import type { OutlineWriterState } from './writer-state';

/** The slide a requested quiz replaces: the last Key Message before the close, else the closing slide (the content slides keep their facts). */
export function quizSlot(plan: PlannedSlide[]): number {
  const quotes = plan.map((p, i) => ({ p, i })).filter(({ p, i }) => i > 0 && i < plan.length - 1 && p.templateId === 'focus-quote');
  // A slide that asks the viewer to try or recall is the natural place; "where to get help" keeps its message.
  const practice = quotes.filter(({ p }) => /try|lesson|turning|problem|decision/i.test(p.purpose)).pop();
  if (practice) return practice.i;
  if (plan.length > 1 && plan[plan.length - 1]?.templateId === 'bullet-points') return plan.length - 1;
  const quote = quotes.filter(({ p }) => !/help/i.test(p.purpose)).pop() ?? quotes.pop();
  if (quote) return quote.i;
  return plan.length > 1 ? plan.length - 1 : -1;
}

/** "within one hour" → "within how many hours?": the question a figure answers. */
function askFor(quantity: string): string {
  if (/^[$€£]|euros?|dollars?|pounds?/i.test(quantity)) return 'how much';
  if (/%|per ?cent/i.test(quantity)) return 'what share';
  const unit = /(working\s+)?(days?|weeks?|months?|years?|hours?|minutes?|seconds?|people|times|stores|users|kg|km|GB|TB)\b/i.exec(quantity);
  if (!unit) return 'how many';
  const u = (unit[2] as string).toLowerCase();
  const plural = /^(?:kg|km|gb|tb)$/.test(u) || u.endsWith('s') ? u : `${u}s`;
  return `how many ${unit[1] ? 'working ' : ''}${plural === 'gb' || plural === 'tb' ? plural.toUpperCase() : plural}`;
}

/** Writes the quiz: a question about a figure the video shows (or a rule, as true or false), its answer kept for the narration. */
export function quizSlide(ctx: OutlineContext, state: OutlineWriterState): SlideContent | null {
  const shown = ctx.analysis.sentences.filter((s) => (state.pointUses.get(s.index) ?? 0) > 0 || state.usedQuotes.has(s.text));
  const pool = shown.length ? shown : ctx.analysis.sentences;
  // A short rule makes a fair question: cue words first, then sentences a learner can hold in mind.
  const ranked = [...pool].sort(
    (a, b) => Number(b.hasCue) - Number(a.hasCue) || Number(a.words > 22) - Number(b.words > 22) || b.score - a.score || a.index - b.index,
  );
  const withFigure = ranked.find((s) => QUANTITY.test(s.text) && !/^(?:if|when|while|because)\b/i.test(s.text));
  let question: string;
  let answer: string;
  let fact: string;
  if (withFigure) {
    fact = withFigure.text;
    const m = QUANTITY.exec(withFigure.text) as RegExpExecArray;
    answer = m[0].trim();
    question = `${stripTrailingPunctuation(withFigure.text.slice(0, m.index) + askFor(answer) + withFigure.text.slice(m.index + m[0].length))}?`;
    question = capitalize(question.replace(/\s+([,;:])/g, '$1').replace(/\s{2,}/g, ' '));
  } else {
    const rule = ranked.find((s) => s.hasCue) ?? ranked[0];
    if (!rule) return null;
    fact = rule.text;
    question = `True or false: ${lowerFirst(stripTrailingPunctuation(rule.text))}?`;
    answer = 'true';
  }
  const title = uniqueTitle(['Quick Quiz', 'Check Your Understanding'], state, 'Quick Quiz');
  // Decision 175: a real question with answers to choose from (quiz-choices), shown as the slide's text.
  const quiz = offlineQuiz({ question, answer, fact, deck: ctx.analysis.sentences.map((s) => s.text) });
  if (quiz) {
    const right = quiz.correct.map((i) => quiz.answers[i]).join(', ');
    return { title, ...quizSlideText(quiz), visualCues: ['The question and its answers', `${QUIZ_ANSWER_CUE} ${right}`], imageKeyword: 'question mark', quiz };
  }
  return {
    title,
    description: question,
    keyPoints: [question],
    visualCues: ['The question in large type', `${QUIZ_ANSWER_CUE} ${answer}`],
    imageKeyword: 'question mark',
  };
}

/** The visual cue that carries a quiz's answer to the narration (and tells the editor what the reveal says). */
export const QUIZ_ANSWER_CUE = 'Answer revealed after a pause:';
