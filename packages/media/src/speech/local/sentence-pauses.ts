import type { PhonemeTiming, WordTiming } from '../speech-types.ts';

/** Speech as an offline engine made it: samples with word and phone timings in whole milliseconds. */
export interface TimedSpeech {
  samples: Int16Array;
  sampleRate: number;
  words: WordTiming[];
  phonemes: PhonemeTiming[];
}

/** A word that ends a sentence: `.`, `!` or `?`, perhaps inside closing quotes or brackets (as fliteChunks cuts). */
const SENTENCE_END = /[.!?]["'”’»)\]]*$/u;

/**
 * The pause between two sentences lasts at least `pauseMs` (decision 166): at a natural pace the
 * offline voices leave 0.3–0.45 s, which runs sentences together. Only a pause the voice already
 * makes after a sentence's last word is lengthened (its run of pause phones right before the next
 * word), so an abbreviation the voice reads on ("Dr. Lee") gets none. Silence is added in the
 * middle of the pause; every timing after it moves on by as much, so captions and lip-sync stay on
 * the words.
 */
export function lengthenSentencePauses(speech: TimedSpeech, pauseMs: number, isPause: (phoneme: string) => boolean): TimedSpeech {
  const { phonemes, words } = speech;
  const inserts: { atMs: number; addMs: number }[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const word = words[i] as WordTiming;
    if (!SENTENCE_END.test(word.text)) continue;
    const nextStart = (words[i + 1] as WordTiming).startMs;
    // The phone sounding just before the next word, then back over the pause phones before it.
    const last = phonemes.findIndex((p) => p.startMs < nextStart && p.endMs >= nextStart);
    if (last < 0 || !isPause((phonemes[last] as PhonemeTiming).phoneme)) continue;
    let first = last;
    while (first > 0 && isPause((phonemes[first - 1] as PhonemeTiming).phoneme) && (phonemes[first - 1] as PhonemeTiming).startMs >= word.startMs) first--;
    const startMs = (phonemes[first] as PhonemeTiming).startMs;
    const endMs = Math.min(nextStart, (phonemes[last] as PhonemeTiming).endMs);
    const addMs = Math.round(pauseMs - (endMs - startMs));
    if (addMs > 0) inserts.push({ atMs: Math.floor((startMs + endMs) / 2), addMs });
  }
  if (!inserts.length) return speech;

  const shift = (ms: number) => {
    let moved = ms;
    for (const insert of inserts) if (ms > insert.atMs) moved += insert.addMs;
    return moved;
  };
  const toSample = (ms: number) => Math.min(speech.samples.length, Math.round((ms / 1000) * speech.sampleRate));
  const added = inserts.map((insert) => Math.round((insert.addMs / 1000) * speech.sampleRate));
  const samples = new Int16Array(speech.samples.length + added.reduce((a, b) => a + b, 0));
  let from = 0;
  let to = 0;
  for (const [i, insert] of inserts.entries()) {
    const at = toSample(insert.atMs);
    samples.set(speech.samples.subarray(from, at), to);
    to += at - from + (added[i] as number);
    from = at;
  }
  samples.set(speech.samples.subarray(from), to);
  // Whole milliseconds never past the audio's end, as the engines give them.
  const endMs = Math.floor((samples.length / speech.sampleRate) * 1000);
  const moved = <T extends { startMs: number; endMs: number }>(t: T): T => ({
    ...t,
    startMs: Math.min(endMs, shift(t.startMs)),
    endMs: Math.min(endMs, shift(t.endMs)),
  });
  return { samples, sampleRate: speech.sampleRate, words: words.map(moved), phonemes: phonemes.map(moved) };
}
