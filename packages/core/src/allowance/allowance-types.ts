/**
 * Video kinds. Spec 000 §3 spells them two ways and Lectern keeps both where the spec uses
 * them: allowance requests and API parameters say `non_avatar`, usage-log rows say `non-avatar`.
 */
export const VIDEO_TYPES = ['avatar', 'non_avatar'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
export type UsageVideoType = 'avatar' | 'non-avatar';
export type UsageAction = 'video_generation' | 'admin_adjustment';

/** The numbers of spec 000 §3 "Allowance", in minutes. */
export interface AllowanceBalance {
  avatar_total_minutes: number;
  avatar_used_minutes: number;
  avatar_remaining_minutes: number;
  non_avatar_total_minutes: number;
  non_avatar_used_minutes: number;
  non_avatar_remaining_minutes: number;
  total_remaining_minutes: number;
}

/** Spec 000 §3 "Usage log". `minutes_used` is always positive: `action` says whether minutes were spent or granted. */
export interface UsageLogEntry {
  id: string;
  user_id: string;
  project_id: string | null;
  video_id: string | null;
  render_id: string | null;
  minutes_used: number;
  video_type: UsageVideoType;
  action: UsageAction;
  description: string | null;
  created_at: string;
}

/** `GET /api/allowance`: the balance plus the derived fields of spec 000 §3. */
export interface Allowance extends AllowanceBalance {
  user_id: string;
  /** Member since (spec 000 §3). */
  created_at: string;
  updated_at: string;
  /** The last 10 usage rows, newest first (the card shows 5). */
  recentUsage: UsageLogEntry[];
  /** Minutes held by renders still running: spent once their video exists, freed if they fail or are cancelled. */
  avatar_held_minutes: number;
  non_avatar_held_minutes: number;
  videosCreated: number;
  /** Videos of projects with flow_type experimental. */
  avatarVideosCreated: number;
  nonAvatarVideosCreated: number;
}

/** Spec 001 §3 "Allowance check result", plus the numbers the dialog shows. */
export interface AllowanceCheck {
  hasEnough: boolean;
  currentAllowance: AllowanceBalance;
  message: string;
  videoType: VideoType;
  requiredMinutes: number;
  /** Remaining minutes a new video can use: remaining minus what running renders hold. */
  remainingMinutes: number;
  /** Minutes of this kind held by renders still running. */
  heldMinutes: number;
  /** Spec 000 §5: the remainder after generation would be under 2 minutes. */
  lowRemainderWarning: boolean;
}

export interface ConsumeResult {
  allowance: AllowanceBalance;
  usageLog: UsageLogEntry;
  /** True when this render had already been charged: nothing was charged again. */
  alreadyConsumed: boolean;
}

export type RequestStatus = 'pending' | 'approved' | 'denied';

/** Spec 000 §3 "Allowance request". */
export interface AllowanceRequest {
  id: string;
  user_id: string;
  video_type: VideoType;
  requested_minutes: number;
  reason: string;
  status: RequestStatus;
  admin_response: string | null;
  /** Minutes actually added on approval (the request's or the admin's custom amount). */
  granted_minutes: number | null;
  resolved_at: string | null;
  resolved_by: string | null;
  created_at: string;
  /** When the requester dismissed the outcome on the dashboard; null while unseen (or pending). */
  outcome_seen_at: string | null;
}

/** Admin listing row: the request joined with its requester (spec 000 §3). */
export interface AdminAllowanceRequest extends AllowanceRequest {
  user_email: string;
  user_name: string;
  current_allowance: AllowanceBalance;
}

/** Admin "User Management" row: balance, account and the per-user switches of user_profiles. */
export interface AdminUser extends AllowanceBalance {
  user_id: string;
  email: string;
  name: string;
  username: string | null;
  is_admin: boolean;
  member_since: string;
  updated_at: string | null;
  conversational_mode_enabled: boolean;
  has_language_conversion: boolean;
  language_conversion_quota: number;
  language_conversions_used: number;
  /** Spec 000 §2: total remaining below 1 minute. */
  needs_attention: boolean;
  /** Spec 000 §9: total remaining below 2 minutes. */
  near_limit: boolean;
}

/** Spec 000 §3 "Usage stats". */
export interface UsageStats {
  totalUsers: number;
  totalMinutesUsed: number;
  totalMinutesGranted: number;
  averageUsagePerUser: number;
  usersNearLimit: number;
}

export type Engagement = 'high' | 'moderate' | 'low';

/** Spec 000 §9 "Analytics insights". */
export interface AnalyticsInsights {
  /** used / granted, in percent to one decimal (0 when nothing was granted). */
  utilisationPercent: number;
  usageNotice: { level: 'high' | 'low'; message: string } | null;
  engagement: Engagement;
  engagementMessage: string;
  /** Share of users not near the limit, in percent. */
  userEfficiencyPercent: number;
}
