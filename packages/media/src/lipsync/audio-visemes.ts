import { frameCount, type MouthShape, minVisemeFrames, smoothVisemes, type VisemeSegment } from '@lectern/core';
import { decodeWav, type PcmAudio } from '../wav/wav.ts';

/**
 * Mouth shapes from the sound itself, for voices that report no phonemes (cloud voices): the same
 * run-length track as core `visemeTrack`, so the presenter is drawn alike whatever the voice
 * (decision 136). Per video frame: loudness decides silent / closed / talking / open, with
 * hysteresis so the mouth does not chatter at the threshold; the spectrum decides the shape:
 * hiss (energy above 2 kHz, many zero crossings) is a fricative, energy only below 1 kHz a rounded
 * vowel, a strong 1.7–3 kHz band (high second formant) the wide E, a high first formant (550–1100 Hz
 * over 250–550 Hz) the open AI.
 */

export interface AudioVisemeOptions {
  fps: number;
  /** Frames to cover; default: the audio's length. */
  durationMs?: number;
  /** Frames the mouth moves ahead of the sound (as visemeTrack). */
  leadFrames?: number;
  minFrames?: number;
}

/** Talking starts this far below the clip's loud level, and stops only further down (hysteresis). */
const SPEECH_ON_DB = -30;
const SPEECH_OFF_DB = -36;
/** Quieter than any sound this absolute level is silence, whatever the clip's own level. */
const SILENCE_FLOOR_DB = -55;
/** Voiced but this far below the loud level: a closure or a nasal murmur (m, b, n). */
const CLOSED_DB = -20;
/** Loud enough to open wide. */
const OPEN_DB = -6;

const FFT_SIZE = 512;

/** In-place radix-2 FFT (re, im of length a power of two). */
function fft(re: Float64Array, im: Float64Array) {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k++) {
        const cos = Math.cos(angle * k);
        const sin = Math.sin(angle * k);
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b]! * cos - im[b]! * sin;
        const ti = re[b]! * sin + im[b]! * cos;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
}

export interface FrameFeatures {
  /** RMS level in dB relative to full scale. */
  db: number;
  /** Zero crossings per sample, 0–1. */
  zcr: number;
  /** Shares of the 100–5000 Hz energy: below 900 Hz, 1.7–3 kHz (a front vowel's second formant), 2–5 kHz (hiss). */
  low: number;
  f2: number;
  high: number;
  /** Energy at 550–1100 Hz over 250–550 Hz: a high first formant, i.e. an open jaw. */
  openness: number;
}

/** Loudness, zero-crossing rate and band shares of each video frame's stretch of audio. */
export function frameFeatures(audio: PcmAudio, fps: number, frames: number): FrameFeatures[] {
  const { sampleRate, samples } = audio;
  const perFrame = sampleRate / fps;
  const hann = Float64Array.from({ length: FFT_SIZE }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (FFT_SIZE - 1)));
  const binHz = sampleRate / FFT_SIZE;
  const band = (power: Float64Array, fromHz: number, toHz: number) => {
    let sum = 0;
    for (let k = Math.max(1, Math.ceil(fromHz / binHz)); k <= Math.min(FFT_SIZE / 2, Math.floor(toHz / binHz)); k++) sum += power[k]!;
    return sum;
  };
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  const power = new Float64Array(FFT_SIZE / 2 + 1);
  const features: FrameFeatures[] = [];
  for (let f = 0; f < frames; f++) {
    const from = Math.round(f * perFrame);
    const to = Math.min(samples.length, Math.round((f + 1) * perFrame));
    let energy = 0;
    let crossings = 0;
    for (let i = from; i < to; i++) {
      const v = samples[i]! / 32768;
      energy += v * v;
      if (i > from && samples[i]! >= 0 !== samples[i - 1]! >= 0) crossings++;
    }
    const count = Math.max(1, to - from);
    const db = energy > 0 ? 10 * Math.log10(energy / count) : -120;
    // The spectrum of the frame's middle FFT_SIZE samples (all of them at 12.5 fps and 22 kHz is 1,764).
    const centre = Math.round((from + to) / 2);
    for (let i = 0; i < FFT_SIZE; i++) {
      const s = centre - FFT_SIZE / 2 + i;
      re[i] = s >= 0 && s < samples.length ? (samples[s]! / 32768) * hann[i]! : 0;
      im[i] = 0;
    }
    fft(re, im);
    for (let k = 0; k <= FFT_SIZE / 2; k++) power[k] = re[k]! * re[k]! + im[k]! * im[k]!;
    const total = band(power, 100, 5000) || 1e-12;
    features.push({
      db,
      zcr: crossings / count,
      low: band(power, 100, 900) / total,
      f2: band(power, 1700, 3000) / total,
      high: band(power, 2000, 5000) / total,
      openness: band(power, 550, 1100) / (band(power, 250, 550) || 1e-12),
    });
  }
  return features;
}

