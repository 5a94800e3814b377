import type { WordTiming } from './speech-types.ts';

/** Loudness is judged over frames this long. */
const FRAME_MS = 10;
/** A frame this far below the loudest is silence (speech's quiet consonants stay above it). */
const SILENCE_BELOW_PEAK_DB = 40;
/** Silence shorter than this is a stop consonant's closure, not a pause between words. */
const MIN_PAUSE_MS = 120;
/** A pause is kept for a word boundary only when the words before it are expected within this share of the time spoken since the last one (or 250 ms). */
const MATCH_TOLERANCE = 0.35;
/**
 * Voices pause after punctuation: among the boundaries near enough to a pause, a sentence's end is
 * taken first (a voice nearly always pauses there), then a clause's, then the nearest. A voice's
 * pace drifts by a word or two over a phrase, so nearness alone picks the wrong word as often as not.
 */
/** How long a word takes to say, relatively: its letters and digits, and one for the word itself. */
const weightOf = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '').length + 1;

const boundaryTier = (word: string) => (/[.!?]["'”’»)\]]*$/u.test(word) ? 0 : /[;:,]["'”’»)\]]*$/u.test(word) ? 1 : 2);

interface Span {
  startMs: number;
  endMs: number;
}

/** Where the audio is silent: runs of quiet frames of at least MIN_PAUSE_MS, and where speech starts and ends. */
export function audioPauses(samples: Int16Array, sampleRate: number): { speech: Span | undefined; pauses: Span[] } {
  const frame = Math.max(1, Math.round((sampleRate * FRAME_MS) / 1000));
  const levels: number[] = [];
  for (let at = 0; at < samples.length; at += frame) {
    let sum = 0;
    const end = Math.min(samples.length, at + frame);
    for (let i = at; i < end; i++) sum += (samples[i] as number) ** 2;
    levels.push(Math.sqrt(sum / (end - at)));
  }
  const peak = Math.max(0, ...levels);
  if (peak === 0) return { speech: undefined, pauses: [] };
  const threshold = peak * 10 ** (-SILENCE_BELOW_PEAK_DB / 20);
  const loud = levels.map((level) => level > threshold);
  const first = loud.indexOf(true);
  const last = loud.lastIndexOf(true);
  const toMs = (index: number) => Math.min(Math.floor((samples.length / sampleRate) * 1000), index * FRAME_MS);
  const pauses: Span[] = [];
  let quietFrom = -1;
  for (let i = first; i <= last; i++) {
    if (!loud[i] && quietFrom < 0) quietFrom = i;
    if (loud[i] && quietFrom >= 0) {
      if ((i - quietFrom) * FRAME_MS >= MIN_PAUSE_MS) pauses.push({ startMs: toMs(quietFrom), endMs: toMs(i) });
      quietFrom = -1;
    }
  }
  return { speech: { startMs: toMs(first), endMs: toMs(last + 1) }, pauses };
}

/** Words spread over a span of speech by their weights. */
function spread(words: string[], span: Span, out: WordTiming[]) {
  const total = words.reduce((sum, w) => sum + weightOf(w), 0);
  let at = span.startMs;
  for (const text of words) {
    const startMs = Math.round(at);
    at += (weightOf(text) / total) * (span.endMs - span.startMs);
    out.push({ text, startMs, endMs: Math.round(at) });
  }
}

/**
 * Word timings for a voice that returns audio only (decision 167): the pauses heard in the audio
 * are matched, in order, to the word boundaries the words' lengths predict for them, preferring a
 * boundary after punctuation, where voices pause; a pause no boundary is near (a long closure inside
 * a word) is passed over. Between two matched pauses the words share the speech by their lengths.
 * Each matched pause thus re-anchors the words on the audio, so captions and the points appearing
 * as they are spoken drift by at most a phrase rather than across a whole slide.
 */
export function wordTimingsFromAudio(text: string, samples: Int16Array, sampleRate: number): WordTiming[] {
  const words = text.split(/\s+/).filter(Boolean);
  const durationMs = Math.floor((samples.length / sampleRate) * 1000);
  if (!words.length || durationMs <= 0) return [];
  const { speech, pauses } = audioPauses(samples, sampleRate);
  if (!speech) {
    const out: WordTiming[] = [];
    spread(words, { startMs: 0, endMs: durationMs }, out);
    return out;
  }
  const pausedMs = pauses.reduce((sum, p) => sum + p.endMs - p.startMs, 0);
  const totalWeight = words.reduce((sum, w) => sum + weightOf(w), 0);
  const msPerWeight = Math.max(1, speech.endMs - speech.startMs - pausedMs) / totalWeight;

  const out: WordTiming[] = [];
  let anchor = 0;
  let from = speech.startMs;
  let skippedMs = 0;
  for (const pause of pauses) {
    const spoken = pause.startMs - from - skippedMs;
    const tolerance = Math.max(250, spoken * MATCH_TOLERANCE);
    let best = -1;
    let bestRank = Number.POSITIVE_INFINITY;
    let weight = 0;
    // A boundary after word i - 1, leaving at least one word for the speech after the pause.
    for (let i = anchor + 1; i < words.length; i++) {
      weight += weightOf(words[i - 1] as string);
      const miss = Math.abs(weight * msPerWeight - spoken);
      if (weight * msPerWeight > spoken + tolerance) break;
      if (miss > tolerance) continue;
      const rank = boundaryTier(words[i - 1] as string) * 1e9 + miss;
      if (rank < bestRank) {
        bestRank = rank;
        best = i;
      }
    }
    if (best < 0) {
      skippedMs += pause.endMs - pause.startMs;
      continue;
    }
    spread(words.slice(anchor, best), { startMs: from, endMs: pause.startMs }, out);
    anchor = best;
    from = pause.endMs;
    skippedMs = 0;
  }
  spread(words.slice(anchor), { startMs: from, endMs: Math.max(from, speech.endMs) }, out);
  // Whole milliseconds, in order, within the audio.
  let previous = 0;
  return out.map((w) => {
    const startMs = Math.min(durationMs, Math.max(previous, w.startMs));
    const endMs = Math.min(durationMs, Math.max(startMs, w.endMs));
    previous = endMs;
    return { text: w.text, startMs, endMs };
  });
}
