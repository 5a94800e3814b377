import type { MiddlewareHandler } from 'hono';
import { forbidden } from './errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?lectern\.session_token=/;

export const FOREIGN_ORIGIN = 'This request came from another website, so Lectern refused it. Open Lectern itself and try again.';

/**
 * Cross-site request forgery guard (OWASP CSRF cheat sheet, "Verifying origin with standard
 * headers"): a write that rides on the session cookie must come from Lectern's own origin (or a
 * TRUSTED_ORIGINS one). Calls with `Authorization: Bearer` carry no ambient credential, so scripts
 * without an Origin keep working; a browser always sends Origin or Sec-Fetch-Site on such writes.
 */
export function refuseForeignCookieWrites(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.flatMap((o) => (URL.canParse(o) ? [new URL(o).origin] : [])));
  return async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
    if (c.req.header('authorization')?.startsWith('Bearer ')) return next();
    if (!SESSION_COOKIE.test(c.req.header('cookie') ?? '')) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      if (!allowed.has(origin)) throw forbidden(FOREIGN_ORIGIN);
      return next();
    }
    const site = c.req.header('sec-fetch-site');
    if (site === 'cross-site' || site === 'same-site') throw forbidden(FOREIGN_ORIGIN);
    return next();
  };
}
