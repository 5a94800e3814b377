import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from './errors';

export interface BodyRule {
  method: string;
  path: RegExp;
  /** Bytes allowed; null leaves the route's own limit in charge (uploads). */
  maxBytes: number | null;
  message?: string;
}

/**
 * One ceiling for every request body before any route reads it, counted on the stream so a
 * chunked body without Content-Length is stopped too (hono/body-limit). The first matching rule
 * wins; everything else gets `maxBytes`. Over the ceiling: 413 with `{ error: message }`.
 */
export function requestBodyLimit(maxBytes: number, message: string, rules: readonly BodyRule[] = []): MiddlewareHandler {
  const limiters = new Map<string, MiddlewareHandler>();
  const limiterFor = (bytes: number, text: string) => {
    const key = `${bytes}:${text}`;
    let limiter = limiters.get(key);
    if (!limiter) {
      limiter = bodyLimit({
        maxSize: bytes,
        onError: () => {
          throw new AppError(text, 'payload_too_large');
        },
      });
      limiters.set(key, limiter);
    }
    return limiter;
  };
  return async (c, next) => {
    // A GET or HEAD request has no body (the server never hands one on: RFC 9110 §9.3.1), and
    // asking for it would build the whole Fetch Request and its AbortSignal for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const rule = rules.find((r) => r.method === c.req.method && r.path.test(c.req.path));
    if (rule && rule.maxBytes === null) return next();
    return limiterFor(rule?.maxBytes ?? maxBytes, rule?.message ?? message)(c, next);
  };
}
