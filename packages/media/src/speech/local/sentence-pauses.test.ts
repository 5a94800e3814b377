import { describe, expect, it } from 'vitest';
import { lengthenSentencePauses, type TimedSpeech } from './sentence-pauses.ts';

const isPause = (p: string) => p === 'PAU';
const RATE = 1000; // one sample a millisecond keeps the arithmetic readable

/** Words back to back with `gapMs` of PAU after each, sound samples 1 and silence 0. */
function speech(words: string[], gapMs: number, wordMs = 300): TimedSpeech {
  const timings = [];
  const phonemes = [];
  let at = 0;
  for (const text of words) {
    timings.push({ text, startMs: at, endMs: at + wordMs });
    phonemes.push({ phoneme: 'AA', startMs: at, endMs: at + wordMs });
    phonemes.push({ phoneme: 'PAU', startMs: at + wordMs, endMs: at + wordMs + gapMs });
    at += wordMs + gapMs;
  }
  const samples = new Int16Array(at);
  for (const p of phonemes) if (!isPause(p.phoneme)) samples.fill(1, p.startMs, p.endMs);
  return { samples, sampleRate: RATE, words: timings, phonemes };
}

describe('lengthenSentencePauses', () => {
  it('lengthens a short pause after a sentence to the least pause, and moves everything after it', () => {
    const made = lengthenSentencePauses(speech(['One.', 'Two', 'three!', 'Four?'], 100), 500, isPause);
    // Two sentence ends inside the text get 400 ms more each; the last word's pause is the text's end.
    expect(made.samples.length).toBe(4 * 400 + 800);
    expect(made.words.map((w) => [w.text, w.startMs, w.endMs])).toEqual([
      ['One.', 0, 300],
      ['Two', 800, 1100],
      ['three!', 1200, 1500],
      ['Four?', 2000, 2300],
    ]);
    // The silence is in the audio where the timings say, and the phones stay contiguous.
    expect([...made.samples.subarray(300, 800)].every((s) => s === 0)).toBe(true);
    expect([...made.samples.subarray(800, 1100)].every((s) => s === 1)).toBe(true);
    for (const [i, p] of made.phonemes.entries()) if (i > 0) expect(p.startMs).toBe(made.phonemes[i - 1]!.endMs);
    expect(made.phonemes.at(-1)!.endMs).toBe(made.samples.length);
  });

  it('keeps a pause already long enough, a pause between words of one sentence, and a full stop the voice reads on', () => {
    const long = speech(['One.', 'Two.'], 600);
    expect(lengthenSentencePauses(long, 500, isPause)).toBe(long);
    const within = speech(['One,', 'two', 'three'], 100);
    expect(lengthenSentencePauses(within, 500, isPause)).toBe(within);
    // "Dr. Lee": no pause phone between the words, so none is made.
    const abbreviation: TimedSpeech = {
      samples: new Int16Array(600).fill(1),
      sampleRate: RATE,
      words: [
        { text: 'Dr.', startMs: 0, endMs: 300 },
        { text: 'Lee', startMs: 300, endMs: 600 },
      ],
      phonemes: [
        { phoneme: 'D', startMs: 0, endMs: 300 },
        { phoneme: 'L', startMs: 300, endMs: 600 },
      ],
    };
    expect(lengthenSentencePauses(abbreviation, 500, isPause)).toBe(abbreviation);
  });

  it('counts a run of pause phones as one pause, with closing quotes after the full stop', () => {
    // Two pause phones of 150 ms each between the sentences (as Flite ends one utterance and starts the next).
    const split: TimedSpeech = {
      samples: new Int16Array(900),
      sampleRate: RATE,
      words: [
        { text: '"Stop."', startMs: 0, endMs: 300 },
        { text: 'Go.', startMs: 600, endMs: 900 },
      ],
      phonemes: [
        { phoneme: 'S', startMs: 0, endMs: 300 },
        { phoneme: 'PAU', startMs: 300, endMs: 450 },
        { phoneme: 'PAU', startMs: 450, endMs: 600 },
        { phoneme: 'G', startMs: 600, endMs: 900 },
      ],
    };
    const made = lengthenSentencePauses(split, 500, isPause);
    expect(made.samples.length).toBe(1100);
    expect(made.words[1]).toEqual({ text: 'Go.', startMs: 800, endMs: 1100 });
    expect(made.phonemes.map((p) => [p.phoneme, p.startMs, p.endMs])).toEqual([
      ['S', 0, 300],
      ['PAU', 300, 450],
      ['PAU', 450, 800],
      ['G', 800, 1100],
    ]);
  });
});
