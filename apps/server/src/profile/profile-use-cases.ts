import type { Profile, ProfileUpdate } from '@lectern/core';
import { type Db, eq, userProfiles } from '@lectern/db';

type Row = typeof userProfiles.$inferSelect;

const toProfile = ({ created_at: _c, updated_at: _u, ...row }: Row): Profile => row;

/** Spec 000 §4 "Onboarding": if no profile exists one is created with onboarding_completed false. */
export async function getOrCreateProfile(db: Db, user: { id: string; email: string; name: string }): Promise<Profile> {
  const [existing] = await db.select().from(userProfiles).where(eq(userProfiles.id, user.id));
  if (existing) return toProfile(existing);
  await db
    .insert(userProfiles)
    .values({ id: user.id, email: user.email, username: null })
    .onConflictDoNothing();
  const [created] = await db.select().from(userProfiles).where(eq(userProfiles.id, user.id));
  return toProfile(created!);
}

export async function updateProfile(db: Db, user: { id: string; email: string; name: string }, changes: ProfileUpdate): Promise<Profile> {
  await getOrCreateProfile(db, user);
  const [row] = await db
    .update(userProfiles)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(userProfiles.id, user.id))
    .returning();
  return toProfile(row!);
}
