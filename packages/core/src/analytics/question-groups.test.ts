import { describe, expect, it } from 'vitest';
import { type AskedQuestion, contentStems, groupQuestions } from './question-groups';

let minute = 0;
const asked = (question: string, answered = true): AskedQuestion => ({
  question,
  answered,
  askedAt: new Date(Date.UTC(2026, 2, 2, 10, minute++)).toISOString(),
});

describe('contentStems', () => {
  it('keeps the content words as stems, without stop words or case', () => {
    expect([...contentStems('Where is the assembly point?')]).toEqual(['assembly', 'point']);
    expect([...contentStems("Where's the ASSEMBLY points")]).toEqual(['assembly', 'point']);
    expect(contentStems('Why?').size).toBe(0);
  });
});

describe('groupQuestions', () => {
  it('joins questions that share most content words and shows each group by its most asked wording', () => {
    minute = 0;
    const groups = groupQuestions([
      asked('Where is the assembly point?'),
      asked('where is the assembly point'),
      asked('Where is the fire assembly point?'),
      asked('Who are the fire wardens?'),
      asked('Which fire exits can I use?'),
      asked('Who is my fire warden'),
    ]);
    expect(groups).toEqual([
      { question: 'where is the assembly point', asked: 3, unanswered: 0, lastAsked: expect.stringContaining('10:02') },
      { question: 'Who is my fire warden', asked: 2, unanswered: 0, lastAsked: expect.stringContaining('10:05') },
      { question: 'Which fire exits can I use?', asked: 1, unanswered: 0, lastAsked: expect.stringContaining('10:04') },
    ]);
  });

  it('puts the groups the assistant could not answer first, then the most asked', () => {
    minute = 0;
    const groups = groupQuestions([
      asked('How many holiday days do I get?'),
      asked('How do I book holiday days?'),
      asked('holiday days allowance'),
      asked('Is parking free for staff?', false),
      asked('Can staff park for free?', false),
      asked('Is there a gym?', false),
    ]);
    expect(groups.map((g) => [g.asked, g.unanswered])).toEqual([
      [2, 2],
      [1, 1],
      [3, 0],
    ]);
    expect(groups[0]!.question).toBe('Can staff park for free?');
  });

  it('groups questions without content words only with the same words, and ignores blank ones', () => {
    minute = 0;
    const groups = groupQuestions([asked('Why?'), asked('why'), asked('How?'), asked('   ')]);
    expect(groups.map((g) => [g.question, g.asked])).toEqual([
      ['why', 2],
      ['How?', 1],
    ]);
  });

  it('keeps the most asked groups within the limit', () => {
    minute = 0;
    const many = ['forklift', 'ladder', 'helmet', 'glove', 'ladder'].map((w) => asked(`Rules for ${w}s`));
    expect(groupQuestions(many, 2).map((g) => g.asked)).toEqual([2, 1]);
  });
});

describe('groupQuestions at scale', () => {
  it('keeps thousands of questions that share one word of three apart, each in its own group', () => {
    const words = Array.from({ length: 3000 }, (_, i) => `word${i.toString(36)}x`);
    const many = words.map((w, i) => ({
      question: `What about ${w} and ${words[(i + 1) % words.length]}?`,
      answered: true,
      askedAt: `2026-03-02T10:00:00.${String(i).padStart(3, '0')}Z`,
    }));
    const groups = groupQuestions(many, 5000);
    // Neighbours share one word of three: never half, so every question stands alone.
    expect(groups).toHaveLength(3000);
  });
});
