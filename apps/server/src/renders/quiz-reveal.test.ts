import { QUIZ_PAUSE_SECONDS, revealedQuizSlide } from '@lectern/core';
import { silentWav } from '@lectern/media';
import { describe, expect, it } from 'vitest';
import { withQuizReveal } from './quiz-reveal';
import { speakInParts } from './speak-in-parts';

const still = (n: number) => new Uint8Array([n]);
const word = (text: string, startMs: number) => ({ text, startMs, endMs: startMs + 300 });

describe('a quiz in the video (decision 175)', () => {
  it('speaks a script in parts with the quiz pause between them, word times from the clip’s start', async () => {
    const asked: { part: string; target: number | undefined }[] = [];
    const spoken = await speakInParts('Which exit? Is it A or B? [pause] The answer is B.', 20, async (part, target) => {
      asked.push({ part, target });
      return { wav: new Uint8Array(silentWav(2)), durationSeconds: 2, words: [word(part.split(' ')[0] as string, 100)] };
    });
    expect(asked.map((a) => a.part)).toEqual(['Which exit? Is it A or B?', 'The answer is B.']);
    // The slide's seconds less the pause, shared by the parts' length.
    expect((asked[0]?.target ?? 0) + (asked[1]?.target ?? 0)).toBeCloseTo(20 - QUIZ_PAUSE_SECONDS, 5);
    expect(spoken.durationSeconds).toBe(2 + QUIZ_PAUSE_SECONDS + 2);
    expect(spoken.words).toEqual([word('Which', 100), word('The', 100 + (2 + QUIZ_PAUSE_SECONDS) * 1000)]);
    // 44-byte header + 16-bit samples of 7 s at 22,050 Hz.
    expect(spoken.wav.byteLength).toBe(44 + 7 * 22050 * 2);
    const plain = await speakInParts('No quiz here.', 10, async (part) => ({ wav: new Uint8Array(), durationSeconds: 1, words: [word(part, 0)] }));
    expect(plain.words).toEqual([word('No quiz here.', 0)]);
  });

  it('marks the right answer from the first word after the pause, never before', () => {
    const words = [word('Is', 0), word('it', 400), word('B', 800), word('The', 4500), word('answer', 4900)];
    const stills = [
      { rgba: still(1), durationSeconds: 2 },
      { rgba: still(2), durationSeconds: 6 },
    ];
    expect(withQuizReveal(stills, still(9), words)).toEqual([
      { rgba: still(1), durationSeconds: 2 },
      { rgba: still(2), durationSeconds: 2.5 },
      { rgba: still(9), durationSeconds: 3.5 },
    ]);
    // No pause heard, or no quiz: the stills as they are.
    expect(withQuizReveal(stills, still(9), words.slice(0, 3))).toEqual(stills);
    expect(withQuizReveal(stills, undefined, words)).toEqual(stills);
  });

  it('draws the revealed slide with its right answers marked', () => {
    const quiz = { question: 'Q?', answers: ['North', 'South', 'East'], correct: [1, 2], explanation: '' };
    expect(revealedQuizSlide({ keyPoints: ['A. North', 'B. South', 'C. East'], quiz }).keyPoints).toEqual([
      'A. North',
      'B. South — right answer',
      'C. East — right answer',
    ]);
    expect(revealedQuizSlide({ keyPoints: ['A point'] }).keyPoints).toEqual(['A point']);
  });
});
