import { describe, expect, it } from 'vitest';
import { analyzeText } from '../analysis/analyze-text';
import { QUIZ_ANSWER_CUE } from '../outline/quiz-slide';
import { fullSentenceOf, quizAnswer, stepSentence } from './point-sentences';

describe('sentences that say a slide’s points', () => {
  it('leads a step by its place in the sequence', () => {
    expect(stepSentence('Stop', 1, 4, 'Professional')).toMatch(/^\w[\w ]*, stop\.$/);
    expect(stepSentence('File the report the same day', 4, 4, 'Professional')).toMatch(/file the report the same day\.$/);
  });

  it('finds the source sentence a shortened point came from, and the answer a quiz carries', () => {
    const source = analyzeText('Supporting Materials:\n\nComplete the online safety induction, which takes about 40 minutes.');
    expect(fullSentenceOf('Complete the online safety induction', source)).toBe('Complete the online safety induction, which takes about 40 minutes.');
    expect(fullSentenceOf('Complete the online safety induction', null)).toBe('Complete the online safety induction');
    expect(quizAnswer({ id: 'q', title: 'Quiz', templateId: 'bullet-points', duration: 20, visualCues: [`${QUIZ_ANSWER_CUE} $50`] })).toBe('$50');
    expect(quizAnswer({ id: 's', title: 'Slide', templateId: 'bullet-points', duration: 20 })).toBeNull();
  });
});
