import { ALLOWANCE_THRESHOLDS, INSIGHT_THRESHOLDS } from './allowance-constants';
import { roundTo } from './allowance-format';
import type { AllowanceBalance, AnalyticsInsights, Engagement, UsageStats, UsageVideoType, VideoType } from './allowance-types';

/** Accepts either spelling of the non-avatar kind (spec 000 §3 uses both). */
export function toVideoType(value: string): VideoType | null {
  if (value === 'avatar') return 'avatar';
  if (value === 'non_avatar' || value === 'non-avatar') return 'non_avatar';
  return null;
}

/** The spelling usage-log rows use (spec 000 §3 "Usage log"). */
export const usageVideoType = (type: VideoType): UsageVideoType => (type === 'avatar' ? 'avatar' : 'non-avatar');

/** "avatar" / "non-avatar": the word used in messages. */
export const videoTypeLabel = (type: VideoType): string => (type === 'avatar' ? 'avatar' : 'non-avatar');

/** Remaining minutes of one kind. */
export const remainingOf = (allowance: AllowanceBalance, type: VideoType): number =>
  type === 'avatar' ? allowance.avatar_remaining_minutes : allowance.non_avatar_remaining_minutes;

/**
 * Spec 001 §5 "Required minutes": avatar = the chosen duration in seconds / 60; non-avatar =
 * the selected duration, or else the sum of the slide durations, / 60.
 * Allowance is charged by this figure, not by the final video length (spec 001 §4).
 */
export function requiredMinutes(input: {
  videoType: VideoType;
  /** Avatar: 60, 120 or 180 s; template flow: the chosen 1–5 minutes in seconds. */
  selectedDurationSeconds?: number | null;
  slideDurationsSeconds?: readonly number[];
}): number {
  const selected = input.selectedDurationSeconds;
  if (typeof selected === 'number' && Number.isFinite(selected) && selected > 0) return selected / 60;
  const sum = (input.slideDurationsSeconds ?? []).reduce((total, s) => total + (Number.isFinite(s) && s > 0 ? s : 0), 0);
  return sum / 60;
}

export type AllowanceStatusColour = 'green' | 'yellow' | 'red';

/** Spec 000 §9: above 5 remaining green, above 2 yellow, otherwise red. */
export function allowanceStatusColour(remainingMinutes: number): AllowanceStatusColour {
  if (remainingMinutes > ALLOWANCE_THRESHOLDS.green) return 'green';
  if (remainingMinutes > ALLOWANCE_THRESHOLDS.yellow) return 'yellow';
  return 'red';
}

/** Spec 000 §9: the dashboard banner shows when avatar or non-avatar remaining is below 2. */
export const isLowAllowance = (a: Pick<AllowanceBalance, 'avatar_remaining_minutes' | 'non_avatar_remaining_minutes'>): boolean =>
  a.avatar_remaining_minutes < ALLOWANCE_THRESHOLDS.low || a.non_avatar_remaining_minutes < ALLOWANCE_THRESHOLDS.low;

/** Spec 000 §9: admin "users near limit" means total remaining below 2. */
export const isNearLimit = (totalRemainingMinutes: number): boolean => totalRemainingMinutes < ALLOWANCE_THRESHOLDS.nearLimit;

/** Spec 000 §2/§9: "Needs Attention" below 1 minute total remaining. */
export const needsAttention = (totalRemainingMinutes: number): boolean => totalRemainingMinutes < ALLOWANCE_THRESHOLDS.needsAttention;

/** Spec 000 §5: enough allowance of the chosen kind for the required minutes. */
export const hasEnoughAllowance = (remainingMinutes: number, required: number): boolean => roundTo(remainingMinutes - required, 6) >= 0;

/**
 * Spec 000 §5: warn when the remainder after this generation would be under 2 minutes.
 * Only meaningful when the generation is allowed; an insufficient allowance blocks instead.
 */
export function lowRemainderAfterGeneration(remainingMinutes: number, required: number): boolean {
  if (!hasEnoughAllowance(remainingMinutes, required)) return false;
  return remainingMinutes - required < ALLOWANCE_THRESHOLDS.remainderWarning;
}

/** Profile "lifetime stats" (spec 000 §2). */
export function lifetimeStats(a: AllowanceBalance & { videosCreated: number }) {
  const totalUsed = a.avatar_used_minutes + a.non_avatar_used_minutes;
  return {
    avatarUsed: a.avatar_used_minutes,
    nonAvatarUsed: a.non_avatar_used_minutes,
    totalUsed,
    averagePerVideo: a.videosCreated > 0 ? totalUsed / a.videosCreated : 0,
    avatarPercentUsed: percentUsed(a.avatar_used_minutes, a.avatar_total_minutes),
    nonAvatarPercentUsed: percentUsed(a.non_avatar_used_minutes, a.non_avatar_total_minutes),
  };
}

/** Bar fill for the profile card, clamped to 0–100. */
export function percentUsed(used: number, total: number): number {
  if (!(total > 0)) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (used / total) * 100));
}

/** Spec 000 §9 "Analytics insights". */
export function analyticsInsights(stats: UsageStats): AnalyticsInsights {
  const utilisationPercent = stats.totalMinutesGranted > 0 ? (stats.totalMinutesUsed / stats.totalMinutesGranted) * 100 : 0;
  // The notice quotes the figure the tab shows beside it (one decimal), so 0.3% never reads as 0%.
  const shown = roundTo(utilisationPercent, 1);
  let usageNotice: AnalyticsInsights['usageNotice'] = null;
  if (utilisationPercent > INSIGHT_THRESHOLDS.highUtilisationPercent) {
    usageNotice = {
      level: 'high',
      message: `High usage: ${shown}% of all granted minutes are used. Consider reviewing allowances before users run out.`,
    };
  } else if (utilisationPercent < INSIGHT_THRESHOLDS.lowUtilisationPercent) {
    usageNotice = {
      level: 'low',
      message: `Low usage: only ${shown}% of granted minutes are used. Users may need help getting started.`,
    };
  }
  const avg = stats.averageUsagePerUser;
  const engagement: Engagement =
    avg > INSIGHT_THRESHOLDS.highEngagementMinutes ? 'high' : avg > INSIGHT_THRESHOLDS.moderateEngagementMinutes ? 'moderate' : 'low';
  const engagementMessage = {
    high: 'High engagement: users create videos regularly.',
    moderate: 'Moderate engagement: users create videos from time to time.',
    low: 'Low engagement: most users have created little so far.',
  }[engagement];
  const userEfficiencyPercent = stats.totalUsers > 0 ? ((stats.totalUsers - stats.usersNearLimit) / stats.totalUsers) * 100 : 100;
  // Percentages are rounded to one decimal for display; the thresholds above use exact values.
  return {
    utilisationPercent: roundTo(utilisationPercent, 1),
    usageNotice,
    engagement,
    engagementMessage,
    userEfficiencyPercent: roundTo(userEfficiencyPercent, 1),
  };
}

/**
 * The outcome the requester has not dismissed yet: their newest request, once an admin resolved
 * it. `requests` are newest first (spec 000 §7 "select own newest first"); a newer pending
 * request replaces any older outcome.
 */
export function unseenRequestOutcome<R extends { status: string; outcome_seen_at: string | null }>(requests: readonly R[]): R | null {
  const [newest] = requests;
  return newest && newest.status !== 'pending' && newest.outcome_seen_at === null ? newest : null;
}
