import { z } from 'zod';
import { buildWebVtt } from '../flows/captions';

/**
 * Chapters (issue 14 item 7): each slide title is a chapter a viewer can jump to. A render
 * stores them with its video in `videos.metadata.chapters` as { title, startSeconds } in slide
 * order; players read them as a WebVTT chapters track (https://www.w3.org/TR/webvtt1/, kind
 * "chapters"), MP4 files carry them in their metadata.
 */
export const videoChapterSchema = z.object({
  title: z.string().max(500),
  startSeconds: z.number().finite().min(0),
});
export type VideoChapter = z.infer<typeof videoChapterSchema>;

/** The chapters stored with a video; anything malformed reads as no chapters. */
export function readVideoChapters(value: unknown): VideoChapter[] {
  const parsed = z.array(videoChapterSchema).max(1000).safeParse(value);
  return parsed.success ? parsed.data : [];
}

/**
 * Each chapter's span, in time order: from its start to the next chapter's start, the last one to
 * the end of the video. Titles are trimmed to one line; chapters without a title are "Slide N";
 * chapters starting at or after the end, or at the same time as the next, are dropped. The
 * WebVTT track and the MP4/WebM chapters (@lectern/media finishVideo) both use these spans.
 */
export function chapterSpans(chapters: VideoChapter[], durationSeconds: number): { title: string; startMs: number; endMs: number }[] {
  const end = Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds : Number.POSITIVE_INFINITY;
  const sorted = chapters
    .map((c, i) => ({ title: c.title.replace(/\s+/g, ' ').trim() || `Slide ${i + 1}`, start: c.startSeconds }))
    .filter((c) => c.start < end)
    .sort((a, b) => a.start - b.start);
  return sorted
    .map((c, i) => ({ startMs: c.start * 1000, endMs: (sorted[i + 1]?.start ?? end) * 1000, title: c.title }))
    .filter((c) => Number.isFinite(c.endMs) && c.endMs > c.startMs);
}

/** A WebVTT chapters track of the chapterSpans; null when there are none. */
export function buildChaptersVtt(chapters: VideoChapter[], durationSeconds: number): string | null {
  const cues = chapterSpans(chapters, durationSeconds).map((c) => ({ startMs: c.startMs, endMs: c.endMs, text: c.title }));
  return cues.length > 0 ? buildWebVtt(cues) : null;
}
