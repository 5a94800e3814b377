/**
 * Levels a narration to the video loudness (core VIDEO_LOUDNESS, decision 163) before it is
 * encoded: one gain from its measured integrated loudness, then a look-ahead limiter on the
 * oversampled peaks where the gain would push them over the ceiling. Each slide's narration is
 * levelled on its own, so slides cached and joined without re-encoding (decision 131) play at
 * the same loudness, and so does the whole video.
 */
import { VIDEO_LOUDNESS } from '@lectern/core';
import { decodeWav, encodeWav, type PcmAudio } from '../wav/wav.ts';
import { integratedLoudness, type Samples, samplePeaks } from './measure-loudness.ts';

export interface LoudnessTarget {
  integratedLufs: number;
  /** Ceiling for the oversampled peaks of the levelled samples (dBTP). */
  ceilingDb: number;
  maxGainDb: number;
}

/** The narration's target: the video's loudness, its ceiling lowered by the codecs' headroom. */
export const NARRATION_LOUDNESS: LoudnessTarget = {
  integratedLufs: VIDEO_LOUDNESS.integratedLufs,
  ceilingDb: VIDEO_LOUDNESS.truePeakDbtp - VIDEO_LOUDNESS.codecHeadroomDb,
  maxGainDb: VIDEO_LOUDNESS.maxGainDb,
};

/** The limiter's look-ahead (gain falls over this long before a peak) and release (rises back over it). */
const ATTACK_SECONDS = 0.005;
const RELEASE_SECONDS = 0.08;

/** The gain (dB) that brings samples measured at `lufs` to the target; 0 for silence. */
export function loudnessGainDb(lufs: number, target: LoudnessTarget = NARRATION_LOUDNESS): number {
  if (!Number.isFinite(lufs)) return 0;
  return Math.min(target.maxGainDb, target.integratedLufs - lufs);
}

/** The limiter works on blocks of this many samples (under 1 ms at 22.05 kHz and up), then interpolates. */
const LIMITER_BLOCK = 16;

/**
 * Per-sample gain (linear) that keeps `peaks × gain` at or under `ceiling`. The reduction each
 * block of samples needs is spread over the look-ahead before it (a minimum over ±window, then a
 * moving average of one window, which never exceeds the need of any block it covers), released
 * gradually, and interpolated between blocks from values that are each at most the block's need.
 */
export function limiterGains(peaks: Float32Array, gain: number, ceiling: number, sampleRate: number): Float32Array {
  const n = peaks.length;
  const gains = new Float32Array(n).fill(gain);
  const blocks = Math.ceil(n / LIMITER_BLOCK);
  const need = new Float32Array(blocks);
  let any = false;
  for (let b = 0; b < blocks; b++) {
    let max = 0;
    for (let i = b * LIMITER_BLOCK, end = Math.min(n, i + LIMITER_BLOCK); i < end; i++) if (peaks[i]! > max) max = peaks[i]!;
    const level = max * gain;
    need[b] = level > ceiling ? ceiling / level : 1;
    if (level > ceiling) any = true;
  }
  if (!any) return gains;
  const window = Math.max(1, Math.round((ATTACK_SECONDS * sampleRate) / LIMITER_BLOCK));
  const lowest = slidingMinimum(need, window);
  // Moving average over [b − half, b + half] of the ±window minimum: each term covers block b.
  const half = window >> 1;
  const envelope = new Float32Array(blocks);
  let sum = 0;
  let count = 0;
  for (let j = 0; j < Math.min(blocks, half); j++) {
    sum += lowest[j]!;
    count++;
  }
  // Release: back towards 1 at most this fast per block, never above what the average allows.
  const step = LIMITER_BLOCK / (RELEASE_SECONDS * sampleRate);
  let current = 1;
  for (let b = 0; b < blocks; b++) {
    if (b + half < blocks) {
      sum += lowest[b + half]!;
      count++;
    }
    if (b - half - 1 >= 0) {
      sum -= lowest[b - half - 1]!;
      count--;
    }
    current = Math.min(sum / count, need[b]!, current + step);
    envelope[b] = current;
  }
  // A block's samples move from its value to the next block's; both are at most this block's need.
  const at = (b: number) => envelope[Math.max(0, Math.min(blocks - 1, b))]!;
  for (let b = 0; b < blocks; b++) {
    const from = Math.min(at(b - 1), at(b), at(b + 1));
    const to = Math.min(at(b), at(b + 1), at(b + 2));
    if (from === 1 && to === 1) continue;
    for (let i = b * LIMITER_BLOCK, k = 0, end = Math.min(n, i + LIMITER_BLOCK); i < end; i++, k++) {
      gains[i] = gain * (from + ((to - from) * k) / LIMITER_BLOCK);
    }
  }
  return gains;
}

