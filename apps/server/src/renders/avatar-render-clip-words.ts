import { type CaptionWord, DEFAULT_SPEECH_RATE, estimateSpeechSeconds, QUIZ_PAUSE_MARK, QUIZ_PAUSE_SECONDS, scriptParts } from '@lectern/core';
import { estimateWordTimings } from '@lectern/media';

/** A silence in a clip's audio, in seconds from its start. */
export interface ClipSilence {
  startSeconds: number;
  endSeconds: number;
}

/** A silence this much of the quiz pause (or longer) is the pause the clip was asked for (as core `quizPause` reads words). */
export const CLIP_PAUSE_SHARE = 0.8;

/**
 * What a cloud presenter is asked to say for a script (decision 187): its spoken parts with the
 * quiz's pause mark between them (the request turns it into a silence), so a clip is the same
 * clip when the words and where it pauses are; a script without a pause is its words alone, the
 * text its clips were asked for before.
 */
export const clipScript = (script: string) => scriptParts(script).join(` ${QUIZ_PAUSE_MARK} `);

/**
 * The words of a cloud presenter's clip in time (the service reports none, decision 134): each
 * spoken part of the script spread over its share of the clip (`estimateWordTimings`), the parts
 * apart by the silences measured in the clip's audio where the quiz pauses (decision 175: where
 * a player stops is measured, not planned), so the answer is marked, and the players stop, where
 * the presenter stops speaking. Without such silences the pauses are placed where the parts'
 * lengths put them, QUIZ_PAUSE_SECONDS each.
 */
export function clipWords(script: string, seconds: number, silences: readonly ClipSilence[] = []): CaptionWord[] {
  const parts = scriptParts(script);
  if (parts.length <= 1) return estimateWordTimings(parts[0] ?? '', seconds);
  const pauses = measuredPauses(silences, parts.length - 1, seconds) ?? plannedPauses(parts, seconds);
  const words: CaptionWord[] = [];
  let from = 0;
  parts.forEach((part, i) => {
    const to = pauses[i]?.startSeconds ?? seconds;
    const startMs = Math.round(from * 1000);
    for (const word of estimateWordTimings(part, Math.max(0.001, to - from)))
      words.push({ text: word.text, startMs: word.startMs + startMs, endMs: word.endMs + startMs });
    from = pauses[i]?.endSeconds ?? seconds;
  });
  return words;
}

/** The `count` longest silences long enough to be the quiz's pauses, in time order; null when there are fewer. */
function measuredPauses(silences: readonly ClipSilence[], count: number, seconds: number): ClipSilence[] | null {
  const long = silences
    .map((s) => ({ startSeconds: Math.max(0, s.startSeconds), endSeconds: Math.min(seconds, s.endSeconds) }))
    .filter((s) => s.startSeconds > 0 && s.endSeconds < seconds && s.endSeconds - s.startSeconds >= QUIZ_PAUSE_SECONDS * CLIP_PAUSE_SHARE);
  if (long.length < count) return null;
  return long
    .sort((a, b) => b.endSeconds - b.startSeconds - (a.endSeconds - a.startSeconds))
    .slice(0, count)
    .sort((a, b) => a.startSeconds - b.startSeconds);
}

/** The pauses where the parts' estimated lengths put them, sharing the clip's speech between the parts. */
function plannedPauses(parts: readonly string[], seconds: number): ClipSilence[] {
  const estimates = parts.map((p) => estimateSpeechSeconds(p, DEFAULT_SPEECH_RATE));
  const total = estimates.reduce((a, b) => a + b, 0) || 1;
  // The pause asked for, unless the clip is too short to hold it and a second of speech a part.
  const pause = Math.max(0, Math.min(QUIZ_PAUSE_SECONDS, (seconds - parts.length) / (parts.length - 1)));
  const speech = Math.max(0, seconds - pause * (parts.length - 1));
  const pauses: ClipSilence[] = [];
  let at = 0;
  for (const estimate of estimates.slice(0, -1)) {
    at += (speech * estimate) / total;
    pauses.push({ startSeconds: at, endSeconds: at + pause });
    at += pause;
  }
  return pauses;
}
