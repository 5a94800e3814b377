import { type SlideQuiz, slideQuizSchema, tidyQuiz } from '@lectern/core';
import { lowerFirst, stripTrailingPunctuation } from '../text-shaping';
import { QUANTITY } from './sentence-kinds';

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};

/** "£2,000" → { unit: "£", value: 2000 }; "30 working days" → { unit: "working day", value: 30 }: figures compare by unit and value. */
export function figureOf(text: string): { unit: string; value: number } | null {
  const t = text.trim().toLowerCase();
  const money = /^([$€£])\s?(\d[\d,]*(?:\.\d+)?)/.exec(t);
  if (money) return { unit: money[1] as string, value: Number((money[2] as string).replace(/,/g, '')) };
  const m = /^(\d[\d,]*(?:\.\d+)?|[a-z]+)\s?(.*)$/.exec(t);
  if (!m) return null;
  const value = /^\d/.test(m[1] as string) ? Number((m[1] as string).replace(/,/g, '')) : WORD_NUMBERS[m[1] as string];
  if (value === undefined || !Number.isFinite(value)) return null;
  const unit = (m[2] as string)
    .replace(/per ?cent/, '%')
    .replace(/s$/, '')
    .trim();
  return { unit, value };
}

/**
 * The offline engine's quiz (issue 22 item 1, decision 175). A question about a figure offers
 * the right figure and up to three others the deck's own material states in the same unit
 * ("30 days", "60 days", "90 days"), in ascending order so the position gives nothing away;
 * the explanation is the source's sentence. With no other figure of that unit there is no fair
 * wrong answer, so the fact is asked as true or false instead: never an invented option.
 */
export function offlineQuiz(input: { question: string; answer: string; fact: string; deck: readonly string[] }): SlideQuiz | null {
  const explanation = input.fact.trim();
  const right = figureOf(input.answer);
  if (right) {
    const seen = new Set([right.value]);
    const others: { text: string; value: number }[] = [];
    for (const sentence of input.deck) {
      for (const match of sentence.matchAll(new RegExp(QUANTITY.source, 'gi'))) {
        const figure = figureOf(match[0]);
        if (!figure || figure.unit !== right.unit || seen.has(figure.value)) continue;
        seen.add(figure.value);
        others.push({ text: match[0].trim(), value: figure.value });
      }
    }
    if (others.length > 0) {
      const choices = [{ text: input.answer.trim(), value: right.value }, ...others.slice(0, 3)].sort((a, b) => a.value - b.value);
      const quiz = tidyQuiz({
        question: input.question,
        answers: choices.map((c) => c.text),
        correct: [choices.findIndex((c) => c.value === right.value)],
        explanation,
      });
      if (slideQuizSchema.safeParse(quiz).success) return quiz;
    }
  }
  const trueOrFalse = tidyQuiz({
    question: `True or false: ${lowerFirst(stripTrailingPunctuation(explanation))}?`,
    answers: ['True', 'False'],
    correct: [0],
    explanation,
  });
  return slideQuizSchema.safeParse(trueOrFalse).success ? trueOrFalse : null;
}
