import type { MiddlewareHandler } from 'hono';
import { notFound, validationError } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** better-auth's account ids: 32 letters and digits by default; a little room for other generators. */
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Ids in paths are checked before they reach SQL: PostgreSQL rejects a malformed uuid (or a NUL
 * byte in text) with an error, and a malformed id should read as "not found", like any unknown one.
 */
export const isUuid = (value: string | undefined): value is string => typeof value === 'string' && UUID.test(value);
export const isAccountId = (value: string | undefined): value is string => typeof value === 'string' && ACCOUNT_ID.test(value);

/** The id when it is a uuid; otherwise the resource's own "not found" (404 `{ error }`). */
export function requireUuid(value: string | undefined, notFoundMessage: string): string {
  if (!isUuid(value)) throw notFound(notFoundMessage);
  return value;
}

/** The id when it can be an account id; otherwise the resource's own "not found". */
export function requireAccountId(value: string | undefined, notFoundMessage: string): string {
  if (!isAccountId(value)) throw notFound(notFoundMessage);
  return value;
}

export const INVALID_ADDRESS = 'This address is not valid.';

/**
 * Refuses a path with a control character (%00 …) or broken percent-encoding in any segment with
 * 400 before routing, so no such value reaches a handler, a query or a file name.
 */
export const rejectMalformedPaths: MiddlewareHandler = async (c, next) => {
  const raw = new URL(c.req.url).pathname;
  for (const segment of raw.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw validationError(INVALID_ADDRESS);
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
    if (/[\u0000-\u001f\u007f]/.test(decoded)) throw validationError(INVALID_ADDRESS);
  }
  return next();
};
