import { VIDEO_LOUDNESS } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav } from '../wav/wav';
import { integratedLoudness, truePeakDb } from './measure-loudness';
import { limiterGains, loudnessGainDb, NARRATION_LOUDNESS, normalizeLoudness, normalizeWav, slidingMinimum } from './normalize-loudness';

const RATE = 22050;

/** A speech-like test signal: bursts of a few harmonics with sharp onsets, gaps between "words", peaks far over the loudness. */
function burstySignal(level: number, seconds: number, seed: number): Int16Array {
  const out = new Int16Array(Math.round(seconds * RATE));
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  for (let at = 0; at < out.length; ) {
    const word = Math.round((0.15 + random() * 0.35) * RATE);
    const f0 = 90 + random() * 160;
    for (let i = 0; i < word && at + i < out.length; i++) {
      const t = i / RATE;
      const envelope = Math.min(1, i / 40) * Math.exp(-3 * (i / word)) * (1 + 2 * (random() < 0.002 ? 1 : 0));
      const wave = Math.sin(2 * Math.PI * f0 * t) + 0.5 * Math.sin(2 * Math.PI * 2 * f0 * t) + 0.3 * Math.sin(2 * Math.PI * 5 * f0 * t);
      out[at + i] = Math.max(-32768, Math.min(32767, Math.round(level * 32767 * envelope * wave)));
    }
    at += word + Math.round(random() * 0.25 * RATE);
  }
  return out;
}

describe('narration levelling (decision 163)', () => {
  it.each([
    ['quiet', 0.05],
    ['ordinary', 0.3],
    ['hot', 0.6],
  ])('brings a %s narration to −16 LUFS with its true peak under the ceiling', (_, level) => {
    for (const seed of [1, 7, 42]) {
      const samples = burstySignal(level, 8, seed);
      const out = normalizeLoudness({ sampleRate: RATE, samples });
      expect(Math.abs(integratedLoudness(out.samples, RATE) - VIDEO_LOUDNESS.integratedLufs)).toBeLessThanOrEqual(0.3);
      expect(truePeakDb(out.samples)).toBeLessThanOrEqual(NARRATION_LOUDNESS.ceilingDb + 0.1);
      expect(out.samples).toHaveLength(samples.length);
    }
  });

  it('leaves silence silent and keeps the rate and length of a WAV', () => {
    const silent = encodeWav({ sampleRate: 24000, samples: new Int16Array(24000) });
    const levelled = decodeWav(normalizeWav(silent));
    expect(levelled.sampleRate).toBe(24000);
    expect(levelled.samples.every((s) => s === 0)).toBe(true);
    const speech = decodeWav(normalizeWav(encodeWav({ sampleRate: RATE, samples: burstySignal(0.2, 3, 3) })));
    expect(speech.sampleRate).toBe(RATE);
    expect(speech.samples).toHaveLength(3 * RATE);
  });

  it('raises a near-silent recording by at most the cap', () => {
    expect(loudnessGainDb(-90)).toBe(VIDEO_LOUDNESS.maxGainDb);
    expect(loudnessGainDb(-20)).toBe(4);
    expect(loudnessGainDb(Number.NEGATIVE_INFINITY)).toBe(0);
  });
});

describe('limiter', () => {
  it('never lets a peak over the ceiling, and leaves the rest at the gain', () => {
    const peaks = new Float32Array(2000).fill(0.1);
    peaks[1000] = 0.9;
    const gains = limiterGains(peaks, 2, 0.8, 48000);
    for (let i = 0; i < peaks.length; i++) expect(peaks[i]! * gains[i]!).toBeLessThanOrEqual(0.8 + 1e-6);
    expect(gains[0]).toBe(2);
    expect(gains[1000]).toBeCloseTo(0.8 / 0.9, 5);
    // The gain falls before the peak and recovers after it, without steps.
    // (5 ms look-ahead: 240 samples at 48 kHz, plus half of it for the smoothing)
    expect(gains[600]).toBe(2);
    expect(gains[700]).toBeLessThan(2);
    expect(gains[700]).toBeGreaterThan(gains[760]!);
    expect(gains[1999]).toBeGreaterThan(gains[1000]!);
  });

  it('takes the minimum over a window in one pass', () => {
    const values = Float32Array.from([5, 3, 8, 1, 9, 9, 9, 2]);
    expect(Array.from(slidingMinimum(values, 1))).toEqual([3, 3, 1, 1, 1, 9, 2, 2]);
    expect(Array.from(slidingMinimum(values, 0))).toEqual(Array.from(values));
  });
});
