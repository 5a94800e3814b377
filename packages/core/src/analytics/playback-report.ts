import { z } from 'zod';
import type { PlaybackAggregate } from './playback-aggregate';

/** The period of an owner's analytics: the last `days` UTC days, today included (decision 177). */
export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'Choose a period of 1 to 365 days.' })
    .int({ error: 'Choose a period of 1 to 365 days.' })
    .min(1, 'Choose a period of 1 to 365 days.')
    .max(365, 'Choose a period of 1 to 365 days.')
    .default(30),
});

export interface PlaybackDay extends PlaybackAggregate {
  day: string;
}

/** One video's figures as the owner reads them (issue 22 item 2). */
export interface VideoAnalytics {
  videoId: string;
  title: string;
  shared: boolean;
  /** Share-page views counted since the video was shared (spec 000 §7). */
  views: number;
  /** Distinct viewers in the period, as far as raw events are kept. */
  uniqueViewers: number;
  /** Viewers counted once a day, over the period. */
  viewerDays: number;
  averageShareWatched: number;
  completionRate: number;
  questions: number;
  slides: { index: number; title: string; viewers: number }[];
  quizzes: { id: string; question: string; answered: number; rightFirstTime: number; shareRightFirstTime: number }[];
  days: { day: string; viewers: number; averageShareWatched: number; completions: number; completionRate: number; questions: number }[];
  /**
   * The questions viewers asked the assistant in the period, grouped by meaning (decision 182):
   * `question` is one representative wording; groups with unanswered questions come first, then
   * the most asked — a trainer's list of what to add to the materials (issue 22 item 2).
   */
  questionGroups: QuestionGroup[];
}

/** Questions of one meaning: how often asked, how often the assistant could not answer, the latest ISO time. */
export interface QuestionGroup {
  question: string;
  asked: number;
  unanswered: number;
  lastAsked: string;
}

/**
 * Playback across all users' videos for a period, for the admin dashboard (issue 22 item 2's last
 * line, decision 182): the owner's per-video figures summed, with questions from the chat's own
 * record (so made-up events cannot add unanswered questions).
 */
export interface PlaybackTotals {
  days: number;
  /** Share-page views counted in the period (one per viewer session, spec 000 §7). */
  views: number;
  /** Distinct viewer ids in the period, as far as raw events are kept. */
  uniqueViewers: number;
  viewerDays: number;
  averageShareWatched: number;
  completionRate: number;
  quizAnswers: number;
  /** Share of quiz answers right first time (0–1). */
  shareRightFirstTime: number;
  questions: number;
  unansweredQuestions: number;
}

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0);

/** Averages and rates of a sum of days; a period without viewers reads as zeros. */
export function rates(total: PlaybackAggregate) {
  return { averageShareWatched: ratio(total.watchShareSum, total.viewers), completionRate: ratio(total.completions, total.viewers) };
}

/** Right first time as a share of those who answered. */
export const shareRightFirstTime = (q: { answered: number; rightFirstTime: number }) => ratio(q.rightFirstTime, q.answered);

const CSV_HEADER = ['date', 'video', 'viewers', 'average_share_watched', 'completions', 'completion_rate', 'questions'];

/**
 * A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is neutralised
 * so a spreadsheet never runs a video title as a formula.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The owner's download (issue 22 item 3): a row per video and day, oldest first. */
export function analyticsCsv(videos: readonly VideoAnalytics[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const video of videos)
    for (const d of video.days)
      lines.push([d.day, video.title, d.viewers, d.averageShareWatched, d.completions, d.completionRate, d.questions].map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
