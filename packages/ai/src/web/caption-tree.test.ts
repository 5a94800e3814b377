import { describe, expect, it } from 'vitest';
import { sectionTitles } from '../documents/tree/document-tree';
import { coverage, misplaced } from '../documents/tree/testing/tree-words';
import { captionTree } from './caption-tree';
import { captionsToParagraphs } from './video-captions';

const CUES = [
  { start: 0, text: 'Welcome to the site tour.' },
  { start: 2, text: 'Today we walk the whole depot.' },
  { start: 30, text: 'Fire exits are marked in green.' },
  { start: 33, text: 'Use the stairs, never the lift.' },
  { start: 70, text: 'First aid kits hang by every door.' },
  { start: 73, text: 'Call 555 0100 at any hour.' },
];

describe('captionTree', () => {
  it('makes one section per chapter, with the chapter title as its heading, and keeps the text as it was', () => {
    const { text, tree } = captionTree(CUES, [
      { start: 65, title: 'First aid' },
      { start: 25, title: 'Fire exits' },
    ]);
    expect(text).toBe(captionsToParagraphs(CUES));
    expect(tree.nodes.map((n) => [n.type, 'text' in n ? n.text.slice(0, 20) : '', sectionTitles(tree, n)])).toEqual([
      ['paragraph', 'Welcome to the site ', []],
      ['heading', 'Fire exits', []],
      ['paragraph', 'Fire exits are marke', ['Fire exits']],
      ['heading', 'First aid', []],
      ['paragraph', 'First aid kits hang ', ['First aid']],
    ]);
    // A chapter title is not spoken: its range is empty, right after the words of the chapter before.
    const heading = tree.nodes[3]!;
    expect([heading.start, heading.end]).toEqual([tree.nodes[2]!.end, tree.nodes[2]!.end]);
    expect(text.slice(heading.end).trimStart().startsWith('First aid kits')).toBe(true);
    expect(misplaced(text, { ...tree, nodes: tree.nodes.filter((n) => n.type !== 'heading') })).toEqual([]);
  });

  it('without chapters, gives paragraphs cut at pauses that cover the transcript word for word', () => {
    const { text, tree } = captionTree(CUES, [{ start: 10, title: 'Only one chapter' }]);
    expect(tree.nodes.map((n) => n.type)).toEqual(['paragraph', 'paragraph', 'paragraph']);
    expect(coverage(text, tree)).toEqual({ inOrder: true, missed: [] });
    expect(captionTree([]).tree.nodes).toEqual([]);
  });
});
