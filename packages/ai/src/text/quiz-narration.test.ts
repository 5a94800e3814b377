import { scriptParts } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { createOfflineTextGenerator } from './offline/offline-generator';
import { withQuizNarration } from './quiz-narration';

const quiz = {
  question: 'Which exit is nearest the lab?',
  answers: ['North stairs', 'South stairs'],
  correct: [1],
  explanation: 'The south stairs open beside the lab.',
};
const slide = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: id === 'q' ? 'Quick Quiz' : 'Exits',
  description: '',
  script: '',
  duration: 20,
  order: 0,
  keyPoints: ['Use the south stairs.'],
  templateId: 'bullet-points' as const,
  visualCues: [],
  avatarVisible: false,
  imageKeyword: 'stairs',
  ...extra,
});

describe('quiz narration for every provider (decision 175)', () => {
  it('asks, reads the answers, pauses, then says the quiz’s own answer and why; other slides keep their script', async () => {
    const generator = withQuizNarration(createOfflineTextGenerator());
    const { scripts } = await generator.scripts({ slides: [slide('s'), slide('q', { quiz })], projectTitle: 'Fire Safety', styleId: 'executive-brief' });
    const [ask, reveal] = scriptParts(scripts[1]?.script ?? '');
    expect(ask).toBe('Which exit is nearest the lab? Is it A, North stairs; or B, South stairs?');
    expect(reveal).toBe('The answer is B, South stairs. The south stairs open beside the lab.');
    expect(scripts[0]?.script).not.toContain('[pause]');
    expect(scripts[0]?.script.length).toBeGreaterThan(0);
  });
});
