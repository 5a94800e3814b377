import { createTestDatabase, rows, sql } from '@lectern/db';
import { describe, expect, it } from 'vitest';
import { createJobQueue, RENDER_QUEUE } from './job-queue';

/**
 * Several processes started together on a new PostgreSQL database (a compose file, a scale-out)
 * each create the render queue at start-up; PostgreSQL may end one of those creations as a
 * deadlock, and that process must still start.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('the job queue on a new PostgreSQL database', () => {
  it('starts in four processes at once', async () => {
    const database = await createTestDatabase();
    try {
      for (let round = 0; round < 3; round++) {
        // Each round starts on a database whose queue was dropped, as on a fresh installation.
        if (round > 0) await rows(database.db, sql`SELECT pgboss.delete_queue(${RENDER_QUEUE})`);
        const started = await Promise.allSettled(Array.from({ length: 4 }, () => createJobQueue(database, database.url)));
        await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(['started', 'started', 'started', 'started']);
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
