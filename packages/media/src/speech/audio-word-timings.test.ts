import { describe, expect, it } from 'vitest';
import { audioPauses, wordTimingsFromAudio } from './audio-word-timings.ts';

const RATE = 16_000;

/** Speech as tone and silence: [ms of sound or silence, sounding?] in order. */
function audio(parts: [number, boolean][]): Int16Array {
  const samples = new Int16Array(parts.reduce((n, [ms]) => n + (ms * RATE) / 1000, 0));
  let at = 0;
  for (const [ms, loud] of parts) {
    const n = (ms * RATE) / 1000;
    if (loud) for (let i = 0; i < n; i++) samples[at + i] = Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / RATE));
    at += n;
  }
  return samples;
}

describe('audioPauses', () => {
  it('finds the silences between sounds, not the short closures inside them nor the edges', () => {
    const found = audioPauses(
      audio([
        [200, false],
        [500, true],
        [60, false],
        [400, true],
        [300, false],
        [500, true],
        [250, false],
      ]),
      RATE,
    );
    expect(found.speech).toEqual({ startMs: 200, endMs: 1960 });
    expect(found.pauses).toEqual([{ startMs: 1160, endMs: 1460 }]);
    expect(audioPauses(new Int16Array(RATE), RATE)).toEqual({ speech: undefined, pauses: [] });
  });
});

describe('wordTimingsFromAudio', () => {
  it('starts each sentence where its sound starts, though the voice speaks one sentence faster than another', () => {
    const text = 'Access is granted per role. Report a breach within one hour! Never send customer lists by mail.';
    // The first sentence slower than the rest, a pause after each, a long closure (150 ms) in the last one.
    const samples = audio([
      [100, false],
      [1900, true],
      [450, false],
      [1500, true],
      [500, false],
      [400, true],
      [150, false],
      [1200, true],
      [100, false],
    ]);
    const words = wordTimingsFromAudio(text, samples, RATE);
    expect(words.map((w) => w.text)).toEqual(text.split(' '));
    const start = (word: string) => words.find((w) => w.text === word)!.startMs;
    expect(start('Access')).toBe(100);
    expect(start('Report')).toBe(2450);
    expect(start('Never')).toBe(4450);
    // A short silence inside a sentence moves its words by at most a word, never a sentence's start.
    expect(start('mail.')).toBeGreaterThan(5000);
    for (const [i, w] of words.entries()) {
      expect(w.endMs).toBeGreaterThanOrEqual(w.startMs);
      if (i > 0) expect(w.startMs).toBeGreaterThanOrEqual(words[i - 1]!.endMs);
    }
    expect(words.at(-1)!.endMs).toBeLessThanOrEqual(samples.length / 16);
  });

  it('shares the whole audio out by length when it holds no sound, and gives nothing for no words', () => {
    const words = wordTimingsFromAudio('one three', new Int16Array(RATE), RATE);
    expect(words).toEqual([
      { text: 'one', startMs: 0, endMs: 400 },
      { text: 'three', startMs: 400, endMs: 1000 },
    ]);
    expect(wordTimingsFromAudio('  ', audio([[500, true]]), RATE)).toEqual([]);
  });
});
