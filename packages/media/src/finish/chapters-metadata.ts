/**
 * Chapters as ffmpeg metadata (issue 14 item 7): each slide title becomes a chapter viewers can
 * jump to. The spans are core's chapterSpans (the same as the WebVTT chapters track), written in
 * ffmpeg's FFMETADATA1 format (https://ffmpeg.org/ffmpeg-formats.html#Metadata-2) and read by the
 * final pass with `-map_chapters`.
 */
import { chapterSpans, type VideoChapter } from '@lectern/core';

/** ffmpeg's metadata doc: '=', ';', '#', '\' and a newline in keys or values are escaped with a backslash. */
export const escapeFfmetadata = (value: string) => value.replace(/[=;#\\\n]/g, (c) => `\\${c}`);

/** Players show a chapter on one line: control characters become spaces, and long titles are cut. */
const MAX_TITLE_CHARS = 200;
const oneLine = (title: string) => [...title.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim()].slice(0, MAX_TITLE_CHARS).join('').trim();

/** The FFMETADATA1 text of a video's chapters (whole milliseconds); null when there are none. */
export function buildChaptersMetadata(chapters: VideoChapter[], durationSeconds: number): string | null {
  const spans = chapterSpans(chapters, durationSeconds)
    .map((c) => ({ title: oneLine(c.title), startMs: Math.round(c.startMs), endMs: Math.round(c.endMs) }))
    .filter((c) => c.endMs > c.startMs);
  if (!spans.length) return null;
  const lines = [';FFMETADATA1'];
  for (const [i, c] of spans.entries()) {
    lines.push('[CHAPTER]', 'TIMEBASE=1/1000', `START=${c.startMs}`, `END=${c.endMs}`, `title=${escapeFfmetadata(c.title || `Slide ${i + 1}`)}`);
  }
  return `${lines.join('\n')}\n`;
}
