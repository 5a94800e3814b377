import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './create-db';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** Any constant shared by every process; keeps two starting servers from migrating at once. */
const MIGRATION_LOCK = 7_310_442;

export function listMigrations(dir = MIGRATIONS_DIR) {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => ({ version: file.slice(0, 3), file, sql: readFileSync(join(dir, file), 'utf8') }));
}

/**
 * Applies versioned SQL files in order, each in its own transaction, recording them in
 * schema_migrations. Works the same on PGlite and on a PostgreSQL server.
 */
export async function runMigrations(database: Pick<Database, 'withConnection'>, dir = MIGRATIONS_DIR): Promise<string[]> {
  const applied: string[] = [];
  await database.withConnection<{ version: string }>(async (run, query) => {
    await run(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await run('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
      const done = new Set((await query('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
      for (const m of listMigrations(dir)) {
        if (done.has(m.version)) continue;
        await run('BEGIN');
        try {
          await run(m.sql);
          await query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.file]);
          await run('COMMIT');
        } catch (err) {
          await run('ROLLBACK');
          throw new Error(`migration ${m.file} failed: ${(err as Error).message}`);
        }
        applied.push(m.file);
      }
    } finally {
      await run(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
  return applied;
}
