import { describe, expect, it } from 'vitest';
import { requestOutcome } from './allowance-messages';
import {
  allowanceStatusColour,
  analyticsInsights,
  hasEnoughAllowance,
  isLowAllowance,
  isNearLimit,
  lifetimeStats,
  lowRemainderAfterGeneration,
  needsAttention,
  percentUsed,
  requiredMinutes,
  toVideoType,
  unseenRequestOutcome,
  usageVideoType,
} from './allowance-rules';
import type { AllowanceBalance, UsageStats } from './allowance-types';

const balance = (avatarRemaining: number, nonAvatarRemaining: number): AllowanceBalance => ({
  avatar_total_minutes: 3,
  avatar_used_minutes: 3 - avatarRemaining,
  avatar_remaining_minutes: avatarRemaining,
  non_avatar_total_minutes: 10,
  non_avatar_used_minutes: 10 - nonAvatarRemaining,
  non_avatar_remaining_minutes: nonAvatarRemaining,
  total_remaining_minutes: avatarRemaining + nonAvatarRemaining,
});

describe('requiredMinutes (spec 001 §5)', () => {
  it('avatar: chosen duration in seconds / 60', () => {
    expect(requiredMinutes({ videoType: 'avatar', selectedDurationSeconds: 120 })).toBe(2);
    expect(requiredMinutes({ videoType: 'avatar', selectedDurationSeconds: 180, slideDurationsSeconds: [10] })).toBe(3);
  });
  it('non-avatar: selected duration, else the sum of slide durations, / 60', () => {
    expect(requiredMinutes({ videoType: 'non_avatar', selectedDurationSeconds: 300 })).toBe(5);
    expect(requiredMinutes({ videoType: 'non_avatar', slideDurationsSeconds: [30, 45, 15] })).toBe(1.5);
    expect(requiredMinutes({ videoType: 'non_avatar', selectedDurationSeconds: null, slideDurationsSeconds: [20, 30, 50] })).toBeCloseTo(100 / 60);
    expect(requiredMinutes({ videoType: 'non_avatar', slideDurationsSeconds: [30, Number.NaN, -5] })).toBe(0.5);
    expect(requiredMinutes({ videoType: 'non_avatar' })).toBe(0);
  });
});

describe('status colour (spec 000 §9)', () => {
  it('is green above 5, yellow above 2, red otherwise', () => {
    expect(allowanceStatusColour(10)).toBe('green');
    expect(allowanceStatusColour(5.01)).toBe('green');
    expect(allowanceStatusColour(5)).toBe('yellow');
    expect(allowanceStatusColour(2.01)).toBe('yellow');
    expect(allowanceStatusColour(2)).toBe('red');
    expect(allowanceStatusColour(0)).toBe('red');
  });
});

describe('limits (spec 000 §9)', () => {
  it('low allowance when either kind is below 2', () => {
    expect(isLowAllowance(balance(3, 10))).toBe(false);
    expect(isLowAllowance(balance(2, 2))).toBe(false);
    expect(isLowAllowance(balance(1.9, 10))).toBe(true);
    expect(isLowAllowance(balance(3, 1.5))).toBe(true);
  });
  it('near limit under 2 total, needs attention under 1', () => {
    expect(isNearLimit(1.99)).toBe(true);
    expect(isNearLimit(2)).toBe(false);
    expect(needsAttention(0.99)).toBe(true);
    expect(needsAttention(1)).toBe(false);
  });
  it('enough allowance when remaining covers the required minutes', () => {
    expect(hasEnoughAllowance(2, 2)).toBe(true);
    expect(hasEnoughAllowance(0.1 + 0.2, 0.3)).toBe(true);
    expect(hasEnoughAllowance(1.99, 2)).toBe(false);
  });
  it('warns when the remainder after generation is under 2 (only when allowed)', () => {
    expect(lowRemainderAfterGeneration(10, 5)).toBe(false);
    expect(lowRemainderAfterGeneration(7, 5)).toBe(false);
    expect(lowRemainderAfterGeneration(6.5, 5)).toBe(true);
    expect(lowRemainderAfterGeneration(5, 5)).toBe(true);
    expect(lowRemainderAfterGeneration(4, 5)).toBe(false);
  });
});

describe('video type spellings', () => {
  it('accepts both spellings and maps to the usage-log one', () => {
    expect(toVideoType('non-avatar')).toBe('non_avatar');
    expect(toVideoType('non_avatar')).toBe('non_avatar');
    expect(toVideoType('avatar')).toBe('avatar');
    expect(toVideoType('hologram')).toBeNull();
    expect(usageVideoType('non_avatar')).toBe('non-avatar');
  });
});

