import { quizPause } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { clipScript, clipWords } from './avatar-render-clip-words';

const QUIZ = 'How long do we keep records? A. 30 days. B. 60 days. [pause] The answer is B, 60 days.';

describe('clipScript', () => {
  it('keeps the quiz pause in what a cloud presenter is asked to say, and a plain script as it was', () => {
    expect(clipScript(QUIZ)).toBe('How long do we keep records? A. 30 days. B. 60 days. [pause] The answer is B, 60 days.');
    expect(clipScript('  Say  it once.  ')).toBe('Say  it once.');
    expect(clipScript('Before[PAUSE]after')).toBe('Before [pause] after');
  });
});

describe('clipWords', () => {
  it('spreads a plain script over the whole clip', () => {
    const words = clipWords('Say the main point in one sentence.', 4);
    expect(words.map((w) => w.text)).toEqual(['Say', 'the', 'main', 'point', 'in', 'one', 'sentence.']);
    expect(words[0]!.startMs).toBe(0);
    expect(words.at(-1)!.endMs).toBe(4000);
  });

  it('places the quiz pause where the clip is silent, so the answer is marked where the presenter stops (decision 175)', () => {
    // The presenter reads the question and answers for 6.2 s, is silent 3 s, then gives the answer.
    const words = clipWords(QUIZ, 11.4, [
      { startSeconds: 2.1, endSeconds: 2.6 },
      { startSeconds: 6.2, endSeconds: 9.2 },
    ]);
    expect(quizPause(words)).toEqual({ stopMs: 6200, revealMs: 9200 });
    expect(words.filter((w) => w.startMs >= 9200).map((w) => w.text)).toEqual(['The', 'answer', 'is', 'B,', '60', 'days.']);
    expect(words.at(-1)!.endMs).toBe(11_400);
  });

  it('without a silence long enough, pauses where the parts’ lengths put it, still a pause the players find', () => {
    const words = clipWords(QUIZ, 12, [{ startSeconds: 3, endSeconds: 3.5 }]);
    const pause = quizPause(words)!;
    expect(pause.revealMs - pause.stopMs).toBe(3000);
    // The question and its answers are longer than the answer: the pause comes after the middle.
    expect(pause.stopMs).toBeGreaterThan(5000);
    expect(pause.revealMs).toBeLessThan(12_000);
  });
});
