import { describe, expect, it } from 'vitest';
import { formatMinuteNumber, formatMinutes, formatRequiredMinutes, minutesText, roundTo, timeAgo } from './allowance-format';
import { adminAddedNote, approvedResponse, insufficientAllowanceDetail, requestOutcome } from './allowance-messages';

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

describe('minutesText: the word agrees with the number (issue 19)', () => {
  it('says 1 minute, never 1 minutes, with or without a kind', () => {
    expect(minutesText(1)).toBe('1 minute');
    expect(minutesText(1.000_000_1)).toBe('1 minute');
    expect(minutesText(1, 'avatar')).toBe('1 avatar minute');
    expect(minutesText('1', 'non-avatar')).toBe('1 non-avatar minute');
  });
  it('is plural for every other amount, fractions and zero included', () => {
    expect(minutesText(0)).toBe('0 minutes');
    expect(minutesText(0.5)).toBe('0.5 minutes');
    expect(minutesText(1.5, 'avatar')).toBe('1.5 avatar minutes');
    expect(minutesText(10)).toBe('10 minutes');
    expect(minutesText('2.5', 'avatar')).toBe('2.5 avatar minutes');
  });
  it('is how the allowance messages count minutes', () => {
    expect(adminAddedNote(1, 'avatar')).toBe('Admin added 1 avatar minute');
    expect(approvedResponse(1, 'non_avatar')).toBe('Approved: 1 non-avatar minute added');
    expect(insufficientAllowanceDetail('avatar', 1, 0.5)).toBe('Insufficient avatar video allowance. You need 1 minute but only have 0.5 minutes remaining.');
    const approved = { status: 'approved', video_type: 'avatar', requested_minutes: 1, granted_minutes: 1, admin_response: null } as const;
    expect(requestOutcome(approved)?.message).toBe('1 avatar minute was added to your allowance.');
    expect(requestOutcome({ ...approved, granted_minutes: 3 })?.message).toBe('3 avatar minutes were added to your allowance. You asked for 1 avatar minute.');
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
