import type { CaptionChapter } from './caption-tree';
import { parseWebVtt } from './video-captions';

/** "0:00", "1:23", "01:02:03" → seconds. */
const seconds = (stamp: string) => stamp.split(':').reduce((n, part) => n * 60 + Number(part), 0);

/** A description line that opens on a timestamp: "0:00 Intro", "1:23 - Setting up", "(01:02:03) Wrap-up". */
const CHAPTER_LINE = /^\s*[([]?((?:\d{1,2}:)?\d{1,2}:\d{2})[)\]]?\s*(?:[-–—:|•]\s*)?(\S.{0,120}?)\s*$/;

/**
 * A video's chapters as its description lists them (issue 20 item 1): timestamped lines, read as
 * YouTube reads them — the first at 0:00, at least two, each later than the one before. Anything
 * else (a timestamp inside a sentence, a list that does not start at 0:00) is not chapters.
 */
export function descriptionChapters(description: string): CaptionChapter[] {
  const chapters: CaptionChapter[] = [];
  for (const line of description.split(/\r?\n/)) {
    const match = CHAPTER_LINE.exec(line);
    if (!match) continue;
    const start = seconds(match[1] as string);
    if (chapters.length === 0 ? start !== 0 : start <= (chapters[chapters.length - 1] as CaptionChapter).start) return [];
    chapters.push({ start, title: (match[2] as string).trim() });
  }
  return chapters.length >= 2 ? chapters : [];
}

/** A WebVTT chapters track (`<track kind="chapters">`): each cue's start and text is a chapter. */
export function vttChapters(vtt: string): CaptionChapter[] {
  return parseWebVtt(vtt)
    .map((cue) => ({ start: cue.start, title: cue.text.replace(/\s+/g, ' ').trim() }))
    .filter((c) => c.title && Number.isFinite(c.start));
}
