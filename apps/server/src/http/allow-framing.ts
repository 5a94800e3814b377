import type { MiddlewareHandler } from 'hono';

/**
 * Lets any site frame the answer (issue 14 item 6, decision 147): `frame-ancestors *` in its
 * Content-Security-Policy (CSP Level 3 §6.4.2: any http(s) ancestor) and no X-Frame-Options,
 * which would otherwise win in browsers that still read it. Registered before secureHeaders so
 * it edits the headers secureHeaders has just written; only the share page uses it, every other
 * page and API answer stays `frame-ancestors 'none'` + X-Frame-Options DENY (clickjacking).
 */
export const allowFramingAnywhere: MiddlewareHandler = async (c, next) => {
  await next();
  // A copy: some responses (static files, fetched bodies) have immutable headers.
  const res = new Response(c.res.body, c.res);
  const csp = res.headers.get('Content-Security-Policy');
  if (csp) {
    const rest = csp
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d && !/^frame-ancestors\b/i.test(d));
    res.headers.set('Content-Security-Policy', [...rest, 'frame-ancestors *'].join('; '));
  }
  res.headers.delete('X-Frame-Options');
  c.res = undefined;
  c.res = res;
};
