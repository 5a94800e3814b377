import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './create-db';
import { listMigrations, runMigrations } from './migrate';

describe('migrations on PGlite', async () => {
  const database = await createDb({ migrate: false });
  afterAll(() => database.close());

  it('applies every file once and is idempotent', async () => {
    const first = await runMigrations(database);
    expect(first).toEqual(listMigrations().map((m) => m.file));
    expect(await runMigrations(database)).toEqual([]);
    const { rows } = await database.pglite!.query<{ n: number }>("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'projects'");
    expect(rows[0]!.n).toBe(1);
  });
});
