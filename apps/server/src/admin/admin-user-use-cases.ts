import {
  type AdminUser,
  ALLOWANCE_FAILURES,
  ALLOWANCE_MESSAGES,
  ALLOWANCE_THRESHOLDS,
  isNearLimit,
  LANGUAGE_CONVERSION_QUOTA_DEFAULT,
  needsAttention,
  type UsageStats,
  type UserFeaturesInput,
} from '@lectern/core';
import { type Db, rows, sql } from '@lectern/db';
import { BALANCE_OR_DEFAULT_COLUMNS, type BalanceRow, iso, isoOrNull, num, toBalance } from '../allowance/allowance-rows';
import { notFound, orServerFault } from '../http/errors';

/** Every account with its balance (the defaults for accounts that never opened their allowance). */
const USERS_WITH_BALANCE = sql`
  SELECT u.id AS user_id, u.email, u.name, u.is_admin, u.created_at AS member_since, a.updated_at,
         p.username,
         COALESCE(p.conversational_mode_enabled, false) AS conversational_mode_enabled,
         COALESCE(p.has_language_conversion, false) AS has_language_conversion,
         COALESCE(p.language_conversion_quota, ${LANGUAGE_CONVERSION_QUOTA_DEFAULT}) AS language_conversion_quota,
         COALESCE(p.language_conversions_used, 0) AS language_conversions_used,
         ${BALANCE_OR_DEFAULT_COLUMNS}
  FROM users u
  LEFT JOIN user_allowances a ON a.user_id = u.id
  LEFT JOIN user_profiles p ON p.id = u.id`;

type UserRow = BalanceRow & {
  user_id: string;
  email: string;
  name: string;
  is_admin: boolean;
  member_since: Date;
  updated_at: Date | null;
  username: string | null;
  conversational_mode_enabled: boolean;
  has_language_conversion: boolean;
  language_conversion_quota: unknown;
  language_conversions_used: unknown;
};

function toAdminUser(r: UserRow): AdminUser {
  const balance = toBalance(r);
  return {
    user_id: r.user_id,
    email: r.email,
    name: r.name,
    username: r.username ?? null,
    is_admin: r.is_admin === true,
    member_since: iso(r.member_since),
    updated_at: isoOrNull(r.updated_at),
    conversational_mode_enabled: r.conversational_mode_enabled === true,
    has_language_conversion: r.has_language_conversion === true,
    language_conversion_quota: num(r.language_conversion_quota),
    language_conversions_used: num(r.language_conversions_used),
    ...balance,
    needs_attention: needsAttention(balance.total_remaining_minutes),
    near_limit: isNearLimit(balance.total_remaining_minutes),
  };
}

/** Spec 000 §7 getAllUsersAllowance: ordered by total remaining ascending (most in need first). */
export async function getAllUsersAllowance(db: Db): Promise<AdminUser[]> {
  const list = await orServerFault(ALLOWANCE_FAILURES.fetchAllAllowances, () =>
    rows<UserRow>(db, sql`SELECT * FROM (${USERS_WITH_BALANCE}) x ORDER BY total_remaining_minutes ASC, lower(email) ASC`),
  );
  return list.map(toAdminUser);
}

export async function getAdminUser(db: Db, userId: string): Promise<AdminUser> {
  const [row] = await orServerFault(ALLOWANCE_FAILURES.fetchAllAllowances, () =>
    rows<UserRow>(db, sql`SELECT * FROM (${USERS_WITH_BALANCE}) x WHERE user_id = ${userId}`),
  );
  if (!row) throw notFound(ALLOWANCE_MESSAGES.userNotFound);
  return toAdminUser(row);
}

/** Spec 000 §3 "Usage stats"; near limit is core's isNearLimit rule (spec 000 §9), counted in SQL. */
export async function getUsageStats(db: Db): Promise<UsageStats> {
  const [row] = await orServerFault(ALLOWANCE_FAILURES.fetchStats, () => readStats(db));
  const totalUsers = num(row?.total_users);
  const totalMinutesUsed = num(row?.used);
  return {
    totalUsers,
    totalMinutesUsed,
    totalMinutesGranted: num(row?.granted),
    averageUsagePerUser: totalUsers > 0 ? Math.round((totalMinutesUsed / totalUsers) * 100) / 100 : 0,
    usersNearLimit: num(row?.near_limit),
  };
}

function readStats(db: Db) {
  return rows<Record<string, unknown>>(
    db,
    sql`SELECT count(*) AS total_users,
               COALESCE(sum(avatar_used_minutes + non_avatar_used_minutes), 0) AS used,
               COALESCE(sum(avatar_total_minutes + non_avatar_total_minutes), 0) AS granted,
               count(*) FILTER (WHERE total_remaining_minutes < ${ALLOWANCE_THRESHOLDS.nearLimit}) AS near_limit
        FROM (${USERS_WITH_BALANCE}) x`,
  );
}

/**
 * Admin per-user switches on user_profiles (spec 000 §2 "User management"). A user who never
 * opened their profile gets the row created here, with the account's email.
 */
export async function updateUserFeatures(db: Db, userId: string, changes: UserFeaturesInput): Promise<AdminUser> {
  // Spec 000 §8: the failure names the switch ("Failed to enable conversational mode", "Failed to update quota").
  await orServerFault(ALLOWANCE_FAILURES.updateUserFeatures(changes), () => writeFeatures(db, userId, changes));
  return getAdminUser(db, userId);
}

async function writeFeatures(db: Db, userId: string, changes: UserFeaturesInput): Promise<void> {
  const [user] = await rows<{ id: string; email: string }>(db, sql`SELECT id, email FROM users WHERE id = ${userId}`);
  if (!user) throw notFound(ALLOWANCE_MESSAGES.userNotFound);
  await db.execute(sql`INSERT INTO user_profiles (id, email) VALUES (${user.id}, ${user.email}) ON CONFLICT (id) DO NOTHING`);
  const sets = [];
  if (changes.conversational_mode_enabled !== undefined) sets.push(sql`conversational_mode_enabled = ${changes.conversational_mode_enabled}`);
  if (changes.has_language_conversion !== undefined) sets.push(sql`has_language_conversion = ${changes.has_language_conversion}`);
  if (changes.language_conversion_quota !== undefined) sets.push(sql`language_conversion_quota = ${changes.language_conversion_quota}`);
  sets.push(sql`updated_at = now()`);
  await db.execute(sql`UPDATE user_profiles SET ${sql.join(sets, sql`, `)} WHERE id = ${userId}`);
}
