import { SERVER_FAULT } from '@lectern/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { AppError, ServerFault } from './errors';
import { safeErrorText } from './safe-log';

const statusOf: Record<AppError['kind'], ContentfulStatusCode> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  // A service we call (e.g. the translation server) failed, or did not answer in time.
  bad_gateway: 502,
  gateway_timeout: 504,
  internal: 500,
};

/** The single place where failures become HTTP statuses; every body is `{ error }`. */
export function errorHandler(err: Error, c: Context) {
  if (err instanceof ServerFault) {
    // The spec's text goes to the person; what actually failed goes to the log only.
    console.error(`${err.message} on ${c.req.method} ${c.req.path}: ${safeErrorText(err.fault)}`);
  }
  if (err instanceof AppError) {
    const retry = err.details?.retryAfterSeconds;
    if (typeof retry === 'number') c.header('Retry-After', String(retry));
    return c.json({ error: err.message }, statusOf[err.kind]);
  }
  if (err instanceof ZodError) return c.json({ error: err.issues[0]?.message ?? 'Invalid request' }, 400);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return c.json({ error: err.message || 'Request failed' }, status);
  }
  // Never the error object itself: a failed query's message carries its parameter values (safe-log.ts).
  console.error(`unhandled error on ${c.req.method} ${c.req.path}: ${safeErrorText(err)}`);
  return c.json({ error: SERVER_FAULT }, 500);
}
