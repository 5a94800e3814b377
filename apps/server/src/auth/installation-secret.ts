import { randomBytes } from 'node:crypto';
import { appSecrets, type Db, eq } from '@lectern/db';

/**
 * The session-signing secret: AUTH_SECRET when set, otherwise one generated on first start and
 * kept in the database, so `npm start` needs no configuration and every process agrees on it.
 */
export async function installationSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'auth_secret'));
  return row!.value;
}
