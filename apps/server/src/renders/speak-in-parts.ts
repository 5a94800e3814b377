import { DEFAULT_SPEECH_RATE, estimateSpeechSeconds, QUIZ_PAUSE_SECONDS, scriptParts } from '@lectern/core';
import { concatWavs } from '@lectern/media';

interface Timed {
  text?: string;
  phoneme?: string;
  startMs: number;
  endMs: number;
}

export interface SpokenPart {
  wav: Uint8Array;
  durationSeconds: number;
  words: { text: string; startMs: number; endMs: number }[];
  phonemes?: { phoneme: string; startMs: number; endMs: number }[];
}

const shifted = <T extends Timed>(list: readonly T[], ms: number): T[] => list.map((t) => ({ ...t, startMs: t.startMs + ms, endMs: t.endMs + ms }));

/**
 * Speaks a script that pauses (a quiz's "[pause]", decision 175) in parts, with QUIZ_PAUSE_SECONDS
 * of silence between them, as one clip whose word (and phoneme) times run from its start. The
 * slide's planned seconds are shared between the parts by their length, less the pauses, so a
 * part is sped up only as the whole script would be. A script without a pause is spoken as it is.
 */
export async function speakInParts<T extends SpokenPart>(
  text: string,
  targetSeconds: number | undefined,
  speakOne: (part: string, targetSeconds: number | undefined) => Promise<T>,
): Promise<T | SpokenPart> {
  const parts = scriptParts(text);
  if (parts.length <= 1) return speakOne(parts[0] ?? text, targetSeconds);
  const estimates = parts.map((p) => estimateSpeechSeconds(p, DEFAULT_SPEECH_RATE));
  const total = estimates.reduce((a, b) => a + b, 0) || 1;
  const spokenBudget = targetSeconds === undefined ? undefined : Math.max(1, targetSeconds - QUIZ_PAUSE_SECONDS * (parts.length - 1));
  const spoken: T[] = [];
  for (const [i, part] of parts.entries())
    spoken.push(await speakOne(part, spokenBudget === undefined ? undefined : (spokenBudget * (estimates[i] as number)) / total));
  const words: SpokenPart['words'] = [];
  const phonemes: NonNullable<SpokenPart['phonemes']> = [];
  let offsetMs = 0;
  const segments = spoken.map((s, i) => {
    const seconds = s.durationSeconds + (i < spoken.length - 1 ? QUIZ_PAUSE_SECONDS : 0);
    words.push(...shifted(s.words, offsetMs));
    phonemes.push(...shifted(s.phonemes ?? [], offsetMs));
    offsetMs += Math.round(seconds * 1000);
    return { wav: Buffer.from(s.wav.buffer, s.wav.byteOffset, s.wav.byteLength), durationSeconds: seconds };
  });
  const wav = concatWavs(segments);
  return {
    wav: new Uint8Array(wav.buffer, wav.byteOffset, wav.byteLength),
    durationSeconds: segments.reduce((sum, s) => sum + s.durationSeconds, 0),
    words,
    ...(spoken.some((s) => s.phonemes) ? { phonemes } : {}),
  };
}
