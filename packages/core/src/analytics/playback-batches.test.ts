import { describe, expect, it } from 'vitest';
import { playbackBatches, tidyRanges } from './playback-batches';
import { PLAYBACK_LIMITS, type PlaybackEvent, playbackBatchSchema, type WatchedRange } from './playback-events';

const VIEWER = '0b6f1c1e-6a0d-4a55-9d1e-2f7f3b1c9a10';

describe('tidyRanges', () => {
  it('merges overlapping and touching ranges, drops empty ones and rounds outward to tenths', () => {
    expect(
      tidyRanges([
        [10.04, 20.01],
        [0, 5],
        [19.5, 30],
        [5, 5],
        [30, 31.26],
      ]),
    ).toEqual([
      [0, 5],
      [10, 31.3],
    ]);
  });

  it('clamps positions to what the server accepts', () => {
    expect(tidyRanges([[PLAYBACK_LIMITS.maxSeconds - 1, PLAYBACK_LIMITS.maxSeconds + 50]])).toEqual([
      [PLAYBACK_LIMITS.maxSeconds - 1, PLAYBACK_LIMITS.maxSeconds],
    ]);
  });
});

describe('playbackBatches', () => {
  it('splits many ranges and many events into batches the schema accepts, keeping their order', () => {
    const ranges: WatchedRange[] = Array.from({ length: 120 }, (_, i) => [i * 10, i * 10 + 5]);
    const answers: PlaybackEvent[] = Array.from({ length: 60 }, () => ({ kind: 'quiz-answer', quizId: 'q1', answers: [0] }));
    const batches = playbackBatches(VIEWER, [{ kind: 'play' }, { kind: 'progress', ranges }, ...answers, { kind: 'ended' }]);
    for (const batch of batches) expect(playbackBatchSchema.safeParse(batch).success).toBe(true);
    const events = batches.flatMap((b) => b.events);
    expect(events.map((e) => e.kind).slice(0, 5)).toEqual(['play', 'progress', 'progress', 'progress', 'quiz-answer']);
    expect(events.filter((e) => e.kind === 'progress').flatMap((e) => (e.kind === 'progress' ? e.ranges : []))).toEqual(ranges);
    expect(events).toHaveLength(1 + 3 + 60 + 1);
    expect(batches).toHaveLength(2);
    expect(events.at(-1)).toEqual({ kind: 'ended' });
  });

  it('sends nothing for nothing', () => {
    expect(playbackBatches(VIEWER, [])).toEqual([]);
  });
});
