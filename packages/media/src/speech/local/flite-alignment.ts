import type { PhonemeTiming, WordTiming } from '../speech-types.ts';

/**
 * Flite's name for silence. Flite prints ARPAbet in lower case (`hh ax l ow`); phones are kept in
 * ARPAbet's usual upper case (`HH AX L OW`, as the CMU dictionary writes them), which the lip sync
 * reads (packages/core visemes).
 */
export const FLITE_PAUSE = 'PAU';

/** The words a caption shows: whitespace-separated tokens with a letter or digit (as for eSpeak). */
export const spokenTokens = (text: string): string[] => (text.match(/\S+/g) ?? []).filter((t) => /[\p{L}\p{N}]/u.test(t));

/**
 * Phone timings from Flite's `-psdur` output: one line per utterance of `phone:end` pairs, end in
 * seconds from the utterance's start. Flite writes the utterances one after the other into the WAV,
 * so each line is offset by where the previous one ended.
 */
export function phonesFromSegments(output: string, durationMs: number): PhonemeTiming[] {
  const phones: PhonemeTiming[] = [];
  let offsetMs = 0;
  for (const line of output.split('\n')) {
    let startMs = offsetMs;
    for (const pair of line.trim().split(/\s+/)) {
      const match = /^([a-z]+[0-2]?):(\d+(?:\.\d+)?)$/.exec(pair);
      if (!match) continue;
      const endMs = Math.min(durationMs, Math.max(startMs, offsetMs + Math.round(Number(match[2]) * 1000)));
      if (endMs > startMs) phones.push({ phoneme: (match[1] as string).toUpperCase(), startMs, endMs });
      startMs = endMs;
    }
    offsetMs = startMs;
  }
  return phones;
}

/** Each word's phones from Flite's `-ps` output for the words spoken one per utterance; undefined when the lines do not match the words. */
export function phonesPerWord(output: string, wordCount: number): string[][] | undefined {
  const lines = output.split('\n').filter((line) => line.trim());
  if (lines.length !== wordCount) return undefined;
  return lines.map((line) =>
    line
      .trim()
      .toUpperCase()
      .split(/\s+/)
      .filter((p) => p !== FLITE_PAUSE),
  );
}

/** Beyond this many cells the alignment would cost more than the synthesis: share phones by letters instead. */
const MAX_ALIGNMENT_CELLS = 25_000_000;

/**
 * Which word each spoken phone belongs to. The phones of the words said alone are aligned with the
 * phones of the running speech by edit distance (Levenshtein), which absorbs what context changes
 * ("the" → dh iy before a vowel, "Dr." read as "doctor" rather than "drive"); a phone the words
 * alone did not have joins the word before it. Without usable per-word phones, phones are shared
 * out in proportion to each word's letters.
 */
export function phoneOwners(spoken: string[], wordPhones: string[][] | undefined, words: string[]): number[] {
  const lexical = wordPhones?.flatMap((phones, word) => phones.map((phone) => ({ phone, word }))) ?? [];
  const n = lexical.length;
  const m = spoken.length;
  if (!m || !words.length) return spoken.map(() => 0);
  if (!n || (n + 1) * (m + 1) > MAX_ALIGNMENT_CELLS) return proportionalOwners(m, words);
  // Backtrace: 0 = match/substitute, 1 = lexical phone not spoken, 2 = spoken phone not in the lexicon.
  const moves = new Uint8Array((n + 1) * (m + 1));
  let previous = new Int32Array(m + 1).map((_, j) => j);
  for (let j = 1; j <= m; j++) moves[j] = 2;
  for (let i = 1; i <= n; i++) {
    const current = new Int32Array(m + 1);
    current[0] = i;
    moves[i * (m + 1)] = 1;
    const phone = lexical[i - 1]?.phone;
    for (let j = 1; j <= m; j++) {
      const diagonal = (previous[j - 1] as number) + (phone === spoken[j - 1] ? 0 : 1);
      const up = (previous[j] as number) + 1;
      const left = (current[j - 1] as number) + 1;
      let best = diagonal;
      let move = 0;
      if (up < best) {
        best = up;
        move = 1;
      }
      if (left < best) {
        best = left;
        move = 2;
      }
      current[j] = best;
      moves[i * (m + 1) + j] = move;
    }
    previous = current;
  }
  const owners = new Array<number>(m).fill(-1);
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const move = moves[i * (m + 1) + j];
    if (move === 0 && i > 0 && j > 0) {
      owners[j - 1] = lexical[i - 1]?.word ?? 0;
      i--;
      j--;
    } else if (move === 1 && i > 0) i--;
    else j--;
  }
  let last = owners.find((o) => o >= 0) ?? 0;
  return owners.map((o) => {
    last = o >= 0 ? Math.max(o, last) : last;
    return last;
  });
}

function proportionalOwners(phoneCount: number, words: string[]): number[] {
  const weights = words.map((w) => Math.max(1, w.replace(/[^\p{L}\p{N}]/gu, '').length));
  const total = weights.reduce((a, b) => a + b, 0);
  const ends: number[] = [];
  let sum = 0;
  for (const w of weights) {
    sum += w;
    ends.push(sum / total);
  }
  return Array.from({ length: phoneCount }, (_, j) => {
    const at = (j + 0.5) / phoneCount;
    const word = ends.findIndex((end) => at <= end);
    return word < 0 ? words.length - 1 : word;
  });
}

/**
 * Word timings from the timed phones: a word runs from its first phone's start to its last phone's
 * end; a word with no phone of its own (nothing to say, or absorbed by its neighbour) sits at the
 * previous word's end. Starts never go backwards.
 */
export function wordTimingsFromPhones(words: string[], phones: PhonemeTiming[], wordPhones: string[][] | undefined): WordTiming[] {
  const voiced = phones.filter((p) => p.phoneme !== FLITE_PAUSE);
  const owners = phoneOwners(
    voiced.map((p) => p.phoneme),
    wordPhones,
    words,
  );
  const spans = words.map(() => ({ startMs: -1, endMs: -1 }));
  voiced.forEach((phone, j) => {
    const span = spans[owners[j] ?? 0];
    if (!span) return;
    if (span.startMs < 0) span.startMs = phone.startMs;
    span.endMs = phone.endMs;
  });
  let previousEnd = 0;
  let previousStart = 0;
  return words.map((text, w) => {
    const span = spans[w] as { startMs: number; endMs: number };
    const startMs = span.startMs < 0 ? previousEnd : Math.max(span.startMs, previousStart);
    const endMs = Math.max(startMs, span.endMs < 0 ? startMs : span.endMs);
    previousStart = startMs;
    previousEnd = endMs;
    return { text, startMs, endMs };
  });
}
