import type { MiddlewareHandler } from 'hono';
import { validationError } from './errors';

export const NUL_IN_TEXT = 'This request contains a NUL character (\\u0000), which Lectern cannot store. Remove it and try again.';

/** `\u0000` as a JSON escape: preceded by an even number of backslashes (RFC 8259 §7). */
const JSON_NUL = /(?:^|[^\\])(?:\\\\)*\\u0000/i;

/**
 * PostgreSQL text and jsonb cannot hold U+0000; a body carrying one would fail inside the query
 * (500). JSON, form and text bodies with a NUL are refused here with 400, before any route or
 * better-auth reads them. Uploads (multipart, binary) are left to their routes. Runs after the
 * body limit, so what it reads is bounded.
 */
export const refuseNulInText: MiddlewareHandler = async (c, next) => {
  // GET and HEAD carry no body to check (see body-limits.ts).
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const isJson = /^application\/([a-z0-9.+-]*\+)?json/.test(type);
  const isForm = type.startsWith('application/x-www-form-urlencoded');
  const isText = type.startsWith('text/');
  if (!isJson && !isForm && !isText) return next();
  const text = await c.req.raw.clone().text();
  if (text.includes('\u0000') || (isJson && JSON_NUL.test(text)) || (isForm && /%00/.test(text))) throw validationError(NUL_IN_TEXT);
  return next();
};
