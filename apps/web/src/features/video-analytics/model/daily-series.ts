import type { VideoAnalytics } from '@lectern/core';

export interface DayPoint {
  /** The UTC day, YYYY-MM-DD, as the API names it (decision 177). */
  day: string;
  viewers: number;
  completions: number;
}

const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Every UTC day of the period, oldest first, with its figures or zeros (decision 183). The API
 * lists only days with viewers; a quiet day must read as 0, not as a line drawn straight from one
 * busy day to the next. The period ends today, or on the last day with figures when this
 * browser's clock is behind the server's.
 */
export function dailySeries(days: VideoAnalytics['days'], period: number, now: Date): DayPoint[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  // A date-only ISO string is read as UTC midnight.
  const end = Math.max(Date.parse(utcDay(now.getTime())), ...days.map((d) => Date.parse(d.day)));
  const series: DayPoint[] = [];
  for (let i = period - 1; i >= 0; i--) {
    const day = utcDay(end - i * DAY_MS);
    const figures = byDay.get(day);
    series.push({ day, viewers: figures?.viewers ?? 0, completions: figures?.completions ?? 0 });
  }
  return series;
}
