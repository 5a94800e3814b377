import { type AllowanceBalance, type AllowanceRequest, DEFAULT_ALLOWANCE, type UsageLogEntry } from '@lectern/core';
import { type Db, sql } from '@lectern/db';

/** Anything that runs SQL: the database or an open transaction. */
export type Executor = Pick<Db, 'execute'>;

/** numeric columns arrive as text from PostgreSQL; minutes are exact to 2 decimals. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
export const iso = (v: unknown): string => new Date(v as string | Date).toISOString();
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));

/**
 * Spec 000 §8: a missing allowance row creates the default allowances. ON CONFLICT makes two
 * first reads at once harmless.
 */
export async function ensureAllowance(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO user_allowances (user_id, avatar_total_minutes, non_avatar_total_minutes)
    VALUES (${userId}, ${DEFAULT_ALLOWANCE.avatar}, ${DEFAULT_ALLOWANCE.nonAvatar})
    ON CONFLICT (user_id) DO NOTHING`);
}

/** Minutes are stored with 2 decimals; callers' values are rounded the same way first. */
export const toStoredMinutes = (minutes: number): number => Math.round(minutes * 100) / 100;

export const BALANCE_COLUMNS = sql.raw(
  'avatar_total_minutes, avatar_used_minutes, avatar_remaining_minutes, non_avatar_total_minutes, non_avatar_used_minutes, non_avatar_remaining_minutes, total_remaining_minutes',
);

/**
 * The balance columns of a user_allowances row joined as `a`; an account that never opened its
 * allowance (no row) reads as the defaults (spec 000 §9) without the read writing rows.
 */
export const BALANCE_OR_DEFAULT_COLUMNS = sql`
  COALESCE(a.avatar_total_minutes, ${DEFAULT_ALLOWANCE.avatar}) AS avatar_total_minutes,
  COALESCE(a.avatar_used_minutes, 0) AS avatar_used_minutes,
  COALESCE(a.avatar_remaining_minutes, ${DEFAULT_ALLOWANCE.avatar}) AS avatar_remaining_minutes,
  COALESCE(a.non_avatar_total_minutes, ${DEFAULT_ALLOWANCE.nonAvatar}) AS non_avatar_total_minutes,
  COALESCE(a.non_avatar_used_minutes, 0) AS non_avatar_used_minutes,
  COALESCE(a.non_avatar_remaining_minutes, ${DEFAULT_ALLOWANCE.nonAvatar}) AS non_avatar_remaining_minutes,
  COALESCE(a.total_remaining_minutes, ${DEFAULT_ALLOWANCE.avatar + DEFAULT_ALLOWANCE.nonAvatar}) AS total_remaining_minutes`;

export type BalanceRow = Record<keyof AllowanceBalance, unknown>;

export function toBalance(r: BalanceRow): AllowanceBalance {
  return {
    avatar_total_minutes: num(r.avatar_total_minutes),
    avatar_used_minutes: num(r.avatar_used_minutes),
    avatar_remaining_minutes: num(r.avatar_remaining_minutes),
    non_avatar_total_minutes: num(r.non_avatar_total_minutes),
    non_avatar_used_minutes: num(r.non_avatar_used_minutes),
    non_avatar_remaining_minutes: num(r.non_avatar_remaining_minutes),
    total_remaining_minutes: num(r.total_remaining_minutes),
  };
}

export type UsageRow = Record<keyof UsageLogEntry, unknown>;

export function toUsageLog(r: UsageRow): UsageLogEntry {
  return {
    id: String(r.id),
    user_id: String(r.user_id),
    project_id: (r.project_id as string | null) ?? null,
    video_id: (r.video_id as string | null) ?? null,
    render_id: (r.render_id as string | null) ?? null,
    minutes_used: num(r.minutes_used),
    video_type: r.video_type as UsageLogEntry['video_type'],
    action: r.action as UsageLogEntry['action'],
    description: (r.description as string | null) ?? null,
    created_at: iso(r.created_at),
  };
}

export const USAGE_COLUMNS = sql.raw('id, user_id, project_id, video_id, render_id, minutes_used, video_type, action, description, created_at');

export type RequestRow = Record<keyof AllowanceRequest, unknown>;

export function toRequest(r: RequestRow): AllowanceRequest {
  return {
    id: String(r.id),
    user_id: String(r.user_id),
    video_type: r.video_type as AllowanceRequest['video_type'],
    requested_minutes: num(r.requested_minutes),
    reason: String(r.reason),
    status: r.status as AllowanceRequest['status'],
    admin_response: (r.admin_response as string | null) ?? null,
    granted_minutes: numOrNull(r.granted_minutes),
    resolved_at: isoOrNull(r.resolved_at),
    resolved_by: (r.resolved_by as string | null) ?? null,
    created_at: iso(r.created_at),
    outcome_seen_at: isoOrNull(r.outcome_seen_at),
  };
}

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by drizzle. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return !constraint || e.constraint === constraint || (e.message ?? '').includes(constraint);
  }
  return false;
}

/** The single row a RETURNING or aggregate statement always yields. */
export function single<T>(list: T[]): T {
  const [row] = list;
  if (row === undefined) throw new Error('expected one row');
  return row;
}
