import { type Db, rows, sql } from '@lectern/db';

/**
 * Makes `userId` the administrator when it is the installation's first account. The claim is one
 * statement on a one-row table (migration 009), so of many parallel sign-ups exactly one wins.
 */
export async function claimFirstAccount(db: Db, userId: string): Promise<boolean> {
  const claimed = await rows<{ id: string }>(
    db,
    sql`WITH claim AS (
          INSERT INTO installation_owner (user_id) VALUES (${userId}) ON CONFLICT DO NOTHING RETURNING user_id
        )
        UPDATE users SET is_admin = true WHERE id IN (SELECT user_id FROM claim) RETURNING id`,
  );
  return claimed.length > 0;
}
