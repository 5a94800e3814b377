/**
 * Loudness as ITU-R BS.1770-4 and EBU R 128 measure it (decision 163), for mono samples at any
 * rate: K-weighted, 400 ms blocks every 100 ms, gated at −70 LUFS and 10 LU under the mean; and
 * the true peak, found by 4× oversampling. The same figures ffmpeg's `ebur128` filter reports, so
 * a narration can be levelled before it is encoded without another ffmpeg pass.
 */

/** A biquad as [b0, b1, b2, a1, a2] (a0 = 1). */
type Biquad = readonly [number, number, number, number, number];

/**
 * The two K-weighting stages (a high shelf of +4 dB above ~1.7 kHz, then a high pass at ~38 Hz),
 * derived for `sampleRate` from their analogue prototypes (the BS.1770 48 kHz coefficients are
 * these at 48 kHz).
 */
export function kWeighting(sampleRate: number): [Biquad, Biquad] {
  if (!(sampleRate > 0)) throw new RangeError('The sample rate must be positive');
  let K = Math.tan((Math.PI * 1681.974450955533) / sampleRate);
  const Q = 0.7071752369554196;
  const Vh = 10 ** (3.999843853973347 / 20);
  const Vb = Vh ** 0.4996667741545416;
  let a0 = 1 + K / Q + K * K;
  const shelf: Biquad = [
    (Vh + (Vb * K) / Q + K * K) / a0,
    (2 * (K * K - Vh)) / a0,
    (Vh - (Vb * K) / Q + K * K) / a0,
    (2 * (K * K - 1)) / a0,
    (1 - K / Q + K * K) / a0,
  ];
  K = Math.tan((Math.PI * 38.13547087602444) / sampleRate);
  const Qh = 0.5003270373238773;
  a0 = 1 + K / Qh + K * K;
  const highPass: Biquad = [1, -2, 1, (2 * (K * K - 1)) / a0, (1 - K / Qh + K * K) / a0];
  return [shelf, highPass];
}

/** Samples as floats in [−1, 1): 16-bit PCM is divided by 32768. */
export type Samples = Float32Array | Int16Array;
const scaleOf = (samples: Samples) => (samples instanceof Int16Array ? 1 / 32768 : 1);

/** The K-weighted signal squared, summed over each 100 ms step (blocks are four steps). */
function weightedStepEnergy(samples: Samples, sampleRate: number): { steps: Float64Array; stepLength: number } {
  const [s, h] = kWeighting(sampleRate);
  const stepLength = Math.max(1, Math.round(sampleRate / 10));
  const steps = new Float64Array(Math.ceil(samples.length / stepLength));
  const scale = scaleOf(samples);
  const [sb0, sb1, sb2, sa1, sa2] = s;
  const [hb0, hb1, hb2, ha1, ha2] = h;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  let z1 = 0;
  let z2 = 0;
  for (let step = 0; step < steps.length; step++) {
    let energy = 0;
    const end = Math.min(samples.length, (step + 1) * stepLength);
    for (let i = step * stepLength; i < end; i++) {
      const x = samples[i]! * scale;
      const y = sb0 * x + sb1 * x1 + sb2 * x2 - sa1 * y1 - sa2 * y2;
      x2 = x1;
      x1 = x;
      const z = hb0 * y + hb1 * y1 + hb2 * y2 - ha1 * z1 - ha2 * z2;
      y2 = y1;
      y1 = y;
      z2 = z1;
      z1 = z;
      energy += z * z;
    }
    steps[step] = energy;
  }
  return { steps, stepLength };
}

const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;
const lufsOf = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

/**
 * Integrated loudness (LUFS) of mono samples, or -Infinity when nothing is over the absolute
 * gate (silence). A clip shorter than one 400 ms block is measured as one block.
 */
export function integratedLoudness(samples: Samples, sampleRate: number): number {
  if (!samples.length) return Number.NEGATIVE_INFINITY;
  const { steps, stepLength } = weightedStepEnergy(samples, sampleRate);
  const blocks: number[] = [];
  if (steps.length < 4) {
    blocks.push(steps.reduce((a, b) => a + b, 0) / samples.length);
  } else {
    // Only whole blocks count, as in BS.1770: the last partial step starts no block of its own.
    const whole = Math.floor(samples.length / stepLength);
    for (let b = 0; b + 4 <= whole; b++) blocks.push((steps[b]! + steps[b + 1]! + steps[b + 2]! + steps[b + 3]!) / (4 * stepLength));
  }
  const loud = blocks.filter((ms) => ms > 0 && lufsOf(ms) > ABSOLUTE_GATE_LUFS);
  if (!loud.length) return Number.NEGATIVE_INFINITY;
  const relative = lufsOf(loud.reduce((a, b) => a + b, 0) / loud.length) + RELATIVE_GATE_LU;
  const kept = loud.filter((ms) => lufsOf(ms) > relative);
  return lufsOf(kept.reduce((a, b) => a + b, 0) / kept.length);
}

/** Oversampling factor and half-length (taps each side) of the interpolator. */
const OVERSAMPLE = 4;
const HALF_TAPS = 6;

/** Windowed-sinc interpolation taps for each fractional position k/4 (k = 1..3). */
const PHASES: Float64Array[] = Array.from({ length: OVERSAMPLE - 1 }, (_, p) => {
  const frac = (p + 1) / OVERSAMPLE;
  const taps = new Float64Array(2 * HALF_TAPS);
  for (let t = 0; t < 2 * HALF_TAPS; t++) {
    const offset = t - HALF_TAPS + 1 - frac; // distance from the interpolated point to sample i - HALF_TAPS + 1 + t
    const sinc = offset === 0 ? 1 : Math.sin(Math.PI * offset) / (Math.PI * offset);
    const window = 0.5 + 0.5 * Math.cos((Math.PI * offset) / (HALF_TAPS + 1));
    taps[t] = sinc * window;
  }
  return taps;
});

/**
 * Each sample's peak as a linear amplitude: the larger of |sample| and the interpolated values
 * between it and the next sample (4× oversampling). The interpolation runs only where one of the
 * two neighbours is within 3.2 dB of `from` (a band-limited signal peaks at most 3 dB over its
 * samples between two of them: a sine at a quarter of the rate, sampled at 45°), so the
 * stretches that cannot reach `from` cost nothing.
 */
export function samplePeaks(samples: Samples, from = 0): Float32Array {
  const scale = scaleOf(samples);
  const n = samples.length;
  const peaks = new Float32Array(n);
  for (let i = 0; i < n; i++) peaks[i] = Math.abs(samples[i]! * scale);
  const threshold = from * 0.69;
  for (let i = 0; i + 1 < n; i++) {
    if (Math.max(peaks[i]!, peaks[i + 1]!) < threshold) continue;
    const first = i - HALF_TAPS + 1;
    const inside = first >= 0 && first + 2 * HALF_TAPS <= n;
    for (const taps of PHASES) {
      let sum = 0;
      if (inside) for (let t = 0; t < taps.length; t++) sum += taps[t]! * samples[first + t]!;
      else
        for (let t = 0; t < taps.length; t++) {
          const j = first + t;
          if (j >= 0 && j < n) sum += taps[t]! * samples[j]!;
        }
      const v = Math.abs(sum * scale);
      if (v > peaks[i]!) peaks[i] = v;
    }
  }
  return peaks;
}

/** True peak in dBTP (−Infinity for silence). */
export function truePeakDb(samples: Samples): number {
  let max = 0;
  for (const p of samplePeaks(samples)) if (p > max) max = p;
  return 20 * Math.log10(max);
}
