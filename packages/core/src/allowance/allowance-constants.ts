/** Spec 000 §9 / 001 §9: a new user starts with 3 avatar and 10 non-avatar minutes, used 0. */
export const DEFAULT_ALLOWANCE = { avatar: 3, nonAvatar: 10 } as const;

/** Spec 000 §2 "Request More Time" and §9: 1 to 60 minutes, default 5, hints 5, 10, 15. */
export const REQUEST_MINUTES = { min: 1, max: 60, default: 5, hints: [5, 10, 15] } as const;

/** Longest reason kept for a request, a denial or an admin grant (the text areas stop typing here too). */
export const REASON_MAX_LENGTH = 2000;

/** Spec 000 §2: the request dialog promises a response within this many hours. */
export const REQUEST_REVIEW_HOURS = 24;

/** Spec 000 §9 refresh timings. */
export const PENDING_REQUEST_CACHE_MS = 30_000;
export const ADMIN_PENDING_COUNT_REFRESH_MS = 30_000;
export const ALLOWANCE_REFETCH_THROTTLE_MS = 30_000;

/** Spec 000 §3/§9: 10 usage rows are read, 5 are shown on the profile card. */
export const RECENT_USAGE_READ = 10;
export const RECENT_USAGE_SHOWN = 5;

/** Spec 000 §9 / 001 §9 thresholds, in minutes. */
export const ALLOWANCE_THRESHOLDS = {
  /** Dashboard banner: either kind below this. */
  low: 2,
  /** Admin "users near limit": total remaining below this. */
  nearLimit: 2,
  /** Admin "Needs Attention" label: total remaining below this. */
  needsAttention: 1,
  /** Generation dialog warning: remainder after generation below this. */
  remainderWarning: 2,
  /** Status colour: above this is green. */
  green: 5,
  /** Status colour: above this (and not green) is yellow, otherwise red. */
  yellow: 2,
} as const;

/** Spec 000 §9 analytics insight thresholds. */
export const INSIGHT_THRESHOLDS = {
  highUtilisationPercent: 80,
  lowUtilisationPercent: 30,
  highEngagementMinutes: 5,
  moderateEngagementMinutes: 2,
} as const;

/** Largest single admin grant; keeps typos (an extra zero or three) from minting years of video. */
export const ADMIN_MAX_GRANT_MINUTES = 10_000;
