import { describe, expect, it } from 'vitest';
import { markdownBlocks } from '../../documents/tree/markdown-tree';
import { placeBlocks } from '../../documents/tree/place-blocks';
import { joinSupportingMaterials } from '../supporting-materials';
import { describeSections, sectionPlan } from './section-plan';

const tree = (text: string) => placeBlocks(markdownBlocks(text), [text], false);
const GUIDE = `# Leave

## Annual leave
Staff get 25 days of annual leave.

- Book leave two weeks ahead.

## Sick leave
Call your manager before 9:00.

\`\`\`
leave --sick
\`\`\`
`;

describe('sectionPlan', () => {
  it('cuts each document into its sections in order, with heading paths, and leaves code out', () => {
    const documents = [
      { name: 'leave.md', text: GUIDE, tree: tree(GUIDE) },
      { name: 'notes.txt', text: 'Parking is free after 18:00.' },
    ];
    const sections = sectionPlan({ brief: 'Explain leave.', sourceText: joinSupportingMaterials('', documents), documents });
    expect(sections.map((s) => [s.id, s.document, s.path.join(' › '), s.text])).toEqual([
      ['D1.S1', 'leave.md', 'Leave › Annual leave', 'Staff get 25 days of annual leave.\nBook leave two weeks ahead.'],
      ['D1.S2', 'leave.md', 'Leave › Sick leave', 'Call your manager before 9:00.'],
      ['D2.S1', 'notes.txt', '', 'Parking is free after 18:00.'],
    ]);
  });

  it('makes the given text a section named by its origin, and a brief alone its own content', () => {
    const web = sectionPlan({ brief: '', sourceText: 'Bikes park in bay 4.', origin: { kind: 'web', title: 'Cycling to work' } });
    expect(web).toMatchObject([{ id: 'T1', kind: 'web', document: 'Cycling to work', text: 'Bikes park in bay 4.' }]);
    // A web page that came with its structure gives its own sections (issue 20 item 1).
    const page = '# Cycling to work\n\n## Parking\n\nBikes park in bay 4.\n\n## Showers\n\nShowers are on floor 2.';
    const sections = sectionPlan({ brief: '', sourceText: page, origin: { kind: 'web', title: 'Cycling to work', tree: tree(page) } });
    expect(sections.map((s) => [s.id, s.kind, s.document, s.path.join(' › '), s.text])).toEqual([
      ['T.S1', 'web', 'Cycling to work', 'Cycling to work › Parking', 'Bikes park in bay 4.'],
      ['T.S2', 'web', 'Cycling to work', 'Cycling to work › Showers', 'Showers are on floor 2.'],
    ]);
    expect(sectionPlan({ brief: 'A fire drill briefing: leave by the nearest exit.', sourceText: '' })).toMatchObject([
      { id: 'B1', kind: 'brief', document: 'Your brief' },
    ]);
  });
});

describe('describeSections', () => {
  it('shows every section with its id, path and page within the budget, and says how many were left out', () => {
    const long = 'Report every near miss to the safety officer. '.repeat(40);
    const sections = Array.from({ length: 5 }, (_, i) => ({
      id: `D1.S${i + 1}`,
      kind: 'document' as const,
      document: 'safety.pdf',
      path: ['Safety', `Part ${i + 1}`],
      page: i + 1,
      text: long,
      blocks: [{ text: long, page: i + 1 }],
    }));
    const shown = describeSections(sections, 2000);
    expect(shown).toContain('[D1.S1] safety.pdf › Safety › Part 1 (p. 1)\nReport every near miss');
    expect(shown).toContain('[…]');
    expect(shown).toMatch(/\(\d more sections? left out for length\.\)$/);
    expect(shown.length).toBeLessThan(2000 + 200);
  });
});
