import { quizProblem } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { giftsContext } from './outline-fixture';
import { figureOf, offlineQuiz } from './quiz-choices';
import { quizSlide } from './quiz-slide';
import { newWriterState } from './writer-state';

const deck = [
  'New starters must enrol within 30 days of their first day.',
  'Dental cover starts after 90 days.',
  'Claims older than 60 days are refused.',
  'The gym subsidy is £200 a year.',
  'Report an injury within 24 hours.',
];

describe('offline quiz answers (decision 175)', () => {
  it('reads figures by unit and value', () => {
    expect(figureOf('£2,000')).toEqual({ unit: '£', value: 2000 });
    expect(figureOf('30 days')).toEqual({ unit: 'day', value: 30 });
    expect(figureOf('five days')).toEqual({ unit: 'day', value: 5 });
    expect(figureOf('85 per cent')).toEqual({ unit: '%', value: 85 });
    expect(figureOf('true')).toBeNull();
  });

  it('offers the right figure among others the deck states in the same unit, in ascending order', () => {
    const quiz = offlineQuiz({ question: 'New starters must enrol within how many days?', answer: '30 days', fact: deck[0] as string, deck });
    expect(quiz).toEqual({
      question: 'New starters must enrol within how many days?',
      answers: ['30 days', '60 days', '90 days'],
      correct: [0],
      explanation: 'New starters must enrol within 30 days of their first day.',
    });
    // Hours and pounds are other units: never an option for days.
    expect(quiz?.answers.join(' ')).not.toMatch(/hours|£/);
  });

  it('asks the fact as true or false when the deck states no other figure of its unit: no invented option', () => {
    const quiz = offlineQuiz({ question: 'The gym subsidy is how much a year?', answer: '£200', fact: deck[3] as string, deck });
    expect(quiz).toEqual({
      question: 'True or false: the gym subsidy is £200 a year?',
      answers: ['True', 'False'],
      correct: [0],
      explanation: 'The gym subsidy is £200 a year.',
    });
  });

  it('gives the quiz slide a valid quiz, its question and lettered answers as the slide’s text', () => {
    const slide = quizSlide(giftsContext(), newWriterState());
    expect(slide?.quiz).toBeDefined();
    expect(quizProblem(slide?.quiz)).toBeNull();
    expect(slide?.description).toBe(slide?.quiz?.question);
    expect(slide?.keyPoints).toEqual(slide?.quiz?.answers.map((a, i) => `${'ABCDE'[i]}. ${a}`));
    // Every answer is a figure or a word the material states.
    const material = giftsContext()
      .analysis.sentences.map((s) => s.text)
      .join(' ');
    for (const answer of slide?.quiz?.answers ?? []) expect(['True', 'False'].includes(answer) || material.includes(answer), answer).toBe(true);
  });
});
