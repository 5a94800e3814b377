import { describe, expect, it } from 'vitest';
import { PLAYBACK_LIMITS, playbackBatchSchema } from './playback-events';

const viewerId = 'b3f1c2d4e5f60718293a';

describe('playback batches', () => {
  it('accepts each kind of event', () => {
    const parsed = playbackBatchSchema.safeParse({
      viewerId,
      events: [
        { kind: 'play' },
        { kind: 'progress', ranges: [[0, 12.5]], slideIndex: 1 },
        { kind: 'quiz-answer', quizId: 'q1', answers: [2] },
        { kind: 'question' },
        { kind: 'ended' },
      ],
    });
    expect(parsed.success).toBe(true);
  });

  it.each([
    ['a short viewer id', { viewerId: 'abc', events: [{ kind: 'play' }] }],
    ['a viewer id with other characters', { viewerId: 'ab cd/ef.gh:ij+kl=mn', events: [{ kind: 'play' }] }],
    ['no events', { viewerId, events: [] }],
    ['an unknown kind', { viewerId, events: [{ kind: 'like' }] }],
    ['a range ending before it starts', { viewerId, events: [{ kind: 'progress', ranges: [[30, 10]] }] }],
    ['a negative position', { viewerId, events: [{ kind: 'progress', ranges: [[-5, 10]] }] }],
    ['a position beyond a day', { viewerId, events: [{ kind: 'progress', ranges: [[0, PLAYBACK_LIMITS.maxSeconds + 1]] }] }],
    ['an answer beyond the fifth', { viewerId, events: [{ kind: 'quiz-answer', quizId: 'q1', answers: [5] }] }],
    ['a malformed quiz id', { viewerId, events: [{ kind: 'quiz-answer', quizId: 'slide-1', answers: [0] }] }],
    ['too many events', { viewerId, events: Array.from({ length: PLAYBACK_LIMITS.eventsPerBatch + 1 }, () => ({ kind: 'play' })) }],
    ['too many ranges', { viewerId, events: [{ kind: 'progress', ranges: Array.from({ length: PLAYBACK_LIMITS.rangesPerEvent + 1 }, () => [0, 1]) }] }],
  ])('refuses %s', (_, batch) => {
    expect(playbackBatchSchema.safeParse(batch).success).toBe(false);
  });
});
