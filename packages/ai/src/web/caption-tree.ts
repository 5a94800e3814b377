import type { Block, DocumentTree } from '../documents/tree/document-tree';
import { placeBlocks } from '../documents/tree/place-blocks';
import { type CaptionCue, captionsToParagraphs } from './video-captions';

/** A chapter of a video: where it starts, in seconds, and its title. */
export interface CaptionChapter {
  start: number;
  title: string;
}

const paragraphs = (cues: readonly CaptionCue[]): Block[] =>
  captionsToParagraphs(cues)
    .split('\n\n')
    .filter(Boolean)
    .map((text) => ({ type: 'paragraph', text }));

/**
 * A video transcript's structure (issue 20 item 1, decision 157) next to its text, which stays
 * what captionsToParagraphs makes of all the cues. With two or more chapters, each chapter is a
 * section: its title a level-1 heading (not part of the spoken text, so placed as an empty range
 * right after the words before the chapter) and its captions paragraphs cut at pauses; words before the first
 * chapter come first. Without chapters, the paragraphs by pauses alone.
 */
export function captionTree(cues: readonly CaptionCue[], chapters: readonly CaptionChapter[] = []): { text: string; tree: DocumentTree } {
  const text = captionsToParagraphs(cues);
  const marks = chapters.filter((c) => c.title.trim() && Number.isFinite(c.start)).sort((a, b) => a.start - b.start);
  if (marks.length < 2) return { text, tree: placeBlocks(paragraphs(cues), [text], false) };
  const blocks: Block[] = paragraphs(cues.filter((c) => c.start < marks[0]!.start));
  for (const [i, chapter] of marks.entries()) {
    const end = marks[i + 1]?.start ?? Number.POSITIVE_INFINITY;
    blocks.push({ type: 'heading', level: 1, text: chapter.title.trim(), inText: false });
    blocks.push(...paragraphs(cues.filter((c) => c.start >= chapter.start && c.start < end)));
  }
  return { text, tree: placeBlocks(blocks, [text], false) };
}
