import { PLAYBACK_LIMITS, type PlaybackEvent, type WatchedRange } from './playback-events';

/** What the aggregation needs to know of a video (all from the video itself, never the browser). */
export interface PlaybackVideo {
  durationSeconds: number;
  /** Each slide's start in seconds, in slide order (the video's chapters, issue 14 item 7). */
  slideStarts: number[];
  /** The video's quiz questions with their right answers (decision 175). */
  quizzes: { id: string; correct: number[] }[];
}

/** One video's figures over some viewers (a day's, or the sum of days). */
export interface PlaybackAggregate {
  /** Viewers who sent anything. */
  viewers: number;
  /** Sum of each viewer's share watched (0–1), so averages add up across days. */
  watchShareSum: number;
  completions: number;
  /** For each slide, how many viewers watched some of it. */
  slideReach: number[];
  /** Per quiz id: viewers who answered, and those whose first answer was right. */
  quizzes: Record<string, { answered: number; rightFirstTime: number }>;
  /** Questions viewers asked the assistant while watching. */
  questions: number;
}

/**
 * The watched stretches as the union of the ranges, clipped to the video: overlapping, repeated
 * and touching ranges count once, ranges past the end are cut at it, empty ones are dropped.
 */
export function mergeRanges(ranges: readonly WatchedRange[], durationSeconds: number): WatchedRange[] {
  const end = Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds : 0;
  const clipped = ranges
    .map(([from, to]): WatchedRange => [Math.max(0, Math.min(from, end)), Math.max(0, Math.min(to, end))])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  const merged: WatchedRange[] = [];
  for (const [from, to] of clipped) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** Share of the video watched (0–1): the union of the ranges over its length. */
export function watchShare(ranges: readonly WatchedRange[], durationSeconds: number): number {
  if (!(durationSeconds > 0)) return 0;
  const watched = mergeRanges(ranges, durationSeconds).reduce((sum, [from, to]) => sum + (to - from), 0);
  return Math.min(1, watched / durationSeconds);
}

/**
 * The slides a viewer reached: those with some of their span watched, a span running from the
 * slide's start to the next slide's start (the last to the end). Skipping ahead reaches the slide
 * landed on, not the ones skipped.
 */
export function reachedSlides(ranges: readonly WatchedRange[], video: Pick<PlaybackVideo, 'durationSeconds' | 'slideStarts'>): boolean[] {
  const merged = mergeRanges(ranges, video.durationSeconds);
  return video.slideStarts.map((start, i) => {
    const next = video.slideStarts.slice(i + 1).find((s) => s > start);
    const end = Math.min(next ?? video.durationSeconds, video.durationSeconds);
    return merged.some(([from, to]) => from < end && to > start);
  });
}

const sameAnswers = (given: number[], correct: number[]) => {
  const a = [...new Set(given)].sort((x, y) => x - y);
  const b = [...new Set(correct)].sort((x, y) => x - y);
  return a.length === b.length && a.every((v, i) => v === b[i]);
};

function tallyOf(aggregate: PlaybackAggregate, quizId: string) {
  const tally = aggregate.quizzes[quizId] ?? { answered: 0, rightFirstTime: 0 };
  aggregate.quizzes[quizId] = tally;
  return tally;
}

export function emptyAggregate(slides: number): PlaybackAggregate {
  return { viewers: 0, watchShareSum: 0, completions: 0, slideReach: Array.from({ length: slides }, () => 0), quizzes: {}, questions: 0 };
}

/**
 * One video's figures from its viewers' events, each viewer's in the order they happened.
 * Complete: at least 90 % watched, or the video reached its end ('ended'). A quiz counts the
 * viewer's first answer to it; ids the video does not have are ignored, and "right" is judged
 * against the video's own answers, never the browser's word.
 */
export function aggregatePlayback(byViewer: ReadonlyMap<string, readonly PlaybackEvent[]>, video: PlaybackVideo): PlaybackAggregate {
  const result = emptyAggregate(video.slideStarts.length);
  const quizzes = new Map(video.quizzes.map((q) => [q.id, q.correct]));
  for (const events of byViewer.values()) {
    if (events.length === 0) continue;
    result.viewers += 1;
    const ranges = events.flatMap((e) => (e.kind === 'progress' ? e.ranges : []));
    const share = watchShare(ranges, video.durationSeconds);
    result.watchShareSum += share;
    if (share >= PLAYBACK_LIMITS.completionShare || events.some((e) => e.kind === 'ended')) result.completions += 1;
    reachedSlides(ranges, video).forEach((reached, i) => {
      if (reached) result.slideReach[i] = (result.slideReach[i] ?? 0) + 1;
    });
    const answered = new Set<string>();
    for (const e of events) {
      if (e.kind === 'question') result.questions += 1;
      if (e.kind !== 'quiz-answer' || answered.has(e.quizId)) continue;
      const correct = quizzes.get(e.quizId);
      if (!correct) continue;
      answered.add(e.quizId);
      const tally = tallyOf(result, e.quizId);
      tally.answered += 1;
      if (sameAnswers(e.answers, correct)) tally.rightFirstTime += 1;
    }
  }
  return result;
}

function addInto(total: PlaybackAggregate, part: PlaybackAggregate, sign: 1 | -1) {
  total.viewers += sign * part.viewers;
  total.watchShareSum += sign * part.watchShareSum;
  total.completions += sign * part.completions;
  total.questions += sign * part.questions;
  part.slideReach.forEach((n, i) => {
    if (i < total.slideReach.length) total.slideReach[i] = (total.slideReach[i] ?? 0) + sign * n;
  });
  for (const [id, q] of Object.entries(part.quizzes)) {
    const tally = tallyOf(total, id);
    tally.answered += sign * q.answered;
    tally.rightFirstTime += sign * q.rightFirstTime;
  }
}

/** The sum of several aggregates (days) of one video. */
export function sumAggregates(days: readonly PlaybackAggregate[], slides: number): PlaybackAggregate {
  const total = emptyAggregate(slides);
  for (const day of days) addInto(total, day, 1);
  return total;
}

/**
 * A day's figures after one viewer's events grew: the viewer's old contribution out, the new one
 * in. Only that viewer's events are read on a write, however many others watched that day.
 */
export function replaceViewer(day: PlaybackAggregate, before: PlaybackAggregate, after: PlaybackAggregate): PlaybackAggregate {
  const next = sumAggregates([day], Math.max(day.slideReach.length, after.slideReach.length));
  addInto(next, before, -1);
  addInto(next, after, 1);
  return next;
}