/** The loud level of a clip: the 90th percentile of its non-silent frames. */
function loudLevel(features: FrameFeatures[]): number {
  const levels = features
    .map((f) => f.db)
    .filter((db) => db > SILENCE_FLOOR_DB)
    .sort((a, b) => a - b);
  return levels.length ? levels[Math.floor((levels.length - 1) * 0.9)]! : 0;
}

/** One frame's shape, given whether the voice is on and the clip's loud level. */
function shapeOf(f: FrameFeatures, loud: number): MouthShape {
  const level = f.db - loud;
  if (f.high > 0.45 || (f.zcr > 0.3 && f.low < 0.3)) return level > -14 ? 'etc' : 'FV';
  if (level < CLOSED_DB) return 'MBP';
  // Energy only low down and not loud: a nasal murmur or a closing vowel, lips (nearly) together.
  if (f.low > 0.85 && f.f2 < 0.08) return level < -10 ? 'MBP' : f.openness > 0.8 ? 'O' : 'U';
  // Front vowels carry a strong second formant; only the widest of them (a very high first formant) read as AI.
  if (f.f2 >= 0.15) return f.openness > 10 && level > OPEN_DB ? 'AI' : 'E';
  // Back vowels have none: rounded, open (O) or close (U); the loudest, most open of them AI.
  if (f.f2 < 0.05) return f.openness <= 1 ? 'U' : f.openness > 10 && level > OPEN_DB ? 'AI' : 'O';
  return f.openness > 3 ? 'AI' : 'etc';
}

/**
 * The mouth track of a narration from its audio (WAV bytes or decoded PCM): one segment list
 * covering every frame, silence at rest, smoothed and leading the sound like visemeTrack.
 */
export function audioVisemeTrack(wav: Uint8Array | PcmAudio, options: AudioVisemeOptions): VisemeSegment[] {
  const { fps, leadFrames = 1 } = options;
  if (!(fps > 0)) throw new RangeError('fps must be positive');
  const audio = wav instanceof Uint8Array ? decodeWav(Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength)) : wav;
  const durationMs = options.durationMs ?? (audio.samples.length / audio.sampleRate) * 1000;
  const total = frameCount(durationMs, fps);
  const features = frameFeatures(audio, fps, total + leadFrames);
  const loud = loudLevel(features);
  let talking = false;
  const shapes: MouthShape[] = features.map((f) => {
    const level = f.db - loud;
    talking = f.db > SILENCE_FLOOR_DB && (talking ? level > SPEECH_OFF_DB : level > SPEECH_ON_DB);
    return talking ? shapeOf(f, loud) : 'rest';
  });
  const frames = Array.from({ length: total }, (_, i) => shapes[i + leadFrames] ?? 'rest');
  return smoothVisemes(frames, options.minFrames ?? minVisemeFrames(fps));
}
