import { PROFILE_MESSAGES, type Profile, type ProfileUpdate } from '@lectern/core';
import { type Db, eq, userProfiles } from '@lectern/db';
import { orServerFault, ServerFault } from '../http/errors';

type Row = typeof userProfiles.$inferSelect;

const toProfile = ({ created_at: _c, updated_at: _u, ...row }: Row): Profile => row;

const readProfile = (db: Db, id: string) =>
  orServerFault(PROFILE_MESSAGES.fetchFailed, async () => (await db.select().from(userProfiles).where(eq(userProfiles.id, id)))[0]);

/** Spec 000 §4 "Onboarding": if no profile exists one is created with onboarding_completed false. */
export async function getOrCreateProfile(db: Db, user: { id: string; email: string; name: string }): Promise<Profile> {
  const existing = await readProfile(db, user.id);
  if (existing) return toProfile(existing);
  await orServerFault(PROFILE_MESSAGES.createFailed, () =>
    db.insert(userProfiles).values({ id: user.id, email: user.email, username: null }).onConflictDoNothing(),
  );
  const created = await readProfile(db, user.id);
  if (!created) throw new ServerFault(PROFILE_MESSAGES.createFailed, new Error('no profile row after the insert'));
  return toProfile(created);
}

export async function updateProfile(db: Db, user: { id: string; email: string; name: string }, changes: ProfileUpdate): Promise<Profile> {
  await getOrCreateProfile(db, user);
  const [row] = await orServerFault(PROFILE_MESSAGES.updateFailed, () =>
    db
      .update(userProfiles)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(userProfiles.id, user.id))
      .returning(),
  );
  return toProfile(row!);
}
