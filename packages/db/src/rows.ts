import type { SQL } from 'drizzle-orm';
import type { Db } from './create-db';

/**
 * Runs raw SQL and returns its rows. node-postgres and PGlite both answer `{ rows }`, but
 * drizzle's shared type does not say so.
 */
export async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
