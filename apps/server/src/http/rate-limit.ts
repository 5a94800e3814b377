import { type Db, rows, sql } from '@lectern/db';
import type { MiddlewareHandler } from 'hono';
import { socketAddressOf } from './local-request';

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL, so every API process shares them. One statement
 * both resets an expired window and counts, so concurrent requests cannot slip through.
 */
export async function hit(db: Db, key: string, rule: RateRule): Promise<{ allowed: boolean; retryAfter: number }> {
  const [row] = await rows<{ count: number; window_start: string | Date }>(
    db,
    sql`
    INSERT INTO rate_limits AS r (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.window_start < now() - make_interval(secs => ${rule.windowSeconds}) THEN 1 ELSE r.count + 1 END,
      window_start = CASE WHEN r.window_start < now() - make_interval(secs => ${rule.windowSeconds}) THEN now() ELSE r.window_start END
    RETURNING count, window_start`,
  );
  if (!row) throw new Error('rate limit counter missing');
  const started = new Date(row.window_start).getTime();
  const retryAfter = Math.max(1, Math.ceil((started + rule.windowSeconds * 1000 - Date.now()) / 1000));
  return { allowed: row.count <= rule.limit, retryAfter };
}

/** Longer than the longest window any limiter uses (a day: the playback limits' daily bound, decision 177). */
const ENDED_WINDOW_AGE = '2 days';

/**
 * Deletes the counters whose windows ended long ago: every address, account and viewer id a
 * limiter ever saw leaves a row, and a counter whose window ended counts from 1 again anyway.
 */
export async function pruneEndedRateLimits(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - ${ENDED_WINDOW_AGE}::interval`);
}

/**
 * The client's address: the socket's, or behind a trusted reverse proxy (TRUST_PROXY=1) the
 * right-most X-Forwarded-For entry, which the proxy appended and the client cannot forge.
 */
export function clientIp(headers: Headers, socketAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return forwarded;
  }
  return socketAddress || 'local';
}

/** Resolves the client address once per request for the limiters (`c.get('clientIp')`). */
export function resolveClientIp(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    c.set('clientIp' as never, clientIp(c.req.raw.headers, socketAddressOf(c), trustProxy) as never);
    return next();
  };
}

export const ipOf = (c: { get(key: never): unknown }): string => (c.get('clientIp' as never) as string | undefined) ?? 'local';
