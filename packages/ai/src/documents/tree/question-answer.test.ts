import { describe, expect, it } from 'vitest';
import { plainTextBlocks } from './plain-text-tree';
import { questionAnswerBlocks, questionAnswers } from './question-answer';

describe('questionAnswers', () => {
  it('pairs each question with its answer, wrapped lines joined', () => {
    expect(questionAnswers(['Q: The job shows "key mismatch".', 'A: The key file was changed', 'after the backup was made.'])).toEqual([
      { question: 'The job shows "key mismatch".', answer: 'The key file was changed after the backup was made.' },
    ]);
    expect(questionAnswers(['Question: Can I restore elsewhere?', 'Answer: Yes, add --to.', 'Q: Is it encrypted?', 'A: Always.'])).toHaveLength(2);
  });
  it('refuses a block that does not open on a question, or a question left unanswered', () => {
    expect(questionAnswers(['Quality: high', 'A: note'])).toBeNull();
    expect(questionAnswers(['Q: Why?'])).toBeNull();
  });
});

describe('questionAnswerBlocks', () => {
  const text = 'The agent copies files. Check the Harbourline agent log. The backup runs at night.';
  it('makes a problem stated as a sentence the answer’s condition', () => {
    expect(questionAnswerBlocks({ question: 'The backup is slower than usual.', answer: 'Check free disk space first.' }, 2, text)).toEqual([
      { type: 'paragraph', text: 'If the backup is slower than usual, check free disk space first.' },
    ]);
    expect(questionAnswerBlocks({ question: 'When the agent stops.', answer: 'Restart it.' }, 2, text)[0]).toEqual({
      type: 'paragraph',
      text: 'When the agent stops, restart it.',
    });
  });
  it('keeps a name in capitals', () => {
    expect(questionAnswerBlocks({ question: 'Restores fail.', answer: 'Harbourline writes why to its log.' }, 2, text)[0]).toEqual({
      type: 'paragraph',
      text: 'If restores fail, Harbourline writes why to its log.',
    });
  });
  it('sets a question asked as one over its answer, one level under its section', () => {
    expect(questionAnswerBlocks({ question: 'Can I restore elsewhere?', answer: 'Yes: add --to.' }, 2, text)).toEqual([
      { type: 'heading', level: 2, text: 'Can I restore elsewhere?' },
      { type: 'paragraph', text: 'Yes: add --to.' },
    ]);
  });
  it('is how the plain-text reader reads a troubleshooting section', () => {
    expect(plainTextBlocks('4 Troubleshooting\n\nQ: The backup is slower than usual.\nA: Check free disk space first.')).toEqual([
      { type: 'heading', level: 1, text: '4 Troubleshooting' },
      { type: 'paragraph', text: 'If the backup is slower than usual, check free disk space first.' },
    ]);
  });
});
