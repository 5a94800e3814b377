import { describe, expect, it } from 'vitest';
import { aggregatePlayback, emptyAggregate, mergeRanges, reachedSlides, replaceViewer, sumAggregates, watchShare } from './playback-aggregate';
import type { PlaybackEvent } from './playback-events';

// A 100 s video of four slides starting at 0, 20, 50 and 80 s, with one single- and one multi-answer quiz.
const VIDEO = {
  durationSeconds: 100,
  slideStarts: [0, 20, 50, 80],
  quizzes: [
    { id: 'q1', correct: [1] },
    { id: 'q2', correct: [0, 2] },
  ],
};
const progress = (...ranges: [number, number][]): PlaybackEvent => ({ kind: 'progress', ranges });

describe('watch share from ranges', () => {
  it('counts overlapping, repeated and touching ranges once', () => {
    expect(
      mergeRanges(
        [
          [10, 30],
          [20, 40],
          [10, 30],
          [40, 45],
          [60, 70],
        ],
        100,
      ),
    ).toEqual([
      [10, 45],
      [60, 70],
    ]);
    expect(
      watchShare(
        [
          [0, 30],
          [10, 40],
          [0, 30],
        ],
        100,
      ),
    ).toBeCloseTo(0.4);
  });

  it('cuts ranges at the end of the video and drops empty ones', () => {
    expect(
      mergeRanges(
        [
          [90, 500],
          [200, 300],
          [5, 5],
        ],
        100,
      ),
    ).toEqual([[90, 100]]);
    expect(watchShare([[0, 1000]], 100)).toBe(1);
  });

  it('is nothing for a video without a known length', () => {
    expect(watchShare([[0, 10]], 0)).toBe(0);
    expect(watchShare([[0, 10]], Number.NaN)).toBe(0);
  });
});

describe('drop-off per slide', () => {
  it('reaches the slides whose span was watched, not the ones skipped', () => {
    expect(
      reachedSlides(
        [
          [0, 25],
          [81, 90],
        ],
        VIDEO,
      ),
    ).toEqual([true, true, false, true]);
  });

  it('does not reach a slide by stopping exactly at its start', () => {
    expect(reachedSlides([[0, 20]], VIDEO)).toEqual([true, false, false, false]);
  });

  it('counts the viewers who reached each slide', () => {
    const viewers = new Map<string, PlaybackEvent[]>([
      ['a', [progress([0, 100])]],
      ['b', [progress([0, 30]), progress([25, 55])]],
      ['c', [progress([0, 10])]],
    ]);
    expect(aggregatePlayback(viewers, VIDEO).slideReach).toEqual([3, 2, 2, 1]);
  });
});

describe('aggregating viewers', () => {
  it('averages the share watched and counts completion at 90 % or at the end', () => {
    const viewers = new Map<string, PlaybackEvent[]>([
      ['full', [progress([0, 50]), progress([50, 91])]],
      ['ended', [progress([0, 10]), { kind: 'ended' }]],
      ['part', [{ kind: 'play' }, progress([0, 50], [0, 50])]],
      ['silent', []],
    ]);
    const day = aggregatePlayback(viewers, VIDEO);
    expect(day.viewers).toBe(3);
    expect(day.watchShareSum).toBeCloseTo(0.91 + 0.1 + 0.5);
    expect(day.completions).toBe(2);
  });

  it("counts each viewer's first answer, judged by the video's own answers", () => {
    const viewers = new Map<string, PlaybackEvent[]>([
      [
        'right-then-wrong',
        [
          { kind: 'quiz-answer', quizId: 'q1', answers: [1] },
          { kind: 'quiz-answer', quizId: 'q1', answers: [0] },
        ],
      ],
      [
        'wrong-then-right',
        [
          { kind: 'quiz-answer', quizId: 'q1', answers: [0] },
          { kind: 'quiz-answer', quizId: 'q1', answers: [1] },
        ],
      ],
      ['all-of-several', [{ kind: 'quiz-answer', quizId: 'q2', answers: [2, 0] }]],
      ['part-of-several', [{ kind: 'quiz-answer', quizId: 'q2', answers: [0] }]],
      ['unknown-quiz', [{ kind: 'quiz-answer', quizId: 'q9', answers: [0] }, { kind: 'question' }, { kind: 'question' }]],
    ]);
    const day = aggregatePlayback(viewers, VIDEO);
    expect(day.quizzes).toEqual({ q1: { answered: 2, rightFirstTime: 1 }, q2: { answered: 2, rightFirstTime: 1 } });
    expect(day.questions).toBe(2);
  });

  it('adds days together', () => {
    const one = aggregatePlayback(new Map([['a', [progress([0, 100]), { kind: 'quiz-answer', quizId: 'q1', answers: [1] } as PlaybackEvent]]]), VIDEO);
    const two = aggregatePlayback(new Map([['b', [progress([0, 30]), { kind: 'quiz-answer', quizId: 'q1', answers: [2] } as PlaybackEvent]]]), VIDEO);
    expect(sumAggregates([one, two], 4)).toEqual({
      viewers: 2,
      watchShareSum: 1.3,
      completions: 1,
      slideReach: [2, 2, 1, 1],
      quizzes: { q1: { answered: 2, rightFirstTime: 1 } },
      questions: 0,
    });
  });
});

describe("replacing one viewer's contribution", () => {
  it('gives the same day as aggregating everyone again', () => {
    const others: [string, PlaybackEvent[]][] = [
      ['a', [progress([0, 60])]],
      ['b', [progress([0, 95]), { kind: 'quiz-answer', quizId: 'q1', answers: [1] }]],
    ];
    const earlier: PlaybackEvent[] = [progress([0, 30]), { kind: 'quiz-answer', quizId: 'q1', answers: [0] }];
    const later: PlaybackEvent[] = [...earlier, progress([25, 85]), { kind: 'quiz-answer', quizId: 'q1', answers: [1] }, { kind: 'ended' }];
    const day = aggregatePlayback(new Map([...others, ['c', earlier]]), VIDEO);
    const next = replaceViewer(day, aggregatePlayback(new Map([['c', earlier]]), VIDEO), aggregatePlayback(new Map([['c', later]]), VIDEO));
    const again = aggregatePlayback(new Map([...others, ['c', later]]), VIDEO);
    expect({ ...next, watchShareSum: 0 }).toEqual({ ...again, watchShareSum: 0 });
    expect(next.watchShareSum).toBeCloseTo(again.watchShareSum);
  });

  it('adds a new viewer to an empty day', () => {
    const after = aggregatePlayback(new Map([['n', [progress([0, 10])]]]), VIDEO);
    expect(replaceViewer(emptyAggregate(4), emptyAggregate(4), after)).toEqual(after);
  });
});
