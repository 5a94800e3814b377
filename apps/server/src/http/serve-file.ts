import type { StoredFile } from '../storage/file-storage';

/** The request's validators, when the route passes them on (RFC 9110 §13). */
export interface Preconditions {
  ifNoneMatch?: string;
  ifRange?: string;
}

/** Reads the validators from a request (Hono's c.req). */
export const preconditionsOf = (req: { header(name: string): string | undefined }): Preconditions => ({
  ifNoneMatch: req.header('if-none-match'),
  ifRange: req.header('if-range'),
});

/**
 * Answers with a stored file, honouring a single HTTP Range (RFC 9110 §14) so video players
 * can seek: 206 with Content-Range for a satisfiable range, 416 for an unsatisfiable one. The
 * file's ETag goes out with every answer; a matching If-None-Match gets 304, and a Range whose
 * If-Range no longer matches gets the whole file (the bytes changed since the player's first part).
 */
export function serveFile(file: StoredFile, rangeHeader: string | undefined, headers: Record<string, string>, conditions: Preconditions = {}): Response {
  const base: Record<string, string> = { 'Accept-Ranges': 'bytes', ...headers };
  if (file.etag) base.ETag = file.etag;
  if (file.etag && conditions.ifNoneMatch !== undefined && matchesAny(conditions.ifNoneMatch, file.etag)) {
    return new Response(null, { status: 304, headers: base });
  }
  // If-Range with a date cannot be checked (no Last-Modified is sent): the whole file is the safe answer.
  const rangeStillValid = conditions.ifRange === undefined || (file.etag !== '' && !file.etag.startsWith('W/') && conditions.ifRange.trim() === file.etag);
  const range = rangeHeader && rangeStillValid ? parseRange(rangeHeader, file.size) : null;
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...base, 'Content-Range': `bytes */${file.size}` } });
  }
  if (range) {
    return new Response(file.stream(range), {
      status: 206,
      headers: { ...base, 'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`, 'Content-Length': String(range.end - range.start + 1) },
    });
  }
  return new Response(file.stream(), { status: 200, headers: { ...base, 'Content-Length': String(file.size) } });
}

/** Parses `bytes=a-b`, `bytes=a-` and `bytes=-n`; multi-range requests get the whole file. */
export function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/"x" matches "x", and * matches any file. */
function matchesAny(header: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
