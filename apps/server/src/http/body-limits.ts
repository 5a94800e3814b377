import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from './errors';

export interface BodyRule {
  method: string;
  path: RegExp;
  /** Bytes allowed; null leaves the route's own limit in charge (uploads). */
  maxBytes: number | null;
  message?: string;
}

/**
 * How much of a refused body is read and thrown away so that its sender gets the 413 (issue 19
 * item 9). A browser reads the answer only once it has sent the whole body; if the server closes
 * the connection while bytes are still coming, the kernel resets it and the browser shows a
 * network error instead of the message. Reading costs little (nothing is kept); past this bound,
 * or a body that says it is larger, the answer goes at once with `Connection: close`.
 */
export const REFUSED_BODY_DRAIN_BYTES = 256 * 1024 * 1024;

/** Bytes of a body read between two turns of the event loop. */
const YIELD_BYTES = 1024 * 1024;

/** Reads and forgets the rest of a refused body, up to the bound; false when it did not reach the end. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<boolean> {
  let read = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.byteLength;
      if (read > REFUSED_BODY_DRAIN_BYTES) return false;
    }
  } catch {
    // The sender went away: nobody is left to answer.
    return false;
  } finally {
    reader.releaseLock();
  }
}

async function refuse(c: Context, reader: ReadableStreamDefaultReader<Uint8Array>, read: number, declared: number, message: string): Promise<never> {
  const drained = declared <= REFUSED_BODY_DRAIN_BYTES && (await discardRest(reader, read));
  // The connection cannot carry another request when the body was not read to its end.
  if (!drained) c.header('Connection', 'close');
  throw new AppError(message, 'payload_too_large');
}

/**
 * A request body of at most `maxBytes`, counted on the stream so a chunked body without
 * Content-Length is stopped too; over it, 413 `{ error: message }` that the sender can read
 * (see REFUSED_BODY_DRAIN_BYTES). A chunked body within the limit is kept in memory and handed
 * on, as hono/body-limit does.
 */
export function limitBody(maxBytes: number, message: string): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const length = c.req.raw.headers.get('content-length');
    if (length !== null && !c.req.raw.headers.has('transfer-encoding')) {
      const declared = Number.parseInt(length, 10);
      if (!(declared > maxBytes)) return next();
      return refuse(c, body.getReader(), 0, declared, message);
    }
    const reader = body.getReader();
    let size = 0;
    // Kept as they came and handed on as they came: no copy (decision 211).
    const chunks: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const offset = size;
      size += value.byteLength;
      if (size > maxBytes) return refuse(c, reader, size, 0, message);
      chunks.push(value);
      // A body already in memory arrives without waiting for I/O: let other requests in after every
      // megabyte instead of taking all of it in one turn of the event loop (decision 211).
      if (Math.floor(size / YIELD_BYTES) > Math.floor(offset / YIELD_BYTES)) await new Promise((resolve) => setImmediate(resolve));
    }
    const kept = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    c.req.raw = new Request(c.req.raw, { body: kept, duplex: 'half' } as RequestInit);
    return next();
  };
}

/**
 * One ceiling for every request body before any route reads it (limitBody). The first matching
 * rule wins; everything else gets `maxBytes`.
 */
export function requestBodyLimit(maxBytes: number, message: string, rules: readonly BodyRule[] = []): MiddlewareHandler {
  const limiters = new Map<string, MiddlewareHandler>();
  const limiterFor = (bytes: number, text: string) => {
    const key = `${bytes}:${text}`;
    let limiter = limiters.get(key);
    if (!limiter) {
      limiter = limitBody(bytes, text);
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
