import { describe, expect, it } from 'vitest';
import { pdfBlocks } from './pdf-tree';
import { down, pageOf } from './testing/pdf-lines';

const shape = (blocks: ReturnType<typeof pdfBlocks>) =>
  blocks.map((b) => [b.type, 'level' in b ? b.level : '', 'text' in b ? b.text : b.type === 'list' ? b.items.map((i) => i.text).join(' | ') : '']);

describe('PDF headings numbered by one number or letter, at body size (decision 196)', () => {
  it('reads "1 Purpose", "2 Scope", "3 Reporting" as headings when their numbers run through the document, "3.1 Deadlines" a level under', () => {
    const blocks = pdfBlocks([
      pageOf(1, [
        ...down(['Expenses Policy'], 800).map((l) => ({ ...l, size: 18 })),
        ...down(['1 Purpose', 'This policy sets out what the company pays back when you travel for work.', '2 Scope'], 760, 20),
        ...down(['It applies to every employee and contractor who travels on company business.'], 700),
      ]),
      pageOf(2, [
        ...down(
          ['3 Reporting', 'Claims are made in the portal within 30 days of the trip.', '3.1 Deadlines', 'Late claims need a manager to approve them.'],
          760,
          20,
        ),
        ...down(['12 Appendix', 'The rates for each city are on the intranet.'], 660, 20),
      ]),
    ]);
    expect(shape(blocks)).toEqual([
      ['heading', 1, 'Expenses Policy'],
      ['heading', 2, '1 Purpose'],
      ['paragraph', '', 'This policy sets out what the company pays back when you travel for work.'],
      ['heading', 2, '2 Scope'],
      ['paragraph', '', 'It applies to every employee and contractor who travels on company business.'],
      ['heading', 2, '3 Reporting'],
      ['paragraph', '', 'Claims are made in the portal within 30 days of the trip.'],
      ['heading', 3, '3.1 Deadlines'],
      ['paragraph', '', 'Late claims need a manager to approve them.'],
      // "12" does not follow 3: a line that opens on a number out of the run is not a heading.
      ['paragraph', '', '12 Appendix'],
      ['paragraph', '', 'The rates for each city are on the intranet.'],
    ]);
  });

  it('reads lettered headings "A. Scope", "B. Reporting" in a run', () => {
    const blocks = pdfBlocks([
      pageOf(1, down(['A. Scope', 'Everyone on site, staff and visitors alike.', 'B. Reporting', 'Tell the warden about every near miss.'], 760, 20)),
    ]);
    expect(shape(blocks).map(([type]) => type)).toEqual(['heading', 'paragraph', 'heading', 'paragraph']);
  });

  it('never takes a figure, a list item or a number out of its run for a heading', () => {
    const blocks = pdfBlocks([
      pageOf(1, [
        // A sentence opening on a figure.
        ...down(['3 days a week are worked from home.', 'Staff choose the days with their manager.'], 760, 20),
        // A numbered list: its items follow each other line by line, with no text between them.
        ...down(['1 Stop work', '2 Call the warden', '3 Leave by the stairs'], 700),
        // A lone number, no run before it.
        ...down(['7 Parking', 'Parking is free for all staff.'], 640, 20),
      ]),
    ]);
    expect(blocks.some((b) => b.type === 'heading')).toBe(false);
  });
});
