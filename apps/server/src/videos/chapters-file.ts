import { buildChaptersVtt, readVideoChapters } from '@lectern/core';
import type { videos } from '@lectern/db';
import { notFound } from '../http/errors';
import { CAPTION_CONTENT_TYPES } from './captions-file';

type Row = typeof videos.$inferSelect;

export const CHAPTERS_NOT_FOUND = 'Chapters not found';

/** The WebVTT chapters track of a video (issue 14 item 7), or null when it was made without chapters. */
export function chaptersVttOf(video: Row): string | null {
  return buildChaptersVtt(readVideoChapters(video.metadata.chapters), video.duration === null ? Number.NaN : Number(video.duration));
}

/** A video's chapters as a `kind="chapters"` track; a video made before chapters existed is "not found". */
export function chaptersResponse(video: Row, cacheControl: string): Response {
  const vtt = chaptersVttOf(video);
  if (vtt === null) throw notFound(CHAPTERS_NOT_FOUND);
  const body = new TextEncoder().encode(vtt);
  return new Response(body, {
    headers: { 'Content-Type': CAPTION_CONTENT_TYPES.vtt, 'Cache-Control': cacheControl, 'Content-Length': String(body.byteLength) },
  });
}
