import { describe, expect, it } from 'vitest';
import { formatMinuteNumber, formatMinutes, formatRequiredMinutes, roundTo, timeAgo } from './allowance-format';

describe('formatMinutes (spec 000 §9)', () => {
  it('shows one decimal below an hour', () => {
    expect(formatMinutes(0)).toBe('0.0m');
    expect(formatMinutes(3)).toBe('3.0m');
    expect(formatMinutes(2.5)).toBe('2.5m');
    expect(formatMinutes(1.6667)).toBe('1.7m');
    expect(formatMinutes(59.94)).toBe('59.9m');
  });
  it('shows hours and whole minutes from 60 up', () => {
    expect(formatMinutes(60)).toBe('1h 0m');
    expect(formatMinutes(90)).toBe('1h 30m');
    expect(formatMinutes(125.4)).toBe('2h 5m');
    expect(formatMinutes(119.7)).toBe('2h 0m');
  });
  it('treats non-numbers as zero', () => {
    expect(formatMinutes(Number.NaN)).toBe('0.0m');
  });
});

describe('formatRequiredMinutes (spec 001 §5)', () => {
  it('uses whole numbers with singular and plural', () => {
    expect(formatRequiredMinutes(1)).toBe('1 minute');
    expect(formatRequiredMinutes(2)).toBe('2 minutes');
    expect(formatRequiredMinutes(120 / 60)).toBe('2 minutes');
  });
  it('uses one decimal otherwise', () => {
    expect(formatRequiredMinutes(1.5)).toBe('1.5 minutes');
    expect(formatRequiredMinutes(100 / 60)).toBe('1.7 minutes');
    expect(formatRequiredMinutes(0.5)).toBe('0.5 minutes');
  });
  it('formatMinuteNumber drops a float tail from whole numbers', () => {
    expect(formatMinuteNumber(0.1 + 0.2 + 2.7)).toBe('3');
    expect(formatMinuteNumber(7.25)).toBe('7.3');
  });
});

describe('timeAgo (spec 000 §9)', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it('says Just now under 60 seconds (and for clock skew)', () => {
    expect(timeAgo(ago(0), now)).toBe('Just now');
    expect(timeAgo(ago(59), now)).toBe('Just now');
    expect(timeAgo(ago(-30), now)).toBe('Just now');
  });
  it('counts minutes, hours and days', () => {
    expect(timeAgo(ago(60), now)).toBe('1 minute ago');
    expect(timeAgo(ago(59 * 60 + 59), now)).toBe('59 minutes ago');
    expect(timeAgo(ago(3600), now)).toBe('1 hour ago');
    expect(timeAgo(ago(23 * 3600), now)).toBe('23 hours ago');
    expect(timeAgo(ago(24 * 3600), now)).toBe('1 day ago');
    expect(timeAgo(ago(29 * 86400), now).toString()).toBe('29 days ago');
  });
  it('shows the date from 30 days on', () => {
    expect(timeAgo(ago(30 * 86400).toISOString(), now)).toMatch(/^May 1[56], 2025$/);
  });
});

describe('roundTo', () => {
  it('rounds half away from zero', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(1.6666, 2)).toBe(1.67);
    expect(roundTo(-2.5, 0)).toBe(-3);
  });
});
