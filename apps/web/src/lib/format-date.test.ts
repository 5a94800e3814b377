import { expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

it('writes a day with the month as a word, and a time without seconds', () => {
  const when = new Date(2026, 10, 22, 14, 47, 38);
  const date = formatDate(when);
  expect(date).toMatch(/Nov/);
  expect(date).toMatch(/22/);
  expect(date).toMatch(/2026/);
  const dateTime = formatDateTime(when);
  expect(dateTime.startsWith(date)).toBe(true);
  expect(dateTime).toMatch(/47/);
  expect(dateTime).not.toMatch(/:38/);
});
