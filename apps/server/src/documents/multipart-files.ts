/**
 * The files of one field of a `multipart/form-data` body (RFC 7578, RFC 2046 §5.1.1), found with
 * Buffer.indexOf and handed out as views of the body, never copied.
 *
 * Why not Request.formData() (hono's parseBody): undici's parser and the File objects it builds
 * held the event loop 100–330 ms at a time for a 7 MB upload on the shared 2-core machine, and
 * copied the bytes three times (decision 211). Here the boundaries are found by native search
 * (a few ms for 10 MB) and the only JavaScript that runs per part reads its few header lines.
 */
export interface MultipartFile {
  name: string;
  bytes: Uint8Array;
}

export class MultipartError extends Error {}

/** The boundary of a `multipart/form-data` Content-Type, or undefined for any other type. */
export function multipartBoundary(contentType: string | null | undefined): string | undefined {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
/** A part's header block: a browser writes two or three short lines; anything longer is not a form. */
const MAX_HEADER_BYTES = 16 * 1024;

/**
 * Every part of `field` that is a file (its Content-Disposition has a filename, as a browser sends
 * each chosen file), in body order. Other fields and plain values are skipped. Throws
 * MultipartError when the body is not a complete multipart body for `boundary`.
 */
export function multipartFiles(body: Uint8Array, boundary: string, field: string): MultipartFile[] {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  // Every delimiter but one that opens the body follows a CRLF (RFC 2046 §5.1.1).
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const opening = delimiter.subarray(2);
  let at: number;
  if (bytes.subarray(0, opening.length).equals(opening)) at = opening.length;
  else {
    const first = bytes.indexOf(delimiter);
    if (first < 0) throw new MultipartError('no boundary');
    at = first + delimiter.length;
  }
  const files: MultipartFile[] = [];
  for (;;) {
    // After a delimiter: "--" ends the body, otherwise (optional padding) CRLF and the part's headers.
    if (bytes[at] === 0x2d && bytes[at + 1] === 0x2d) return files;
    const lineEnd = bytes.indexOf(CRLF, at);
    if (lineEnd < 0) throw new MultipartError('cut after a boundary');
    const headersEnd = bytes.indexOf(HEADERS_END, lineEnd);
    // A part without headers has its blank line right after the delimiter's CRLF.
    const blank = bytes[lineEnd + 2] === 0x0d && bytes[lineEnd + 3] === 0x0a ? lineEnd : headersEnd;
    if (blank < 0 || blank - lineEnd > MAX_HEADER_BYTES) throw new MultipartError('part headers not ended');
    const headers = bytes.toString('utf8', lineEnd + 2, blank);
    const contentStart = blank + 4;
    const next = bytes.indexOf(delimiter, contentStart);
    if (next < 0) throw new MultipartError('part not closed');
    const disposition = formDataDisposition(headers);
    if (disposition?.name === field && disposition.filename !== undefined) {
      files.push({ name: disposition.filename, bytes: body.subarray(contentStart, next) });
    }
    at = next + delimiter.length;
  }
}

/** The name and filename of a part's `Content-Disposition: form-data` header (RFC 7578 §4.2). */
export function formDataDisposition(headers: string): { name: string; filename?: string } | undefined {
  const line = headers.split('\r\n').find((h) => /^content-disposition\s*:/i.test(h));
  if (!line || !/:\s*form-data\s*(;|$)/i.test(line)) return undefined;
  const params = new Map<string, string>();
  for (const m of line.matchAll(/;\s*([\w*-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;]*))/g)) {
    const key = m[1]!.toLowerCase();
    params.set(key, m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[3]!);
  }
  const name = params.get('name');
  if (name === undefined) return undefined;
  // RFC 7578 §4.2 allows filename* (RFC 5987 encoding); browsers send UTF-8 in filename itself.
  const extended = params.get('filename*');
  const decoded = extended ? decodeExtended(extended) : undefined;
  const filename = decoded ?? params.get('filename');
  return filename === undefined ? { name } : { name, filename };
}

function decodeExtended(value: string): string | undefined {
  const match = /^utf-8'[^']*'(.*)$/i.exec(value);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}
