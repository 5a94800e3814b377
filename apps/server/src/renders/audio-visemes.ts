import { frameCount, type MouthShape, minVisemeFrames, smoothVisemes, type VisemeSegment } from '@lectern/core';
import { decodeWav } from '@lectern/media';

/** Below this share of the narration's loudest frame a frame is silence: the mouth rests. */
const SILENCE = 0.12;
/** Zero crossings per sample above which a frame is hissing (s, f, sh, t): teeth showing, not an open mouth. */
const SIBILANT_ZCR = 0.28;

/**
 * Mouth shapes from the narration itself, for voices that report no phonemes (cloud voices, issue
 * 10): per video frame, loudness says how open the mouth is and the zero-crossing rate (a cheap
 * measure of how much high-frequency energy the sound has) tells hissing consonants from vowels.
 * Loud low-pitched frames open wide (AI), loud brighter ones spread (E), quieter voiced ones round
 * (O), hissing ones show teeth (etc), and a dip between two loud frames closes the lips (MBP).
 * Leads the audio by one frame and is smoothed like the phoneme track.
 */
export function audioVisemes(wav: Uint8Array, durationMs: number, fps: number): VisemeSegment[] {
  const total = frameCount(durationMs, fps);
  let samples: Int16Array;
  let sampleRate: number;
  try {
    ({ samples, sampleRate } = decodeWav(Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength)));
  } catch {
    return smoothVisemes(new Array<MouthShape>(total).fill('rest'), 1);
  }
  const perFrame = sampleRate / fps;
  const energy: number[] = [];
  const crossings: number[] = [];
  for (let f = 0; f < total; f++) {
    // The mouth leads the sound by a frame: frame f shows the sound of frame f + 1.
    const from = Math.floor((f + 1) * perFrame);
    const to = Math.min(samples.length, Math.floor((f + 2) * perFrame));
    let sum = 0;
    let zc = 0;
    for (let i = from; i < to; i++) {
      const s = samples[i]! / 32768;
      sum += s * s;
      if (i > from && samples[i]! >= 0 !== samples[i - 1]! >= 0) zc++;
    }
    const n = Math.max(1, to - from);
    energy.push(to > from ? Math.sqrt(sum / n) : 0);
    crossings.push(zc / n);
  }
  const loudest = Math.max(1e-6, ...energy);
  const shapes: MouthShape[] = energy.map((e, f) => {
    const level = e / loudest;
    if (level < SILENCE) return 'rest';
    if (crossings[f]! > SIBILANT_ZCR) return 'etc';
    const previous = (energy[f - 1] ?? 0) / loudest;
    const next = (energy[f + 1] ?? 0) / loudest;
    if (level < 0.3 && previous > 0.45 && next > 0.45) return 'MBP';
    if (level > 0.6) return crossings[f]! > SIBILANT_ZCR / 2 ? 'E' : 'AI';
    return level > 0.35 ? 'O' : 'U';
  });
  return smoothVisemes(shapes, minVisemeFrames(fps));
}