describe('lifetime stats (spec 000 §2)', () => {
  it('sums, averages per video and clamps bars', () => {
    const s = lifetimeStats({ ...balance(1, 4), videosCreated: 4 });
    expect(s).toMatchObject({ avatarUsed: 2, nonAvatarUsed: 6, totalUsed: 8, averagePerVideo: 2, nonAvatarPercentUsed: 60 });
    expect(s.avatarPercentUsed).toBeCloseTo(66.667, 2);
    expect(lifetimeStats({ ...balance(3, 10), videosCreated: 0 }).averagePerVideo).toBe(0);
    expect(percentUsed(5, 0)).toBe(100);
    expect(percentUsed(0, 0)).toBe(0);
    expect(percentUsed(12, 10)).toBe(100);
  });
});

describe('analytics insights (spec 000 §9)', () => {
  const stats = (over: Partial<UsageStats>): UsageStats => ({
    totalUsers: 10,
    totalMinutesUsed: 50,
    totalMinutesGranted: 100,
    averageUsagePerUser: 5,
    usersNearLimit: 2,
    ...over,
  });
  it('gives a high-usage notice above 80% and a low-usage notice below 30%', () => {
    expect(analyticsInsights(stats({ totalMinutesUsed: 81 })).usageNotice?.level).toBe('high');
    expect(analyticsInsights(stats({ totalMinutesUsed: 80 })).usageNotice).toBeNull();
    expect(analyticsInsights(stats({ totalMinutesUsed: 30 })).usageNotice).toBeNull();
    const low = analyticsInsights(stats({ totalMinutesUsed: 29 }));
    expect(low.usageNotice?.level).toBe('low');
    expect(low.usageNotice?.message).toContain('29%');
    expect(low.utilisationPercent).toBe(29);
  });
  it('quotes the same one-decimal figure in the notice as the tab shows', () => {
    const tiny = analyticsInsights(stats({ totalMinutesUsed: 0.13, totalMinutesGranted: 52 }));
    expect(tiny.utilisationPercent).toBe(0.3);
    expect(tiny.usageNotice?.message).toContain('only 0.3% of granted minutes');
  });
  it('rates engagement by average minutes per user', () => {
    expect(analyticsInsights(stats({ averageUsagePerUser: 5.1 })).engagement).toBe('high');
    expect(analyticsInsights(stats({ averageUsagePerUser: 5 })).engagement).toBe('moderate');
    expect(analyticsInsights(stats({ averageUsagePerUser: 2.1 })).engagement).toBe('moderate');
    expect(analyticsInsights(stats({ averageUsagePerUser: 2 })).engagement).toBe('low');
  });
  it('computes user efficiency as the share not near the limit', () => {
    expect(analyticsInsights(stats({ totalUsers: 10, usersNearLimit: 2 })).userEfficiencyPercent).toBe(80);
    expect(analyticsInsights(stats({ totalUsers: 0, usersNearLimit: 0, totalMinutesGranted: 0, totalMinutesUsed: 0 }))).toMatchObject({
      userEfficiencyPercent: 100,
      utilisationPercent: 0,
    });
  });
});

describe('request outcomes for the requester', () => {
  const base = { video_type: 'non_avatar' as const, requested_minutes: 10, granted_minutes: null, admin_response: null, outcome_seen_at: null };
  it('names the minutes added, and the amount asked when the admin granted another', () => {
    expect(requestOutcome({ ...base, status: 'approved', granted_minutes: 10 })).toEqual({
      title: 'Request Approved',
      message: '10 non-avatar minutes were added to your allowance.',
    });
    expect(requestOutcome({ ...base, status: 'approved', granted_minutes: 7.5, video_type: 'avatar' })?.message).toBe(
      '7.5 avatar minutes were added to your allowance. You asked for 10 avatar minutes.',
    );
  });
  it("gives a denial with the admin's reason, and nothing while pending", () => {
    expect(requestOutcome({ ...base, status: 'denied', admin_response: 'Budget is spent' })).toEqual({
      title: 'Request Denied',
      message: 'Your request for 10 non-avatar minutes was denied. Reason: Budget is spent',
    });
    expect(requestOutcome({ ...base, status: 'pending' })).toBeNull();
  });
  it('shows only the newest request, once resolved and not yet dismissed', () => {
    const denied = { ...base, status: 'denied' };
    expect(unseenRequestOutcome([denied, { ...base, status: 'approved' }])).toBe(denied);
    expect(unseenRequestOutcome([{ ...base, status: 'pending' }, denied])).toBeNull();
    expect(unseenRequestOutcome([{ ...denied, outcome_seen_at: '2025-05-20T10:00:00.000Z' }])).toBeNull();
    expect(unseenRequestOutcome([])).toBeNull();
  });
});
