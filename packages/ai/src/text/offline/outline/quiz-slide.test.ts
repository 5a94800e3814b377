import { describe, expect, it } from 'vitest';
import { planOutline } from '../../outline-plan';
import { giftsContext } from './outline-fixture';
import { QUIZ_ANSWER_CUE, quizSlide, quizSlot } from './quiz-slide';
import { newWriterState } from './writer-state';

describe('the quiz a brief asks for', () => {
  it('asks about a figure, as true or false when the material states no other sum to choose from (decision 175)', () => {
    const quiz = quizSlide(giftsContext(), newWriterState());
    expect(quiz?.description).toBe('True or false: you must declare any gift over $50 within five days?');
    expect(quiz?.quiz).toMatchObject({ answers: ['True', 'False'], correct: [0] });
    expect(quiz?.visualCues).toContain(`${QUIZ_ANSWER_CUE} True`);
  });

  it('replaces the closing bullet slide when there is no Key Message to give way', () => {
    const plan = planOutline('workshop-style', 120);
    expect(quizSlot(plan)).toBe(plan.length - 1);
  });
});
