import { describe, expect, it } from 'vitest';
import { planOutline } from '../../outline-plan';
import { giftsContext } from './outline-fixture';
import { QUIZ_ANSWER_CUE, quizSlide, quizSlot } from './quiz-slide';
import { newWriterState } from './writer-state';

describe('the quiz a brief asks for', () => {
  it('asks about a figure, the answer kept in a visual cue for the narration', () => {
    const quiz = quizSlide(giftsContext(), newWriterState());
    expect(quiz?.description).toBe('You must declare any gift over how much within five days?');
    expect(quiz?.visualCues).toContain(`${QUIZ_ANSWER_CUE} $50`);
  });

  it('replaces the closing bullet slide when there is no Key Message to give way', () => {
    const plan = planOutline('workshop-style', 120);
    expect(quizSlot(plan)).toBe(plan.length - 1);
  });
});
