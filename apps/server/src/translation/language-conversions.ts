import { LANGUAGE_CONVERSION_QUOTA_DEFAULT, TRANSLATION_MESSAGES } from '@lectern/core';
import { type Db, rows, sql } from '@lectern/db';
import { forbidden } from '../http/errors';

/**
 * A language conversion taken from the account's quota before the provider is asked (decision
 * 151): a refused translation makes no provider call, and parallel translations can never take
 * more than the quota. `settle` says how the translation ended; a failure gives the claim back.
 */
export interface ConversionClaim {
  /** The account's conversions, this one included. */
  used: number;
  quota: number;
  settle(succeeded: boolean): Promise<void>;
}

interface ProfileRow {
  has_language_conversion: boolean;
  language_conversion_quota: number;
  language_conversions_used: number;
}

const lockedProfile = (userId: string) =>
  sql`SELECT has_language_conversion, language_conversion_quota, language_conversions_used FROM user_profiles WHERE id = ${userId} FOR UPDATE`;

/** Refuses an account without the switch (spec 000 §2), or, for a new conversion, one whose quota is used up (spec 000 §3). */
function refuseUnless(row: ProfileRow | undefined, isNew: boolean): { used: number; quota: number } {
  // An account that never opened its profile has the defaults: language conversion off.
  if (!row?.has_language_conversion) throw forbidden(TRANSLATION_MESSAGES.notEnabled);
  const used = Number(row.language_conversions_used);
  const quota = Number(row.language_conversion_quota);
  if (isNew && used >= quota) throw forbidden(TRANSLATION_MESSAGES.quotaUsed(quota));
  return { used, quota };
}

/** The account's switch and quota as the wizard shows them; an account without a profile row has the defaults. */
export async function languageConversionStatus(db: Db, userId: string): Promise<{ enabled: boolean; quota: number; used: number }> {
  const [row] = await rows<ProfileRow>(
    db,
    sql`SELECT has_language_conversion, language_conversion_quota, language_conversions_used FROM user_profiles WHERE id = ${userId}`,
  );
  return {
    enabled: row?.has_language_conversion === true,
    quota: Number(row?.language_conversion_quota ?? LANGUAGE_CONVERSION_QUOTA_DEFAULT),
    used: Number(row?.language_conversions_used ?? 0),
  };
}

/** Checks the switch alone, for a request that will ask no provider and so counts nothing. */
export async function requireLanguageConversionEnabled(db: Db, userId: string): Promise<void> {
  if (!(await languageConversionStatus(db, userId)).enabled) throw forbidden(TRANSLATION_MESSAGES.notEnabled);
}

/**
 * Claims a project's conversion (decision 141: a project counts once, whatever the language or
 * edit). Every claim of one account runs under its profile row's lock, so the quota check and the
 * count are one step. The project's row counts the translations running (`pending`) and whether
 * one succeeded (`confirmed`): a project already counted translates again for free, and its
 * conversion is given back only when the last running translation ends and none succeeded — a
 * failure beside a parallel success never uncounts a translated project.
 */
export async function claimProjectConversion(db: Db, userId: string, projectId: string): Promise<ConversionClaim> {
  const claimed = await db.transaction(async (tx) => {
    const [row] = await rows<ProfileRow>(tx, lockedProfile(userId));
    const inserted = await rows<{ project_id: string }>(
      tx,
      sql`INSERT INTO language_conversions (user_id, project_id, confirmed, pending) VALUES (${userId}, ${projectId}, false, 1)
          ON CONFLICT DO NOTHING RETURNING project_id`,
    );
    const isNew = inserted.length > 0;
    // A refusal throws and rolls the insert back.
    const { used, quota } = refuseUnless(row, isNew);
    if (!isNew) {
      await tx.execute(sql`UPDATE language_conversions SET pending = pending + 1 WHERE user_id = ${userId} AND project_id = ${projectId}`);
      return { used, quota };
    }
    await tx.execute(sql`UPDATE user_profiles SET language_conversions_used = language_conversions_used + 1, updated_at = now() WHERE id = ${userId}`);
    return { used: used + 1, quota };
  });
  return { ...claimed, settle: (succeeded) => settleProjectConversion(db, userId, projectId, succeeded) };
}

async function settleProjectConversion(db: Db, userId: string, projectId: string, succeeded: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(lockedProfile(userId));
    // A project deleted meanwhile has no row left: its conversion stays used (decision 141).
    const [left] = await rows<{ pending: number; confirmed: boolean }>(
      tx,
      sql`UPDATE language_conversions SET pending = GREATEST(pending - 1, 0), confirmed = confirmed OR ${succeeded}
          WHERE user_id = ${userId} AND project_id = ${projectId} RETURNING pending, confirmed`,
    );
    if (!left || left.confirmed || Number(left.pending) > 0) return;
    await tx.execute(sql`DELETE FROM language_conversions WHERE user_id = ${userId} AND project_id = ${projectId}`);
    await giveBack(tx, userId);
  });
}

const giveBack = (db: Pick<Db, 'execute'>, userId: string) =>
  db.execute(sql`UPDATE user_profiles SET language_conversions_used = GREATEST(language_conversions_used - 1, 0), updated_at = now() WHERE id = ${userId}`);

/**
 * Claims one conversion for a text that names no project (POST /api/ai/translate, decision 151):
 * each such text counts, or the endpoint would translate a whole project's words outside the
 * quota. The check and the count are one conditional update, so parallel calls cannot overrun.
 */
export async function claimTextConversion(db: Db, userId: string): Promise<ConversionClaim> {
  const [claimed] = await rows<{ used: number; quota: number }>(
    db,
    sql`UPDATE user_profiles SET language_conversions_used = language_conversions_used + 1, updated_at = now()
        WHERE id = ${userId} AND has_language_conversion AND language_conversions_used < language_conversion_quota
        RETURNING language_conversions_used AS used, language_conversion_quota AS quota`,
  );
  if (!claimed) {
    // Refused: say why, from the row as it is now.
    const status = await languageConversionStatus(db, userId);
    refuseUnless({ has_language_conversion: status.enabled, language_conversion_quota: status.quota, language_conversions_used: status.used }, true);
    // The quota was raised between the two reads: the caller may simply ask again.
    throw forbidden(TRANSLATION_MESSAGES.quotaUsed(status.quota));
  }
  return {
    used: Number(claimed.used),
    quota: Number(claimed.quota),
    settle: async (succeeded) => {
      if (!succeeded) await giveBack(db, userId);
    },
  };
}
