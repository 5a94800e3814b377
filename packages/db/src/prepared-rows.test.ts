import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './create-db';
import { preparedRows } from './prepared-rows';
import { users } from './schema';
import { createTestDatabase } from './testing';

describe('preparedRows', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(users).values([
      { id: 'u1', name: 'Ann', email: 'ann@example.com' },
      { id: 'u2', name: 'Bo', email: 'bo@example.com' },
    ]);
  });
  afterAll(() => database.close());

  it('fills placeholders among the query’s own parameters, in order, on every call', async () => {
    const { db } = database;
    // A literal parameter before and after the placeholder: the values must land in their own slots.
    const read = preparedRows<{ id: string; label: string; created: string }>(
      db,
      'lectern_test_prepared_rows',
      db
        .select({
          id: users.id,
          label: sql<string>`${'name: '}::text || ${users.name}`.as('label'),
          created: sql<string>`to_char(${users.createdAt} AT TIME ZONE 'UTC', 'YYYY')`.as('created'),
        })
        .from(users)
        .where(sql`${users.email} = ${sql.placeholder('email')} AND ${users.id} <> ${'nobody'}`),
    );
    for (const [email, name] of [
      ['ann@example.com', 'Ann'],
      ['bo@example.com', 'Bo'],
      ['ann@example.com', 'Ann'],
    ]) {
      const rows = await read({ email });
      expect(rows).toHaveLength(1);
      // Plain objects named by the aliases, as the driver made them: no Date, no drizzle mapping.
      expect(Object.keys(rows[0]!)).toEqual(['id', 'label', 'created']);
      expect(rows[0]!.label).toBe(`name: ${name}`);
      expect(rows[0]!.created).toMatch(/^\d{4}$/);
    }
    expect(await read({ email: 'nobody@example.com' })).toEqual([]);
  });
});
