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

  it('reads a wrapped numbered list item as an item, not a heading, whatever its number (decision 184)', () => {
    // A constitution's clauses: numbered headings at the margin, numbered items indented under them,
    // each item's lines wrapped under its own text.
    const text = [
      '2. Decision-making bodies',
      '',
      '  2.1. General rules',
      '',
      '    1. Nothing in this constitution imposes an obligation on anyone to do',
      '       work for the Project.',
      '    2. The Project Leader may choose not to admit new',
      '       Developers, or expel existing Developers.',
      '',
      '    1. Developers are volunteers who agree to further the aims of the',
      '       Project insofar as they participate in it.',
      '',
      '3. Individual Developers',
      '',
      'Developers may make these decisions as they see fit.',
    ].join('\n');
    const blocks = plainTextBlocks(text);
    expect(blocks.filter((b) => b.type === 'heading').map((b) => (b as { text: string }).text)).toEqual([
      '2. Decision-making bodies',
      '2.1. General rules',
      '3. Individual Developers',
    ]);
    expect(blocks.filter((b) => b.type === 'list')).toHaveLength(2);
    // A short numbered title over its body hanging under it is a heading (a social contract's clauses).
    const clauses =
      '    1. Debian will remain 100% free\n       We provide the guidelines that we use to determine if a work is\n       "free" in the document entitled "The Debian Free Software Guidelines".';
    expect(plainTextBlocks(clauses).map((b) => b.type)).toEqual(['heading', 'paragraph']);
  });

  it('reads run-in headings ("2. Grant of Copyright License. Subject to…") and lettered appendices as headings', () => {
    const text = [
      '1. Definitions.',
      '',
      '   "License" shall mean the terms and conditions for use.',
      '',
      '2. Grant of Copyright License. Subject to the terms and conditions of',
      '   this License, each Contributor grants to You a copyright license.',
      '',
      'A. Standard Resolution Procedure',
      '',
      '   These rules apply to communal decision-making.',
      '',
      '  A.1. Discussion and Amendment',
      '',
      '   The discussion period starts when a draft resolution is proposed.',
      '',
      'B. Use of language and typography',
      '',
      '   The present indicative means that the statement is a rule.',
    ].join('\n');
    expect(plainTextBlocks(text)).toEqual([
      { type: 'heading', level: 1, text: '1. Definitions.' },
      { type: 'paragraph', text: '"License" shall mean the terms and conditions for use.' },
      { type: 'heading', level: 1, text: '2. Grant of Copyright License.' },
      { type: 'paragraph', text: 'Subject to the terms and conditions of this License, each Contributor grants to You a copyright license.' },
      { type: 'heading', level: 1, text: 'A. Standard Resolution Procedure' },
      { type: 'paragraph', text: 'These rules apply to communal decision-making.' },
      { type: 'heading', level: 2, text: 'A.1. Discussion and Amendment' },
      { type: 'paragraph', text: 'The discussion period starts when a draft resolution is proposed.' },
      { type: 'heading', level: 1, text: 'B. Use of language and typography' },
      { type: 'paragraph', text: 'The present indicative means that the statement is a rule.' },
    ]);
    // A sentence in a numbered list stays an item; a lone lettered line in sentence case with no appendix before it is no heading.
    expect(plainTextBlocks('1. Stop work. Call the warden.\n2. Wait outside.').map((b) => b.type)).toEqual(['list']);
    expect(plainTextBlocks('A. grade pupils\n\nThey sit the test in May.').map((b) => b.type)).toEqual(['list', 'paragraph']);
  });

  it('reads a line alone after a horizontal rule, over numbered sections, as the title of a part that holds them (decision 192)', () => {
    const text = `   The producers have written a contract and a set of guidelines.
     ______________________________________________________

Our Promises

    1. We will remain free
       We provide the guidelines we use.

    2. We will not hide problems
       We keep our entire bug report database open for public view at all times.
     ______________________________________________________

The Guidelines

    1. Free Redistribution
       The licence may not restrict selling the software.`;
    const shape = plainTextBlocks(text).map((b) => [b.type, 'level' in b ? b.level : '', 'text' in b ? b.text : '']);
    expect(shape).toEqual([
      ['paragraph', '', 'The producers have written a contract and a set of guidelines.'],
      ['heading', 1, 'Our Promises'],
      ['heading', 2, '1. We will remain free'],
      ['paragraph', '', 'We provide the guidelines we use.'],
      ['heading', 2, '2. We will not hide problems'],
      ['paragraph', '', 'We keep our entire bug report database open for public view at all times.'],
      ['heading', 1, 'The Guidelines'],
      ['heading', 2, '1. Free Redistribution'],
      ['paragraph', '', 'The licence may not restrict selling the software.'],
    ]);
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
