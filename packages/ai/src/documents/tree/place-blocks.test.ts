import { describe, expect, it } from 'vitest';
import { sectionTitles } from './document-tree';
import { placeBlocks } from './place-blocks';

describe('placeBlocks', () => {
  it('places each node at its own words in the joined text, with its page and the headings above it', () => {
    const pages = ['Safety\nFire exits\nUse the stairs, never the lift.', 'First aid\nKits hang by every door.\nNotes: say where'];
    const tree = placeBlocks(
      [
        { type: 'heading', level: 1, text: 'Safety' },
        { type: 'heading', level: 2, text: 'Fire exits' },
        { type: 'paragraph', text: 'Use the stairs, never the lift.' },
        { type: 'heading', level: 2, text: 'First aid' },
        { type: 'list', ordered: false, items: [{ text: 'Kits hang by every door.', level: 0 }] },
        { type: 'note', page: 2, text: 'say where' },
      ],
      pages,
      true,
    );
    const text = pages.join('\n\n');
    expect(tree.nodes.map((n) => [text.slice(n.start, n.end), n.page, sectionTitles(tree, n)])).toEqual([
      ['Safety', 1, []],
      ['Fire exits', 1, ['Safety']],
      ['Use the stairs, never the lift.', 1, ['Safety', 'Fire exits']],
      ['First aid', 2, ['Safety']],
      ['Kits hang by every door.', 2, ['Safety', 'First aid']],
    ]);
    expect(tree.notes).toEqual([{ page: 2, text: 'say where', start: text.indexOf('say'), end: text.length }]);
  });

  it('places a word the reader mended where the text keeps it broken, and a node read before what the text holds above it (decision 192)', () => {
    const pages = ['The Courier — Spring issue\nStaff newsletter · Spring\nUsers can se-\nlect the packages. The canteen opens at 7:30.'];
    const tree = placeBlocks(
      [
        // The reader drops the running header it reads first, though the text holds it after the title.
        { type: 'paragraph', text: 'Staff newsletter · Spring', page: 1 },
        { type: 'heading', level: 1, text: 'The Courier — Spring issue', page: 1 },
        { type: 'paragraph', text: 'Users can select the packages. The canteen opens at 7:30.', page: 1 },
      ],
      pages,
      true,
    );
    const text = pages[0]!;
    expect(tree.nodes.map((n) => text.slice(n.start, n.end))).toEqual([
      'Staff newsletter · Spring',
      'The Courier — Spring issue',
      'Users can se-\nlect the packages. The canteen opens at 7:30.',
    ]);
  });

  it('finds words across markup and whitespace the reader left out, and leaves pages out where the format has none', () => {
    const text = '## Fire   exits\n\nUse **the** stairs.';
    const tree = placeBlocks(
      [
        { type: 'heading', level: 2, text: 'Fire exits' },
        { type: 'paragraph', text: 'Use the stairs.' },
      ],
      [text],
      false,
    );
    expect(tree.nodes.map((n) => [text.slice(n.start, n.end), n.page])).toEqual([
      ['Fire   exits', undefined],
      ['Use **the** stairs.', undefined],
    ]);
  });

  it('gives a node whose words are not in the text an empty range and keeps going', () => {
    const tree = placeBlocks(
      [
        { type: 'paragraph', text: 'Nowhere to be found' },
        { type: 'paragraph', text: 'Here' },
        { type: 'paragraph', text: '   ' },
      ],
      ['Here it is'],
      false,
    );
    expect(tree.nodes.map((n) => [n.start, n.end])).toEqual([
      [0, 0],
      [0, 4],
    ]);
  });

  it('does not take a common first word for a node whose other words are not there', () => {
    const text = 'The kits are here. The stairs are the only way out.';
    const tree = placeBlocks(
      [
        { type: 'paragraph', text: 'The lift is out of order today' },
        { type: 'paragraph', text: 'The stairs are the only way out.' },
      ],
      [text],
      false,
    );
    expect(tree.nodes.map((n) => text.slice(n.start, n.end))).toEqual(['', 'The stairs are the only way out.']);
  });

  it('keeps section paths shallow and correct when heading levels jump and climb', () => {
    const tree = placeBlocks(
      [
        { type: 'heading', level: 3, text: 'Deep' },
        { type: 'heading', level: 1, text: 'Top' },
        { type: 'heading', level: 4, text: 'Deeper' },
        { type: 'paragraph', text: 'Body' },
        { type: 'heading', level: 2, text: 'Middle' },
        { type: 'paragraph', text: 'More' },
      ],
      ['Deep Top Deeper Body Middle More'],
      false,
    );
    expect(tree.nodes.map((n) => sectionTitles(tree, n))).toEqual([[], [], ['Top'], ['Top', 'Deeper'], ['Top'], ['Top', 'Middle']]);
  });
});
