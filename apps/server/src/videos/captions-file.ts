import { buildSrt, parseWebVtt } from '@lectern/core';
import { notFound } from '../http/errors';
import type { FileStorage } from '../storage/file-storage';

export type CaptionFormat = 'vtt' | 'srt';

/** WebVTT's registered type (https://www.w3.org/TR/webvtt1/#iana-text-vtt) and SubRip's customary one. */
export const CAPTION_CONTENT_TYPES: Record<CaptionFormat, string> = {
  vtt: 'text/vtt; charset=utf-8',
  srt: 'application/x-subrip; charset=utf-8',
};

export interface CaptionsServeOptions {
  format?: CaptionFormat;
  /** Names the file in Content-Disposition; `attachment` asks the browser to save it. */
  filename?: string;
  attachment?: boolean;
}

/**
 * A stored WebVTT file (docs/decisions/007), or the same cues as SubRip (docs/decisions/140);
 * a video rendered without captions is "not found".
 */
export async function captionsResponse(storage: FileStorage, key: string | null, cacheControl: string, options: CaptionsServeOptions = {}) {
  const format = options.format ?? 'vtt';
  const file = key ? await storage.get(key) : null;
  if (!file) throw notFound('Captions not found');
  const headers: Record<string, string> = { 'Content-Type': CAPTION_CONTENT_TYPES[format], 'Cache-Control': cacheControl };
  if (options.filename) headers['Content-Disposition'] = contentDisposition(options.attachment ? 'attachment' : 'inline', options.filename);
  if (format === 'vtt') return new Response(file.stream(), { headers: { ...headers, 'Content-Length': String(file.size) } });
  const srt = new TextEncoder().encode(buildSrt(parseWebVtt(await new Response(file.stream()).text())));
  return new Response(srt, { headers: { ...headers, 'Content-Length': String(srt.byteLength) } });
}

const MAX_NAME_CHARS = 100;

/**
 * "<project name>.<language>.<srt|vtt>" safe to save on any system: no path separators, control
 * characters or characters Windows refuses (\/:*?"<>|), no leading or trailing dots and spaces,
 * at most 100 characters of name; an empty name becomes "captions".
 */
export function captionsFilename(projectName: string, language: string, format: CaptionFormat): string {
  const name =
    projectName
      .normalize('NFC')
      .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.]+|[\s.]+$/g, '')
      .slice(0, MAX_NAME_CHARS)
      .trim() || 'captions';
  return `${name}.${language.replace(/[^A-Za-z0-9-]/g, '')}.${format}`;
}

/**
 * RFC 6266 Content-Disposition: an ASCII `filename` for every client (accents dropped, other
 * characters as "_") and `filename*` (RFC 8187) with the UTF-8 name for clients that read it.
 */
export function contentDisposition(type: 'attachment' | 'inline', filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_');
  if (ascii === filename) return `${type}; filename="${ascii}"`;
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
