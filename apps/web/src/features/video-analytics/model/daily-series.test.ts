import { expect, it } from 'vitest';
import { dailySeries } from './daily-series';

const day = (d: string, viewers: number, completions = 0) => ({ day: d, viewers, averageShareWatched: 0, completions, completionRate: 0, questions: 0 });

it('lists every day of the period up to today, quiet days as zeros', () => {
  const series = dailySeries([day('2026-11-25', 3, 1), day('2026-11-27', 2)], 7, new Date('2026-11-27T23:59:00Z'));
  expect(series.map((d) => d.day)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
  expect(series.map((d) => d.viewers)).toEqual([0, 0, 0, 0, 3, 0, 2]);
  expect(series.map((d) => d.completions)).toEqual([0, 0, 0, 0, 1, 0, 0]);
});

it('counts days in UTC, whatever the time of day', () => {
  expect(dailySeries([], 2, new Date('2026-03-01T00:30:00+02:00')).map((d) => d.day)).toEqual(['2026-02-27', '2026-02-28']);
});

it('ends on the last day with figures when the browser clock is behind the server', () => {
  const series = dailySeries([day('2026-11-28', 4)], 3, new Date('2026-11-27T22:00:00Z'));
  expect(series.map((d) => [d.day, d.viewers])).toEqual([
    ['2026-11-26', 0],
    ['2026-11-27', 0],
    ['2026-11-28', 4],
  ]);
});

it('crosses month and leap-day boundaries one day at a time', () => {
  const series = dailySeries([], 90, new Date('2028-03-02T12:00:00Z'));
  expect(series).toHaveLength(90);
  expect(series.at(-1)?.day).toBe('2028-03-02');
  expect(series.at(-3)?.day).toBe('2028-02-29');
  expect(new Set(series.map((d) => d.day)).size).toBe(90);
});
