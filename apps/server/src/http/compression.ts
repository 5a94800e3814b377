import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { inMemoryBody } from './in-memory-body';

/** Bodies smaller than this gain nothing from compression (a TCP packet holds about 1,400 bytes). */
export const COMPRESSION_MIN_BYTES = 1024;

/** Bodies known to be at most this size are compressed in one piece; larger ones stream. */
const BUFFERED_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Text formats worth compressing: HTML, JS, CSS, JSON, SVG, WebVTT captions and other text.
 * Video, audio, images and fonts are already compressed and are never touched.
 */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|[a-z.+-]+\+json)|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): brotli when
 * accepted, else gzip; an explicit q=0 refuses a coding, and `*` stands for codings not named.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  // A client sends the same header on every request: its answer is kept, not parsed again each time.
  if (acceptEncoding === lastNegotiated.header) return lastNegotiated.encoding;
  const encoding = parseAcceptEncoding(acceptEncoding);
  lastNegotiated = { header: acceptEncoding, encoding };
  return encoding;
}

let lastNegotiated: { header: string; encoding: Encoding | null } = { header: '', encoding: null };

function parseAcceptEncoding(acceptEncoding: string): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/** True when a response of this Content-Type is text worth compressing. */
export function isCompressible(contentType: string | null): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType.trim()) && !/^text\/event-stream/i.test(contentType.trim());
}

/** Appends Accept-Encoding to Vary without repeating it: caches must key on it (RFC 9110 §12.5.5). */
export function varyOnAcceptEncoding(headers: Headers) {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Brotli quality 4 / gzip level 6: most of the gain for a fraction of the CPU of the maximum
// settings, for answers compressed off the event loop (thread pool, streams); static files are
// compressed at the maximum when built.
const BROTLI_QUALITY = 4;
// Answers compressed in place, on the event loop every request waits on, use brotli quality 1:
// measured on a 7 KB list of 20 projects, 890 bytes in about 50 µs against 750 bytes in 90 to
// 200 µs at quality 4 (docs/decisions/148) — a few more bytes, several times less CPU per answer.
const BROTLI_INLINE_QUALITY = 1;
const brotliOptions = (size: number, quality = BROTLI_QUALITY): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    ...(size > 0 ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
  },
});

/** Up to this size, compressing in place (well under a millisecond) costs less than a trip to the thread pool. */
const INLINE_MAX_BYTES = 64 * 1024;

function compressBuffer(body: Uint8Array, encoding: Encoding): Promise<Buffer> | Buffer {
  if (body.byteLength <= INLINE_MAX_BYTES) {
    return encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions(body.byteLength, BROTLI_INLINE_QUALITY)) : zlib.gzipSync(body, { level: 6 });
  }
  return encoding === 'br' ? brotli(body, brotliOptions(body.byteLength)) : gzip(body, { level: 6 });
}

function compressStream(body: ReadableStream<Uint8Array>, encoding: Encoding, size: number): ReadableStream<Uint8Array> {
  const compressor = encoding === 'br' ? zlib.createBrotliCompress(brotliOptions(size)) : zlib.createGzip({ level: 6 });
  const source = Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>);
  source.on('error', (err) => compressor.destroy(err));
  return Readable.toWeb(source.pipe(compressor)) as unknown as ReadableStream<Uint8Array>;
}

/**
 * Compresses text answers made per request (JSON from the API, captions, HTML pages) with brotli
 * or gzip when the client accepts them. Static files from the web build arrive precompressed
 * (web/precompressed-static.ts) and are passed through. Never compressed: answers to Range
 * requests and partial answers (byte offsets must stay those of the file), media, answers that
 * already carry a Content-Encoding, HEAD answers and bodies under COMPRESSION_MIN_BYTES.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers first: reading `body` turns the server's lightweight answer into a full Fetch
    // Response with a stream, which answers that are never compressed should not pay for.
    if (c.req.method === 'HEAD' || !isCompressible(res.headers.get('Content-Type'))) return;
    if (res.headers.has('Content-Encoding')) return;
    const inMemory = inMemoryBody(res);
    if (inMemory === null || (inMemory === undefined && !res.body)) return;
    // Whatever happens next, this answer depends on Accept-Encoding.
    varyOnAcceptEncoding(res.headers);
    if (res.status !== 200 || c.req.header('Range') || res.headers.has('Content-Range')) return;
    if (/(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;

    const declared = res.headers.get('Content-Length');
    const size = declared === null ? null : Number(declared);
    if (size !== null && size < COMPRESSION_MIN_BYTES) return;
    // An answer made in memory is left as it is when small (nothing read, nothing to put back).
    if (typeof inMemory === 'string' && Buffer.byteLength(inMemory) < COMPRESSION_MIN_BYTES) return;
    if (inMemory instanceof Uint8Array && inMemory.byteLength < COMPRESSION_MIN_BYTES) return;

    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    // A strong validator names exact bytes; the compressed bytes differ (RFC 9110 §8.8.1).
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);

    let body: Uint8Array;
    if (inMemory !== undefined) body = typeof inMemory === 'string' ? Buffer.from(inMemory) : inMemory;
    else {
      if (size !== null && size > BUFFERED_MAX_BYTES) {
        replaceResponse(c, compressStream(res.body!, encoding, size), res.status, headers);
        return;
      }
      // Other answers made in memory usually carry no length: read them to learn it.
      const read = new Uint8Array(await res.arrayBuffer());
      if (read.byteLength < COMPRESSION_MIN_BYTES) {
        replaceResponse(c, read, res.status, new Headers(res.headers));
        return;
      }
      body = read;
    }
    // zlib answers with a Buffer over a plain ArrayBuffer (never shared memory).
    const compressed = (await compressBuffer(body, encoding)) as Buffer<ArrayBuffer>;
    headers.set('Content-Length', String(compressed.byteLength));
    replaceResponse(c, compressed, res.status, headers);
  };
}

/**
 * Puts the replacement answer in place with exactly these headers (a copy of the previous
 * answer's, Set-Cookie included, with the changes made here). Clearing `c.res` first skips Hono's
 * merge of the previous headers, which would read the new body back into a stream and make the
 * server copy it out chunk by chunk instead of writing the bytes at once.
 */
function replaceResponse(c: Context, body: BodyInit, status: number, headers: Headers) {
  c.res = undefined;
  c.res = new Response(body, { status, headers });
}
