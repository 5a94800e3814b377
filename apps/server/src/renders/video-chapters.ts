import type { VideoChapter } from '@lectern/core';

/** Chapters (issue 14 item 7): each slide's title, starting where its segment starts in the joined video. */
export function videoChapters(slides: readonly { title: string }[], slideSeconds: readonly number[]): VideoChapter[] {
  let start = 0;
  return slides.map((slide, i) => {
    const chapter = { title: slide.title.replace(/\s+/g, ' ').trim().slice(0, 500) || `Slide ${i + 1}`, startSeconds: Number(start.toFixed(3)) };
    start += slideSeconds[i] ?? 0;
    return chapter;
  });
}