/** Each value's minimum over ±radius (a monotonic queue: linear time whatever the radius). */
export function slidingMinimum(values: Float32Array, radius: number): Float32Array {
  const n = values.length;
  const out = new Float32Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let i = 0; i < n; i++) {
    for (; next < n && next <= i + radius; next++) {
      while (tail > head && values[queue[tail - 1]!]! >= values[next]!) tail--;
      queue[tail++] = next;
    }
    while (queue[head]! < i - radius) head++;
    out[i] = values[queue[head]!]!;
  }
  return out;
}

function toFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! / 32768;
  return out;
}

/** Rounds of measuring the limited result and correcting the gain: the limiter takes off what it must. */
const ROUNDS = 3;
/** Close enough to the target to stop correcting (the tolerance is ±1 LU). */
const SETTLED_LU = 0.15;
/** The rounds raise the gain by at most this much over the first guess, */
const CORRECTION_LIMIT_DB = 3;
/**
 * each time by a little more than was missing: a higher gain sends more peaks into the limiter,
 * which takes back part of it (measured on espeak-ng and Flite voices: the second round lands
 * within 0.1 LU).
 */
const OVERSHOOT = 1.25;

/**
 * Samples (16-bit or float) levelled to the target: the measured loudness, the gain, and each
 * sample's gain. Where the limiter takes peaks down, the loudness drops (narration from espeak-ng
 * peaks about 19 dB over its loudness: −0.9 LU at −16 LUFS), so the limited result is measured
 * and the gain raised again, a few rounds at most.
 */
export function normalizeSamples(samples: Samples, sampleRate: number, target: LoudnessTarget = NARRATION_LOUDNESS) {
  // One float copy: every pass below then reads one array type.
  const x = samples instanceof Int16Array ? toFloat(samples) : samples;
  const lufs = integratedLoudness(x, sampleRate);
  // Silence (a slide without narration) stays as it is, without looking for peaks.
  if (!Number.isFinite(lufs)) return { lufs, gainDb: 0, gains: new Float32Array(x.length).fill(1) };
  let gainDb = loudnessGainDb(lufs, target);
  const ceiling = 10 ** (target.ceilingDb / 20);
  // Peaks are found once, down to where the largest gain the rounds may reach could lift them.
  const peaks = samplePeaks(x, ceiling / 10 ** ((gainDb + CORRECTION_LIMIT_DB) / 20));
  let gains: Float32Array = new Float32Array(x.length);
  const levelled = new Float32Array(x.length);
  for (let round = 0; round < ROUNDS; round++) {
    gains = limiterGains(peaks, 10 ** (gainDb / 20), ceiling, sampleRate);
    if (round === ROUNDS - 1 || !Number.isFinite(lufs) || gainDb >= target.maxGainDb) break;
    for (let i = 0; i < x.length; i++) levelled[i] = x[i]! * gains[i]!;
    const missing = target.integratedLufs - integratedLoudness(levelled, sampleRate);
    if (Math.abs(missing) <= SETTLED_LU) break;
    gainDb = Math.min(target.maxGainDb, gainDb + Math.min(CORRECTION_LIMIT_DB, missing * OVERSHOOT));
  }
  return { lufs, gainDb, gains };
}

/**
 * A narration levelled to the video loudness (16-bit mono in, 16-bit mono out, same rate and
 * length). Silence stays silence.
 */
export function normalizeLoudness(audio: PcmAudio, target: LoudnessTarget = NARRATION_LOUDNESS): PcmAudio & { lufs: number; gainDb: number } {
  const { lufs, gainDb, gains } = normalizeSamples(audio.samples, audio.sampleRate, target);
  const out = new Int16Array(audio.samples.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.max(-32768, Math.min(32767, Math.round(audio.samples[i]! * gains[i]!)));
  return { sampleRate: audio.sampleRate, samples: out, lufs, gainDb };
}

/** A WAV narration levelled to the video loudness (see normalizeLoudness); an empty or silent WAV stays as it is. */
export function normalizeWav(wav: Buffer): Buffer {
  const audio = decodeWav(wav);
  if (!audio.samples.length || audio.samples.every((s) => s === 0)) return wav;
  return encodeWav(normalizeLoudness(audio));
}
