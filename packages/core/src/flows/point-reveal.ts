import { CHAT_STOP_WORDS } from '../chat/chat-stop-words';
import type { TimedWord } from './slide-continuation';
import { foldedWordsOf } from './word-stems';

/**
 * Issue 21 item 1 (decision 170): on bullet and comparison slides each point appears when the
 * narration reaches it. These rules place the points in time from the word timings every voice
 * gives; the slide renderer draws the steps and the render encodes them as still frames.
 */

/** A point appears this long before its first spoken word (at most 0.2 s early, never late). */
export const POINT_LEAD_SECONDS = 0.1;
/** A point shown on a page is on screen at least this long before the page turns. */
const MIN_POINT_SECONDS = 0.5;
/** Words a spoken window may span beyond a point's own length (narration adds "First," and the like). */
const WINDOW_SLACK = 6;

/**
 * The words that identify a point: its content words (English stop words left out), or all its
 * words when it has only stop words ("Do it now").
 */
function keyWords(point: string): string[] {
  const words = foldedWordsOf(point);
  const content = words.filter((w) => !CHAT_STOP_WORDS.has(w));
  return [...new Set(content.length ? content : words)];
}

/**
 * Two words are the same word said differently when they are equal or one is the other with an
 * ending ("lift" / "lifting", "password" / "passwords", "safety" / "safe"): four letters or more
 * in common, and at most three more in the longer one. Language-neutral on purpose: the points
 * and the script are in the video's language.
 */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4 || Math.abs(a.length - b.length) > 3) return false;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return common >= Math.max(4, shorter - 2);
}

/** How many of its key words a point needs heard in one window to be placed there. */
const needed = (keys: number) => (keys <= 2 ? 1 : 2);

/**
 * When each point appears, in seconds from the start of the slide's narration (decision 170):
 * the points are matched in order to the script, each to the window of spoken words that says
 * enough of its key words and begins with one of them; the point appears POINT_LEAD_SECONDS
 * before that first word. The matches keep the points' order and, of the orders that place the
 * most points, the earliest is taken (a recap at the end never pulls points late). A point the
 * script never says appears with the one before it (the first with the slide); when the script
 * says none of them, they appear at even shares of the slide's `seconds`.
 */
export function pointStarts(points: readonly string[], spoken: readonly TimedWord[], seconds: number): number[] {
  const n = points.length;
  if (n === 0) return [];
  const said = spoken.map((w) => ({ words: foldedWordsOf(w.text), at: w.startMs / 1000 }));
  const m = said.length;
  // hits[i][j]: point i can be placed at spoken word j (it says one of its key words and the window says enough of them).
  const hits = points.map((point) => {
    const keys = keyWords(point);
    const span = foldedWordsOf(point).length + WINDOW_SLACK;
    const row = new Array<boolean>(m).fill(false);
    if (!keys.length) return row;
    for (let j = 0; j < m; j++) {
      const first = said[j]?.words ?? [];
      if (!first.some((w) => keys.some((k) => sameWord(w, k)))) continue;
      const window = said.slice(j, j + span).flatMap((s) => s.words);
      const heard = keys.filter((k) => window.some((w) => sameWord(w, k))).length;
      row[j] = heard >= needed(keys.length);
    }
    return row;
  });
  const chosen = alignInOrder(hits, m);
  if (chosen.every((j) => j < 0)) return points.map((_, i) => round((seconds * i) / n));
  const starts: number[] = [];
  let placed = -1;
  chosen.forEach((found, i) => {
    const previous = starts.at(-1) ?? 0;
    let j = found;
    if (j >= 0) {
      // The point begins where the script starts saying it: back over its own lesser words ("Then
      // *tell your* supervisor"), never into the point before.
      const own = foldedWordsOf(points[i] as string);
      while (j - 1 > placed && found - j < own.length && (said[j - 1]?.words ?? []).some((w) => own.some((o) => sameWord(w, o)))) j--;
      placed = found;
    }
    const at = j >= 0 ? Math.max(0, (said[j]?.at ?? 0) - POINT_LEAD_SECONDS) : previous;
    starts.push(round(Math.min(Math.max(at, previous), seconds)));
  });
  return starts;
}

const round = (s: number) => Math.round(s * 1000) / 1000;

/**
 * The positions (spoken word index, or -1 when unplaced) of each point, strictly increasing:
 * the most points placed, then the earliest positions. Dynamic programming over points × words.
 */
