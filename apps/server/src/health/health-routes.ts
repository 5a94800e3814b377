import { type Db, sql } from '@lectern/db';
import { Hono } from 'hono';
import type { Mailer } from '../mail/mailer';

/** GET /api/health: the database and the mailer, each "ok" or "error"; 503 when the database fails. */
export function healthRoutes(db: Db, mailer: Mailer, databaseKind: string) {
  return new Hono().get('/', async (c) => {
    let database: 'ok' | 'error' = 'ok';
    try {
      await db.execute(sql`SELECT 1`);
    } catch {
      database = 'error';
    }
    const mail = await mailer.check();
    const status = database === 'ok' ? 'ok' : 'error';
    return c.json(
      { status, database: { status: database, kind: databaseKind }, mailer: { status: mail, kind: mailer.kind } },
      status === 'ok' ? 200 : 503,
    );
  });
}
