import { LANGUAGE_CONVERSION_QUOTA_DEFAULT, TRANSLATION_MESSAGES } from '@lectern/core';
import { type Db, rows, sql } from '@lectern/db';
import { forbidden } from '../http/errors';

/** The account's language-conversion switch and quota (spec 000 §3 "Profile"; admin switches, spec 000 §2). */
export interface ConversionAllowance {
  used: number;
  quota: number;
  /** This project was counted before: translating it again (another language, after an edit) is free. */
  counted: boolean;
}

interface ProfileRow {
  has_language_conversion: boolean;
  language_conversion_quota: number;
  language_conversions_used: number;
  counted: boolean;
}

const profileOf = (projectId: string, userId: string) => sql`
  SELECT p.has_language_conversion, p.language_conversion_quota, p.language_conversions_used,
         EXISTS (SELECT 1 FROM language_conversions c WHERE c.user_id = p.id AND c.project_id = ${projectId}) AS counted
  FROM user_profiles p WHERE p.id = ${userId}`;

/** Refuses an account without the switch, or whose quota is used up for a project not yet counted. */
function allowed(row: ProfileRow | undefined): ConversionAllowance {
  // An account that never opened its profile has the defaults: language conversion off.
  if (!row?.has_language_conversion) throw forbidden(TRANSLATION_MESSAGES.notEnabled);
  const used = Number(row.language_conversions_used);
  const quota = Number(row.language_conversion_quota);
  if (!row.counted && used >= quota) throw forbidden(TRANSLATION_MESSAGES.quotaUsed(quota));
  return { used, quota, counted: row.counted };
}

/** Checks, without counting, that the user may translate this project (before the provider is asked). */
export async function checkLanguageConversion(db: Db, userId: string, projectId: string): Promise<ConversionAllowance> {
  const [row] = await rows<ProfileRow>(db, profileOf(projectId, userId));
  return allowed(row);
}

/** The account's switch and quota as the wizard shows them; an account without a profile row has the defaults. */
export async function languageConversionStatus(db: Db, userId: string): Promise<{ enabled: boolean; quota: number; used: number }> {
  const [row] = await rows<Omit<ProfileRow, 'counted'>>(
    db,
    sql`SELECT has_language_conversion, language_conversion_quota, language_conversions_used FROM user_profiles WHERE id = ${userId}`,
  );
  return {
    enabled: row?.has_language_conversion === true,
    quota: Number(row?.language_conversion_quota ?? LANGUAGE_CONVERSION_QUOTA_DEFAULT),
    used: Number(row?.language_conversions_used ?? 0),
  };
}

/** Checks the switch and a remaining quota for a translation that names no project (POST /api/ai/translate); nothing is counted. */
export async function checkLanguageConversionEnabled(db: Db, userId: string): Promise<void> {
  const [row] = await rows<ProfileRow>(
    db,
    sql`SELECT has_language_conversion, language_conversion_quota, language_conversions_used, false AS counted FROM user_profiles WHERE id = ${userId}`,
  );
  allowed(row);
}

/**
 * Counts a translated project once (decision 141), after its translation succeeded. The profile
 * row is locked first, so parallel translations of new projects cannot overrun the quota; the
 * (user, project) key, inserted in its own statement after the lock, lets only the first
 * translation of a project count, however many run at once.
 */
export async function countLanguageConversion(db: Db, userId: string, projectId: string): Promise<ConversionAllowance> {
  return db.transaction(async (tx) => {
    const [row] = await rows<Omit<ProfileRow, 'counted'>>(
      tx,
      sql`SELECT has_language_conversion, language_conversion_quota, language_conversions_used FROM user_profiles WHERE id = ${userId} FOR UPDATE`,
    );
    const inserted = await rows<{ project_id: string }>(
      tx,
      sql`INSERT INTO language_conversions (user_id, project_id) VALUES (${userId}, ${projectId}) ON CONFLICT DO NOTHING RETURNING project_id`,
    );
    // A refusal throws and rolls the insert back.
    const allowance = allowed(row && { ...row, counted: inserted.length === 0 });
    if (allowance.counted) return allowance;
    await tx.execute(sql`UPDATE user_profiles SET language_conversions_used = language_conversions_used + 1, updated_at = now() WHERE id = ${userId}`);
    return { used: allowance.used + 1, quota: allowance.quota, counted: true };
  });
}
