import { describe, expect, it } from 'vitest';
import type { CaptionWord } from '../flows/captions';
import { isRightResponse, quizPause, readVideoQuizzes, videoQuizzes } from './video-quizzes';

const quiz = { question: 'Which exit?', answers: ['North', 'South'], correct: [1], explanation: 'South is nearest.' };
/** Words every 400 ms, each 300 ms long, with a silence of `gapMs` before word `at`. */
const words = (count: number, at = -1, gapMs = 0): CaptionWord[] => {
  let t = 0;
  return Array.from({ length: count }, (_, i) => {
    if (i === at) t += gapMs;
    const w = { text: `w${i}`, startMs: t, endMs: t + 300 };
    t += 400;
    return w;
  });
};

describe('video quizzes (decision 175)', () => {
  it('finds the quiz pause: the players stop where the answers were read, the answer shows where it is said', () => {
    expect(quizPause(words(6, 3, 3000))).toEqual({ stopMs: 1100, revealMs: 4200 });
    // A sentence pause is no quiz pause.
    expect(quizPause(words(6, 3, 800))).toBeNull();
    expect(quizPause([])).toBeNull();
  });

  it('places each quiz of a video in its slide, after the earlier slides’ time', () => {
    const slides = [{}, { quiz }, {}, { quiz: { ...quiz, correct: [] } }, { quiz }];
    const out = videoQuizzes(slides, [10, 12, 5, 8, 9], [[], words(6, 3, 3000), [], [], words(4)]);
    expect(out.map(({ id, slideIndex, atSeconds }) => ({ id, slideIndex, atSeconds }))).toEqual([
      { id: 'q1', slideIndex: 1, atSeconds: 11.1 },
      // No pause heard (a script edited without one): a moment before the slide ends.
      { id: 'q2', slideIndex: 4, atSeconds: 43.75 },
    ]);
    expect(out[0]).toMatchObject(quiz);
    expect(readVideoQuizzes(out)).toEqual(out);
    expect(readVideoQuizzes([{ id: 'x' }])).toEqual([]);
    expect(readVideoQuizzes(undefined)).toEqual([]);
  });

  it('scores a response right only when it is exactly the right answers', () => {
    expect(isRightResponse({ correct: [1] }, [1])).toBe(true);
    expect(isRightResponse({ correct: [1] }, [0])).toBe(false);
    expect(isRightResponse({ correct: [0, 2] }, [2, 0])).toBe(true);
    expect(isRightResponse({ correct: [0, 2] }, [0])).toBe(false);
    expect(isRightResponse({ correct: [0, 2] }, [0, 1, 2])).toBe(false);
  });
});
