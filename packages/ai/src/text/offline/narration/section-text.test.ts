import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../../documents/extract-document';
import { joinSupportingMaterials } from '../../supporting-materials';
import { createOfflineTextGenerator } from '../offline-generator';
import { plainText, slideSectionText } from './section-text';

const GUIDE = `# Benefits Guide

## Family Leave

Every new parent may take 16 weeks of paid family leave in the first year.
You can take the leave in up to three blocks.
Tell your manager at least eight weeks before the leave starts.

## Vision Insurance

Vision insurance pays for one eye exam every year.
It also gives you an allowance of $150 every two years towards glasses.

## Profit Share

When the company meets its annual target, 10% of the profit above the target is shared among all employees.
Your share is paid in March each year.
`;

describe('a slide is explained by its own sections only (issue 20 item 4)', () => {
  const tree = {
    version: 1 as const,
    nodes: [
      { type: 'heading' as const, level: 1, text: 'Benefits', start: 0, end: 8, path: [] },
      { type: 'heading' as const, level: 2, text: 'Family Leave', start: 9, end: 21, path: [0] },
      { type: 'paragraph' as const, text: 'Parents take 16 weeks in the first year.', start: 22, end: 62, path: [0, 1] },
      { type: 'heading' as const, level: 2, text: 'Vision Insurance', start: 63, end: 79, path: [0] },
      { type: 'list' as const, ordered: false, items: [{ text: 'One eye exam every year.', level: 0 }], start: 80, end: 104, path: [0, 3] },
    ],
    notes: [],
  };
  const source = (section: string[], document = 'guide.pdf') => ({ point: 'x', kind: 'document' as const, document, section, excerpt: 'x' });

  it('is the text under the sections the points name, sub-sections included', () => {
    const text = slideSectionText([source(['Benefits', 'Family Leave'])], [{ name: 'guide.pdf', tree }]);
    expect(text).toContain(` ${plainText('Parents take 16 weeks in the first year.')} `);
    expect(text).not.toContain('eye exam');
    expect(slideSectionText([source(['Benefits'])], [{ name: 'guide.pdf', tree }])).toContain('eye exam');
  });

  it('is unknown without a document section to go by', () => {
    expect(slideSectionText(undefined, [{ name: 'guide.pdf', tree }])).toBeNull();
    expect(slideSectionText([source([])], [{ name: 'guide.pdf', tree }])).toBeNull();
    expect(slideSectionText([source(['Benefits', 'Family Leave'], 'other.pdf')], [{ name: 'guide.pdf', tree }])).toBeNull();
    expect(slideSectionText([{ ...source(['Family Leave']), kind: 'brief' as const }], [{ name: 'guide.pdf', tree }])).toBeNull();
  });

  it('never says another section’s sentence on a slide, though they share words', async () => {
    const extracted = await extractDocument(new TextEncoder().encode(GUIDE), 'guide.md');
    const text = extracted.pages.map((p) => p.text).join('\n\n');
    const documents = [{ name: 'guide.md', text, ...(extracted.tree ? { tree: extracted.tree } : {}) }];
    expect(extracted.tree).toBeTruthy();
    const ai = createOfflineTextGenerator();
    const sourceText = joinSupportingMaterials('', [{ text }]);
    const outline = await ai.outline({
      brief: 'Explain our benefits to new staff.',
      sourceText,
      styleId: 'workshop-style',
      durationSeconds: 120,
      projectTitle: 'Benefits',
      documents,
    });
    const { scripts } = await ai.scripts({ slides: outline.slides, projectTitle: 'Benefits', tone: 'Professional', sourceText, documents });
    const family = outline.slides.find((s) => s.title === 'Family Leave');
    expect(family).toBeDefined();
    const said = scripts.find((s) => s.slideId === family?.id)?.script ?? '';
    expect(said).toContain('three blocks');
    // "every year" and "each year" share "year" with the family leave's "first year".
    expect(said).not.toMatch(/eye exam|glasses|paid in March/);
  });
});
