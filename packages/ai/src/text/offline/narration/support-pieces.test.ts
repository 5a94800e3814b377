import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../../documents/extract-document';
import { joinSupportingMaterials } from '../../supporting-materials';
import { createOfflineTextGenerator } from '../offline-generator';
import { sentenceKey } from './spoken-text';

const SECTIONS: Record<string, string[]> = {
  'Family Leave': [
    'Every new parent may take 16 weeks of paid family leave in the first year.',
    'The leave is paid at full salary because the company wants parents to take all of it.',
    'You can take the leave in up to three blocks.',
    'Tell your manager at least eight weeks before the leave starts.',
    'Late notice does not cancel the leave, but it can delay its start by up to four weeks.',
  ],
  'Vision Insurance': ['Vision insurance pays for one eye exam every year.', 'It also gives you an allowance of $150 every two years towards glasses.'],
  'Profit Share': [
    'When the company meets its annual target, 10% of the profit above the target is shared among all employees.',
    'Your share is paid in March each year.',
    'Staff who joined after October are not paid a share that year.',
  ],
};
const GUIDE = `# Benefits Guide\n\n${Object.entries(SECTIONS)
  .map(([h, ss]) => `## ${h}\n\n${ss.join('\n')}`)
  .join('\n\n')}\n`;

describe('a slide’s own section sentences woven in with their points (decision 190)', () => {
  it('says them in the source’s order, whole, and never a sentence of another section', async () => {
    const extracted = await extractDocument(new TextEncoder().encode(GUIDE), 'guide.md');
    const text = extracted.pages.map((p) => p.text).join('\n\n');
    const documents = [{ name: 'guide.md', text, ...(extracted.tree ? { tree: extracted.tree } : {}) }];
    const ai = createOfflineTextGenerator();
    const sourceText = joinSupportingMaterials('', [{ text }]);
    const outline = await ai.outline({
      brief: 'Explain our benefits to new staff.',
      sourceText,
      styleId: 'workshop-style',
      durationSeconds: 180,
      projectTitle: 'Benefits',
      documents,
    });
    const { scripts } = await ai.scripts({ slides: outline.slides, projectTitle: 'Benefits', tone: 'Professional', sourceText, documents });
    let checked = 0;
    for (const [heading, sentences] of Object.entries(SECTIONS)) {
      const slide = outline.slides.find((s) => s.title === heading);
      if (!slide) continue;
      const said = ` ${sentenceKey(scripts.find((s) => s.slideId === slide.id)?.script ?? '')} `;
      // Each sentence said is said whole (its figures and its "not"), and in the order the section gives them.
      const at = sentences.map((s) => said.indexOf(` ${sentenceKey(s)} `)).filter((k) => k >= 0);
      expect(at.length, said).toBeGreaterThanOrEqual(1);
      // The family leave slide says the reason its section gives, right after the point it explains.
      if (heading === 'Family Leave') expect(said).toContain(` ${sentenceKey(`${sentences[0]} ${sentences[1]}`)} `);
      expect(at, said).toEqual([...at].sort((a, b) => a - b));
      for (const [other, theirs] of Object.entries(SECTIONS)) if (other !== heading) for (const s of theirs) expect(said).not.toContain(` ${sentenceKey(s)} `);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });

  it('never says a sentence about the document itself, however close to the slide it is (decision 203)', async () => {
    const aside = 'If you are reading this as a printed copy, the vision insurance allowance for glasses is listed on the back page.';
    const guide = GUIDE.replace('## Vision Insurance\n\n', `## Vision Insurance\n\n${aside}\n`);
    const extracted = await extractDocument(new TextEncoder().encode(guide), 'guide.md');
    const text = extracted.pages.map((p) => p.text).join('\n\n');
    const documents = [{ name: 'guide.md', text, ...(extracted.tree ? { tree: extracted.tree } : {}) }];
    const ai = createOfflineTextGenerator();
    const sourceText = joinSupportingMaterials('', [{ text }]);
    const request = {
      brief: 'Explain our benefits to new staff.',
      sourceText,
      styleId: 'workshop-style' as const,
      durationSeconds: 180,
      projectTitle: 'Benefits',
      documents,
    };
    const outline = await ai.outline(request);
    const { scripts } = await ai.scripts({ slides: outline.slides, projectTitle: 'Benefits', tone: 'Professional', sourceText, documents });
    const vision = outline.slides.find((s) => s.title === 'Vision Insurance');
    expect(vision).toBeDefined();
    const said = ` ${sentenceKey(scripts.map((s) => s.script).join(' '))} `;
    expect(said).not.toContain(` ${sentenceKey(aside)} `);
    expect(said).toContain(` ${sentenceKey(SECTIONS['Vision Insurance']?.[0] ?? '')} `);
  });
});
