import { encodeWav } from '../wav/wav.ts';
import type { Synthesis } from './speech-types.ts';

/**
 * Seconds of silence an offline voice gives for a text with nothing it can say (emoji, symbols,
 * letters the engine has no sounds for): a breath, never a failed narration (decision 150). A
 * render gives such a slide the length of an empty one.
 */
export const UNSPOKEN_SECONDS = 0.5;

/** Silence as a synthesis: no words, one pause phoneme covering it (`pause` is the engine's own name for silence). */
export function silentSynthesis(sampleRate: number, pause: string, seconds = UNSPOKEN_SECONDS): Synthesis {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  const durationSeconds = samples.length / sampleRate;
  return {
    wav: encodeWav({ sampleRate, samples }),
    durationSeconds,
    words: [],
    phonemes: [{ phoneme: pause, startMs: 0, endMs: Math.round(durationSeconds * 1000) }],
  };
}
