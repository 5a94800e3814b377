import { describe, expect, it } from 'vitest';
import { integratedLoudness, kWeighting, truePeakDb } from './measure-loudness';

const sine = (freq: number, amplitude: number, seconds: number, rate: number, phase = 0) =>
  Float32Array.from({ length: Math.round(seconds * rate) }, (_, i) => amplitude * Math.sin((2 * Math.PI * freq * i) / rate + phase));

describe('integrated loudness (ITU-R BS.1770-4)', () => {
  it('reads a 997 Hz sine at −20 dBFS as −23 LUFS at every sample rate', () => {
    for (const rate of [16000, 22050, 24000, 44100, 48000]) {
      expect(integratedLoudness(sine(997, 0.1, 3, rate), rate)).toBeCloseTo(-23.01, 1);
    }
  });

  it('derives the standard 48 kHz K-weighting coefficients', () => {
    const [shelf, highPass] = kWeighting(48000);
    // BS.1770-4 Table 1 and 2 (b0, b1, b2, a1, a2).
    expect(shelf.map((c) => Number(c.toFixed(6)))).toEqual(
      [1.53512485958697, -2.69169618940638, 1.19839281085285, -1.69065929318241, 0.73248077421585].map((c) => Number(c.toFixed(6))),
    );
    expect(highPass[3]).toBeCloseTo(-1.99004745483398, 6);
    expect(highPass[4]).toBeCloseTo(0.99007225036621, 6);
  });

  it('gates silence and quiet stretches out', () => {
    const rate = 24000;
    const loud = sine(997, 0.1, 10, rate);
    const withSilence = new Float32Array(loud.length * 3);
    withSilence.set(loud, loud.length);
    // Blocks half over the tone's edges still count (they pass both gates): −23.1, not −23.01.
    expect(integratedLoudness(withSilence, rate)).toBeCloseTo(-23.01, 0);
    // A tone 20 dB quieter for as long as the loud one is under the relative gate.
    const mixed = new Float32Array(loud.length * 2);
    mixed.set(loud);
    mixed.set(sine(997, 0.01, 10, rate), loud.length);
    expect(integratedLoudness(mixed, rate)).toBeCloseTo(-23.01, 0);
    expect(integratedLoudness(new Float32Array(rate), rate)).toBe(Number.NEGATIVE_INFINITY);
    expect(integratedLoudness(new Float32Array(0), rate)).toBe(Number.NEGATIVE_INFINITY);
  });

  it('measures a clip shorter than one block as one block', () => {
    expect(integratedLoudness(sine(997, 0.1, 0.3, 22050), 22050)).toBeCloseTo(-23.01, 0);
  });

  it('reads 16-bit samples on the same scale as floats', () => {
    const float = sine(997, 0.25, 1, 22050);
    const pcm = Int16Array.from(float, (v) => Math.round(v * 32768));
    expect(integratedLoudness(pcm, 22050)).toBeCloseTo(integratedLoudness(float, 22050), 2);
  });
});

describe('true peak', () => {
  it('finds the peak between samples that sit under it', () => {
    // A quarter of the sample rate at 45°: every sample is at ±0.707, the wave reaches 1.
    const samples = sine(11025, 1, 0.5, 44100, Math.PI / 4);
    expect(Math.max(...samples.map(Math.abs))).toBeCloseTo(Math.SQRT1_2, 3);
    expect(truePeakDb(samples)).toBeGreaterThan(-0.3);
    expect(truePeakDb(samples)).toBeLessThan(0.3);
  });

  it('is the sample peak for a low tone, and −Infinity for silence', () => {
    expect(truePeakDb(sine(100, 0.5, 0.5, 48000))).toBeCloseTo(-6.02, 1);
    expect(truePeakDb(new Float32Array(100))).toBe(Number.NEGATIVE_INFINITY);
  });
});
