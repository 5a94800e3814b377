import { type Db, inArray, sql, users } from '@lectern/db';

/** ADMIN_EMAILS makes admins of existing accounts too (new ones are handled at sign-up). */
export async function promoteAdmins(db: Db, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .update(users)
    .set({ isAdmin: true })
    .where(inArray(sql`lower(${users.email})`, [...emails]));
}
