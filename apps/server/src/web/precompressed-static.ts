import { createReadStream, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { isCompressible, negotiateEncoding, varyOnAcceptEncoding } from '../http/compression';

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * Serves the `.br` / `.gz` file the web build wrote next to a static file (apps/web/vite.config.ts)
 * when the client accepts that coding: compressed once at the highest setting, never per request.
 * Range requests, HEAD, and clients that accept neither fall through to the plain file.
 */
export function precompressedStatic(distDir: string): MiddlewareHandler {
  const root = resolve(distDir);
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const file = fileIn(root, c.req.path);
    const contentType = file ? getMimeType(file) : undefined;
    if (!file || !contentType || !isCompressible(contentType)) return next();
    const encoding = c.req.header('Range') ? null : negotiateEncoding(c.req.header('Accept-Encoding'));
    const compressed = encoding ? statOf(file + SUFFIX[encoding]) : null;
    if (!encoding || !compressed) {
      await next();
      if (c.res.ok) varyOnAcceptEncoding(c.res.headers);
      return;
    }
    const headers = new Headers({
      'Content-Type': contentType,
      'Content-Encoding': encoding,
      'Content-Length': String(compressed.size),
      'Last-Modified': compressed.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
    });
    const stream = Readable.toWeb(createReadStream(file + SUFFIX[encoding])) as unknown as ReadableStream<Uint8Array>;
    return new Response(stream, { status: 200, headers });
  };
}

/** The regular file a URL path names inside root, or null (directories, `..`, NUL, outside root). */
function fileIn(root: string, urlPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.split(/[\\/]/).includes('..')) return null;
  const full = join(root, path);
  if (!full.startsWith(root + sep)) return null;
  return statOf(full)?.isFile() ? full : null;
}

function statOf(path: string) {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}
