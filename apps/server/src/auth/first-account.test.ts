import { rows, sql } from '@lectern/db';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

describe('the first account of an empty installation', () => {
  it('is exactly one administrator when many sign up at the same moment', async () => {
    const t = await createTestApp();
    // Every raw statement's answer arrives a moment late, so parallel sign-ups really overlap: with a
    // check-then-write (count the users, then insert) several of them see an empty installation.
    const db = t.database.db;
    const execute = db.execute.bind(db);
    db.execute = (async (query: Parameters<typeof execute>[0]) => {
      const result = await execute(query);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return result;
    }) as typeof db.execute;
    try {
      const emails = Array.from({ length: 12 }, (_, i) => `racer${i}@example.com`);
      const answers = await Promise.all(
        emails.map((email) => t.request('/api/auth/sign-up/email', { body: { email, password: 'secret123', name: 'Racer', callbackURL: '/email-confirmed' } })),
      );
      expect(answers.map((r) => r.status)).toEqual(emails.map(() => 200));
      const [counts] = await rows<{ users: number; admins: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS users, count(*) FILTER (WHERE is_admin)::int AS admins FROM users`,
      );
      expect(counts).toEqual({ users: 12, admins: 1 });
      // Later sign-ups never become administrators.
      await t.signUp('late@example.com');
      const [late] = await rows<{ is_admin: boolean }>(t.database.db, sql`SELECT is_admin FROM users WHERE email = 'late@example.com'`);
      expect(late?.is_admin).toBe(false);
    } finally {
      await t.close();
    }
  });
});
