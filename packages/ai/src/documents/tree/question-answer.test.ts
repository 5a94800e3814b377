import { describe, expect, it } from 'vitest';
import { plainTextBlocks } from './plain-text-tree';
import { questionAnswerBlocks, questionAnswers, withQuestionsAnswered } from './question-answer';

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

describe('withQuestionsAnswered', () => {
  it('pairs "Q:" and "A:" paragraphs under their heading, as Word keeps them', () => {
    const blocks = withQuestionsAnswered(
      [
        { type: 'heading', level: 1, text: 'Accounts' },
        { type: 'paragraph', text: 'Q: How do I reset my password?' },
        { type: 'paragraph', text: 'A: Use the self-service portal.' },
        { type: 'paragraph', text: 'Q: My account is locked.' },
        { type: 'paragraph', text: 'A: Accounts unlock after 30 minutes.' },
        { type: 'paragraph', text: 'Call the desk if you cannot wait.' },
      ],
      '',
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 1, text: 'Accounts' },
      { type: 'heading', level: 2, text: 'How do I reset my password?' },
      { type: 'paragraph', text: 'Use the self-service portal.' },
      { type: 'paragraph', text: 'If my account is locked, accounts unlock after 30 minutes.' },
      { type: 'paragraph', text: 'Call the desk if you cannot wait.' },
    ]);
  });

  it('parts a question and its answer that Markdown joined into one paragraph, and leaves an unanswered question', () => {
    expect(withQuestionsAnswered([{ type: 'paragraph', text: 'Q: Who signs the form? A: Your line manager.' }], '')).toEqual([
      { type: 'heading', level: 1, text: 'Who signs the form?' },
      { type: 'paragraph', text: 'Your line manager.' },
    ]);
    const alone = [{ type: 'paragraph' as const, text: 'Q: Who signs the form?' }];
    expect(withQuestionsAnswered(alone, '')).toEqual(alone);
  });
});

describe('a problem followed by a plea for help', () => {
  it('is the answer’s condition, as a problem stated alone is', () => {
    expect(questionAnswerBlocks({ question: 'My account is locked. What should I do?', answer: 'Accounts unlock after 30 minutes.' }, 2, '')).toEqual([
      { type: 'paragraph', text: 'If my account is locked, accounts unlock after 30 minutes.' },
    ]);
    expect(questionAnswerBlocks({ question: 'My laptop was lost or stolen. Who do I tell?', answer: 'Report it within 24 hours.' }, 2, '')).toEqual([
      { type: 'paragraph', text: 'If my laptop was lost or stolen, report it within 24 hours.' },
    ]);
    // A question that asks something of its own heads its answer.
    expect(
      questionAnswerBlocks(
        { question: 'The agent has two modes. Which one suits a laptop that sleeps at night?', answer: 'Use the scheduled mode.' },
        2,
        '',
      )[0],
    ).toMatchObject({
      type: 'heading',
    });
  });
});
