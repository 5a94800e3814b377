import { describe, expect, it } from 'vitest';
import { markdownBlocks } from './markdown-tree';
import { MAX_DEPTH, placeBlocks } from './place-blocks';
import { coverage, misplaced, sections } from './testing/tree-words';

const HANDBOOK = `Site handbook
=============

Read this before your first shift.

## Fire exits

Use the **stairs**, never the lift.

- Exits are marked in green
- Doors open outwards
  - even in the cold store
1. Leave
2. Gather at point B

Safety officer
--------------

> Call 555 0100 at any hour.
> Ask for the duty officer.

| Kit | Where |
| --- | :---: |
| First aid | Reception |
| Defibrillator | Canteen \\| hall |

\`\`\`sh
alarm --test
# not a heading
\`\`\`

    indented code line

### First aid ###
Kits hang by every door.
***
`;

describe('markdownBlocks', () => {
  it('reads headings, lists with nesting, quotes, tables and code as they are written', () => {
    expect(markdownBlocks(HANDBOOK)).toEqual([
      { type: 'heading', level: 1, text: 'Site handbook' },
      { type: 'paragraph', text: 'Read this before your first shift.' },
      { type: 'heading', level: 2, text: 'Fire exits' },
      { type: 'paragraph', text: 'Use the stairs, never the lift.' },
      {
        type: 'list',
        ordered: false,
        items: [
          { text: 'Exits are marked in green', level: 0 },
          { text: 'Doors open outwards', level: 0 },
          { text: 'even in the cold store', level: 1 },
          { text: 'Leave', level: 0 },
          { text: 'Gather at point B', level: 0 },
        ],
      },
      { type: 'heading', level: 2, text: 'Safety officer' },
      { type: 'quote', text: 'Call 555 0100 at any hour.\nAsk for the duty officer.' },
      {
        type: 'table',
        rows: [
          ['Kit', 'Where'],
          ['First aid', 'Reception'],
          ['Defibrillator', 'Canteen | hall'],
        ],
        header: true,
      },
      { type: 'code', text: 'alarm --test\n# not a heading' },
      { type: 'code', text: 'indented code line' },
      { type: 'heading', level: 3, text: 'First aid' },
      { type: 'paragraph', text: 'Kits hang by every door.' },
    ]);
  });

  it('files every paragraph under its own heading, and covers the text word for word in order', () => {
    const text = HANDBOOK.trim();
    const tree = placeBlocks(markdownBlocks(text), [text], false);
    expect(sections(tree).find((s) => s.text.startsWith('Kits'))?.under).toEqual(['Site handbook', 'Safety officer', 'First aid']);
    expect(sections(tree).find((s) => s.text.startsWith('Use the'))?.under).toEqual(['Site handbook', 'Fire exits']);
    // Markers and pipes are not words; only the ordered list's numbers and the fence's language are left out.
    expect(coverage(text, tree)).toEqual({ inOrder: true, missed: ['1', '2', 'sh'] });
    expect(misplaced(text, tree)).toEqual([]);
  });

  it('survives hostile input: empty, no headings, headings only, deep nesting, an unclosed fence, a huge document', () => {
    expect(markdownBlocks('')).toEqual([]);
    expect(markdownBlocks('Just words.\nMore words.').map((b) => b.type)).toEqual(['paragraph']);
    expect(markdownBlocks('# A\n## B\n###### F\n####### not a heading').map((b) => b.type)).toEqual(['heading', 'heading', 'heading', 'paragraph']);
    const deep = Array.from({ length: 500 }, (_, i) => `${' '.repeat(i * 2)}- level ${i}`).join('\n');
    const list = markdownBlocks(deep)[0];
    expect(list?.type === 'list' && list.items.length).toBe(500);
    // Nesting past what the tree keeps (MAX_DEPTH) is kept at its deepest level.
    expect(placeBlocks([list!], [deep], false).nodes[0]).toMatchObject({ items: expect.arrayContaining([{ text: 'level 499', level: MAX_DEPTH }]) });
    expect(markdownBlocks('```\nnever closed\n# still code').map((b) => b.type)).toEqual(['code']);
    const huge = Array.from({ length: 20_000 }, (_, i) => (i % 10 === 0 ? `## Part ${i}` : `Line ${i} of the text.`)).join('\n\n');
    const tree = placeBlocks(markdownBlocks(huge), [huge], false);
    expect(tree.nodes.length).toBe(20_000);
    expect(coverage(huge, tree)).toEqual({ inOrder: true, missed: [] });
  });
});
