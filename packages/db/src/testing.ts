import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Database } from './create-db';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return createDb();
  const name = `lectern_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDb({ databaseUrl: url.toString(), maxConnections: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        // A server process of another role (autovacuum) may still be in the new database for a
        // moment, and FORCE may not end it without superuser rights: retry, then leave it.
        for (let attempt = 1; ; attempt++) {
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (err) {
            if (attempt >= 10) {
              console.warn(`test database ${name} left behind: ${(err as Error).message}`);
              break;
            }
            await new Promise((r) => setTimeout(r, 500));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}
