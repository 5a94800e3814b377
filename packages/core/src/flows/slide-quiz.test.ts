import { describe, expect, it } from 'vitest';
import { progressDataSchema } from '../projects/progress-data';
import { answerLine, QUIZ_MESSAGES, quizProblem, quizScript, readAnswers, scriptParts, slideQuizSchema, spokenScript, tidyQuiz } from './slide-quiz';
import { slideSchema } from './slide-schema';

const quiz = (patch: Record<string, unknown> = {}) => ({
  question: 'How long does a new starter have to enrol?',
  answers: ['30 days', '60 days', '90 days'],
  correct: [0],
  explanation: 'The handbook gives 30 days from the first day.',
  ...patch,
});

describe('quiz rules (decision 175)', () => {
  it('accepts 2 to 5 answers with at least one right and one wrong', () => {
    expect(quizProblem(quiz())).toBeNull();
    expect(quizProblem(quiz({ answers: ['Yes', 'No'], correct: [1] }))).toBeNull();
    expect(quizProblem(quiz({ answers: ['a', 'b', 'c', 'd', 'e'], correct: [0, 3] }))).toBeNull();
    expect(slideQuizSchema.parse(quiz({ explanation: undefined })).explanation).toBe('');
  });

  it('names the first rule a quiz breaks, in the product’s voice', () => {
    expect(quizProblem(quiz({ question: '   ' }))).toBe(QUIZ_MESSAGES.question);
    expect(quizProblem(quiz({ question: 'x'.repeat(301) }))).toBe(QUIZ_MESSAGES.questionTooLong);
    expect(quizProblem(quiz({ answers: ['Only one'] }))).toBe(QUIZ_MESSAGES.answerCount);
    expect(quizProblem(quiz({ answers: ['a', 'b', 'c', 'd', 'e', 'f'] }))).toBe(QUIZ_MESSAGES.answerCount);
    expect(quizProblem(quiz({ answers: ['30 days', ' ', '90 days'] }))).toBe(QUIZ_MESSAGES.answerEmpty);
    expect(quizProblem(quiz({ answers: ['30 days', 'x'.repeat(151)] }))).toBe(QUIZ_MESSAGES.answerTooLong);
    expect(quizProblem(quiz({ answers: ['30 days', '30  Days'] }))).toBe(QUIZ_MESSAGES.answerRepeated);
    expect(quizProblem(quiz({ correct: [] }))).toBe(QUIZ_MESSAGES.correct);
    expect(quizProblem(quiz({ correct: [3] }))).toBe(QUIZ_MESSAGES.correctUnknown);
    expect(quizProblem(quiz({ correct: [0, 0] }))).toBe(QUIZ_MESSAGES.correctUnknown);
    expect(quizProblem(quiz({ correct: [0, 1, 2] }))).toBe(QUIZ_MESSAGES.allCorrect);
    expect(quizProblem(quiz({ explanation: 'x'.repeat(501) }))).toBe(QUIZ_MESSAGES.explanationTooLong);
    expect(quizProblem('a question')).toBe(QUIZ_MESSAGES.invalid);
    expect(quizProblem(quiz({ correct: ['A'] }))).toBe(QUIZ_MESSAGES.correctUnknown);
  });

  it('tidies what is saved: trimmed texts, right answers once and in order', () => {
    expect(tidyQuiz(quiz({ question: ' Q? ', answers: [' a ', 'b'], correct: [1, 0, 1], explanation: ' e ' }))).toEqual({
      question: 'Q?',
      answers: ['a', 'b'],
      correct: [0, 1],
      explanation: 'e',
    });
  });

  it('is optional on a slide: a quiz slide made before it still loads', () => {
    const slide = { id: 's', title: 'Quick Quiz', duration: 15, order: 0, templateId: 'focus-quote', visualCues: ['Answer revealed after a pause: 30 days'] };
    expect(slideSchema.safeParse(slide).success).toBe(true);
    expect(slideSchema.safeParse({ ...slide, quiz: quiz() }).success).toBe(true);
    expect(slideSchema.safeParse({ ...slide, quiz: quiz({ correct: [] }) }).success).toBe(false);
  });

  it('refuses saved progress whose quiz breaks a rule, naming the slide', () => {
    const slide = (q: unknown) => ({ id: 's', title: 'Quiz', duration: 15, order: 0, templateId: 'bullet-points', quiz: q });
    expect(progressDataSchema.safeParse({ slides: [slide(quiz())] }).success).toBe(true);
    const bad = progressDataSchema.safeParse({ slides: [slide(quiz()), slide(quiz({ answers: ['a', ''] }))] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([`Slide 2: ${QUIZ_MESSAGES.answerEmpty}`]);
  });
});

describe('quiz narration', () => {
  it('asks, reads the answers with their letters, pauses, then gives the answer and why', () => {
    const script = quizScript(quiz(), 'Quick question.');
    expect(script).toBe(
      'Quick question. How long does a new starter have to enrol? Is it A, 30 days; B, 60 days; or C, 90 days? [pause] The answer is A, 30 days. The handbook gives 30 days from the first day.',
    );
    expect(scriptParts(script)).toHaveLength(2);
    expect(spokenScript(script)).not.toContain('[pause]');
  });

  it('says the explanation only when it adds to the question and its answers', () => {
    const restated = slideQuizSchema.parse(
      quiz({ question: 'True or false: new starters enrol within 30 days?', answers: ['True', 'False'], explanation: 'New starters enrol within 30 days.' }),
    );
    expect(scriptParts(quizScript(restated))[1]).toBe('The answer is A, True.');
    expect(scriptParts(quizScript(slideQuizSchema.parse(quiz())))[1]).toBe('The answer is A, 30 days. The handbook gives 30 days from the first day.');
  });

  it('reads two answers as a choice and several right answers together', () => {
    expect(readAnswers(['True', 'False'])).toBe('A, True; or B, False');
    const multi = slideQuizSchema.parse(quiz({ correct: [0, 2] }));
    expect(answerLine(multi)).toBe('The right answers are A, 30 days and C, 90 days.');
    expect(quizScript(multi)).toContain('Choose every right answer: A, 30 days; B, 60 days; or C, 90 days.');
  });

  it('splits any script at its pause marks, whatever their case and spacing', () => {
    expect(scriptParts('One.[PAUSE]  Two. [pause] Three.')).toEqual(['One.', 'Two.', 'Three.']);
    expect(scriptParts('No pause here.')).toEqual(['No pause here.']);
    expect(scriptParts(' [pause] ')).toEqual([]);
  });
});