function alignInOrder(hits: readonly boolean[][], m: number): number[] {
  type Cell = { placed: number; sum: number; at: number; from: Cell | null };
  const better = (a: Cell, b: Cell) => a.placed > b.placed || (a.placed === b.placed && a.sum < b.sum);
  const none: Cell = { placed: 0, sum: 0, at: -1, from: null };
  // best[j]: the best alignment of the points so far whose last placed word is before j.
  let best: Cell[] = new Array<Cell>(m + 1).fill(none);
  for (const row of hits) {
    const next: Cell[] = new Array<Cell>(m + 1);
    // Leaving this point unplaced keeps the alignment as it was.
    let running: Cell = { ...(best[0] as Cell), at: -1, from: best[0] as Cell };
    next[0] = running;
    for (let j = 0; j < m; j++) {
      const before = best[j] as Cell;
      const skip: Cell = { ...(best[j + 1] as Cell), at: -1, from: best[j + 1] as Cell };
      let candidate = better(skip, running) ? skip : running;
      if (row[j]) {
        const place: Cell = { placed: before.placed + 1, sum: before.sum + j, at: j, from: before };
        if (better(place, candidate)) candidate = place;
      }
      running = better(candidate, running) ? candidate : running;
      next[j + 1] = running;
    }
    best = next;
  }
  const out: number[] = [];
  for (let cell: Cell | null = best[m] as Cell; out.length < hits.length && cell; cell = cell.from) out.unshift(cell.at);
  return out;
}

/** One still of a slide in time: which page, how many of its points are shown, for how long. */
export interface RevealStep {
  page: number;
  /** Points 0 … revealed − 1 are shown (the last of them emphasised as the one being spoken). */
  revealed: number;
  durationSeconds: number;
}

/**
 * The stills of a slide whose points appear as they are spoken (decision 170), over its pages
 * (decision 165: continuation pages start at `pageStarts`, core continuationStarts). `pagePoints`
 * lists the points each page draws (a point split over two pages is on both). A point shows on
 * the page it begins on: one said before its page turns appears with the page, one said after
 * appears just before the page turns. Steps follow each other in time, on ms boundaries, and
 * add up to `seconds`.
 */
export function revealSteps(
  pagePoints: readonly (readonly number[])[],
  pageStarts: readonly number[],
  starts: readonly number[],
  seconds: number,
): RevealStep[] {
  const ms = (s: number) => Math.round(s * 1000);
  const total = ms(seconds);
  const pageStart = (p: number) => Math.min(total, ms(pageStarts[p] ?? 0));
  const pageEnd = (p: number) => (p + 1 < pagePoints.length ? pageStart(p + 1) : total);
  const firstPage = new Map<number, number>();
  pagePoints.forEach((points, p) => {
    for (const i of points) if (!firstPage.has(i)) firstPage.set(i, p);
  });
  const appear = starts.map((s, i) => {
    const p = firstPage.get(i);
    if (p === undefined) return ms(s);
    const from = pageStart(p);
    const latest = Math.max(from, pageEnd(p) - ms(Math.min(MIN_POINT_SECONDS, (pageEnd(p) - from) / 2000)));
    return Math.min(Math.max(ms(s), from), latest);
  });
  const revealedAt = (t: number) => appear.filter((a) => a <= t).length;
  const steps: RevealStep[] = [];
  pagePoints.forEach((_, p) => {
    const from = pageStart(p);
    const to = pageEnd(p);
    if (to <= from) return;
    const cuts = [...new Set(appear.filter((a) => a > from && a < to))].sort((a, b) => a - b);
    [from, ...cuts].forEach((at, k) => {
      const end = cuts[k] ?? to;
      const revealed = revealedAt(at);
      const last = steps.at(-1);
      if (last && last.page === p && last.revealed === revealed) last.durationSeconds = round(last.durationSeconds + (end - at) / 1000);
      else steps.push({ page: p, revealed, durationSeconds: (end - at) / 1000 });
    });
  });
  return steps;
}

/**
 * Which reveal states a page can show, whatever the narration's timing: from the points begun on
 * earlier pages to every point begun on it. The render draws these before the narration is made.
 */
export function revealRange(pagePoints: readonly (readonly number[])[], page: number): { from: number; to: number } {
  const begun = (upTo: number) => new Set(pagePoints.slice(0, upTo + 1).flat()).size;
  return { from: page === 0 ? 0 : begun(page - 1), to: begun(page) };
}
