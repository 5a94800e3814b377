import type { MiddlewareHandler } from 'hono';

/**
 * API answers are per person and change with every save: `Cache-Control: no-store` keeps them out
 * of shared and browser caches (RFC 9111 §5.2.2.5) unless the route chose its own caching.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.headers.has('Cache-Control')) return;
  try {
    c.res.headers.set('Cache-Control', 'no-store');
  } catch {
    // A response with immutable headers (a passed-through fetch): copy it to add the header.
    const res = new Response(c.res.body, c.res);
    res.headers.set('Cache-Control', 'no-store');
    c.res = res;
  }
};
