import { describe, expect, it } from 'vitest';
import { placeBlocks } from './place-blocks';
import { plainTextBlocks } from './plain-text-tree';
import { coverage, misplaced, sections } from './testing/tree-words';

const POLICY = `SITE SAFETY
Everyone on site reads this page in the first week, visitors included.

1. Fire exits
Use the stairs, never the lift. Exits are marked in green and the doors open outwards.

1.1 Assembly points
Gather at point B by the car park and wait for the warden to count everyone.

First aid
=========

Kits hang by every door:
• plasters and dressings
• eye wash
  (replaced every month)

Reporting
Tell your supervisor about every accident on the day it happens, however small it seems.

Steps to take
1. Stop work.
2. Call 555 0100.
3. Wait for the warden.`;

describe('plainTextBlocks', () => {
  it('finds numbered, underlined, ALL-CAPS and short headings, and bulleted and numbered lists', () => {
    expect(plainTextBlocks(POLICY)).toEqual([
      { type: 'heading', level: 1, text: 'SITE SAFETY' },
      { type: 'paragraph', text: 'Everyone on site reads this page in the first week, visitors included.' },
      { type: 'heading', level: 1, text: '1. Fire exits' },
      { type: 'paragraph', text: 'Use the stairs, never the lift. Exits are marked in green and the doors open outwards.' },
      { type: 'heading', level: 2, text: '1.1 Assembly points' },
      { type: 'paragraph', text: 'Gather at point B by the car park and wait for the warden to count everyone.' },
      { type: 'heading', level: 1, text: 'First aid' },
      { type: 'paragraph', text: 'Kits hang by every door:' },
      {
        type: 'list',
        ordered: false,
        items: [
          { text: 'plasters and dressings', level: 0 },
          { text: 'eye wash (replaced every month)', level: 0 },
        ],
      },
      { type: 'heading', level: 2, text: 'Reporting' },
      { type: 'paragraph', text: 'Tell your supervisor about every accident on the day it happens, however small it seems.' },
      // A short line leading into a list opens no section: only a paragraph after it makes it a heading.
      { type: 'paragraph', text: 'Steps to take' },
      {
        type: 'list',
        ordered: true,
        items: [
          { text: 'Stop work.', level: 0 },
          { text: 'Call 555 0100.', level: 0 },
          { text: 'Wait for the warden.', level: 0 },
        ],
      },
    ]);
  });

  it('files each fact under its own heading and covers the text word for word in order', () => {
    const tree = placeBlocks(plainTextBlocks(POLICY), [POLICY], false);
    const under = (start: string) => sections(tree).find((s) => s.text.startsWith(start))?.under;
    expect(under('Use the stairs')).toEqual(['1. Fire exits']);
    expect(under('Gather at point B')).toEqual(['1. Fire exits', '1.1 Assembly points']);
    expect(under('plasters')).toEqual(['First aid']);
    // Only the list's numbers are left out: they are markers, not words of the items.
    expect(coverage(POLICY, tree)).toEqual({ inOrder: true, missed: ['1', '2', '3'] });
    expect(misplaced(POLICY, tree)).toEqual([]);
  });

  it('does not make headings of ordinary short lines, wrapped paragraphs or a list of short lines', () => {
    const wrapped = 'The warden counts everyone at the assembly point and\nreports to the fire service when they arrive on site.';
    expect(plainTextBlocks(wrapped)).toEqual([{ type: 'paragraph', text: wrapped.replace('\n', ' ') }]);
    // Short lines with nothing after them are not headings: there is no section for them to open.
    expect(plainTextBlocks('Milk\n\nBread\n\nEggs').map((b) => b.type)).toEqual(['paragraph', 'paragraph', 'paragraph']);
    expect(plainTextBlocks('Ends a sentence.\n\nAnother one follows here.').map((b) => b.type)).toEqual(['paragraph', 'paragraph']);
  });

  it('survives hostile input: empty, blank, no headings, headings only, deep indentation, a huge text', () => {
    expect(plainTextBlocks('')).toEqual([]);
    expect(plainTextBlocks(' \n\n\t\n')).toEqual([]);
    expect(plainTextBlocks('HEADING ONE\n\nHEADING TWO\n\nHEADING THREE').map((b) => b.type)).toEqual(['heading', 'heading', 'paragraph']);
    const deep = Array.from({ length: 300 }, (_, i) => `${' '.repeat(i)}- item ${i}`).join('\n');
    const tree = placeBlocks(plainTextBlocks(deep), [deep], false);
    expect(tree.nodes).toHaveLength(1);
    const huge = Array.from({ length: 30_000 }, (_, i) => `Sentence number ${i} ends here.`).join('\n\n');
    const big = placeBlocks(plainTextBlocks(huge), [huge], false);
    expect(big.nodes).toHaveLength(30_000);
    expect(coverage(huge, big)).toEqual({ inOrder: true, missed: [] });
  });
});
