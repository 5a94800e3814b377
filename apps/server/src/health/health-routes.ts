import { type Db, sql } from '@lectern/db';
import { Hono } from 'hono';
import type { Mailer } from '../mail/mailer';
import { mailerStatus } from './mailer-status';

/**
 * GET /api/health: the database and the mailer, each "ok" or "error"; 503 when the database fails.
 * Cheap enough for a load balancer's probe: one `SELECT 1`, and the mailer's last background
 * check rather than an SMTP handshake per request (health/mailer-status.ts).
 */
export function healthRoutes(db: Db, mailer: Mailer, databaseKind: string) {
  const mailerState = mailerStatus(mailer);
  return new Hono().get('/', async (c) => {
    let database: 'ok' | 'error' = 'ok';
    try {
      await db.execute(sql`SELECT 1`);
    } catch {
      database = 'error';
    }
    const mail = await mailerState();
    const status = database === 'ok' ? 'ok' : 'error';
    return c.json({ status, database: { status: database, kind: databaseKind }, mailer: { status: mail, kind: mailer.kind } }, status === 'ok' ? 200 : 503);
  });
}
