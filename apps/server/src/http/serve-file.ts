import type { StoredFile } from '../storage/file-storage';

/**
 * Answers with a stored file, honouring a single HTTP Range (RFC 9110 §14) so video players
 * can seek: 206 with Content-Range for a satisfiable range, 416 for an unsatisfiable one.
 */
export function serveFile(file: StoredFile, rangeHeader: string | undefined, headers: Record<string, string>): Response {
  const base = { 'Accept-Ranges': 'bytes', ...headers };
  const range = rangeHeader ? parseRange(rangeHeader, file.size) : null;
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
