import { describe, expect, it } from 'vitest';
import { buildPptx } from '../../../../../../quality/documents/build-documents';
import { extractDocument } from '../../../documents/extract-document';
import { joinSupportingMaterials } from '../../supporting-materials';
import { createOfflineTextGenerator } from '../offline-generator';
import { slideNotes } from './slide-notes';

/** A small deck: two slides with text and notes, and one with a title and notes only. */
const DECK = {
  title: 'Till Basics',
  sections: [
    {
      heading: 'Till Basics',
      paragraphs: ['A short guide for new cashiers'],
      notes: 'Say that refunds and the float are counted by the till team every night.',
    },
    {
      heading: 'Opening the Till',
      paragraphs: [],
      bullets: ['Count the float before the first customer', 'Sign in with your own staff card'],
      notes: 'Managers check the float against the sheet every morning. A wrong float is reported before the store opens.',
    },
    {
      heading: 'Giving Refunds',
      paragraphs: [],
      bullets: ['A refund goes back to the card the customer paid with', 'Every refund needs the original receipt'],
      notes:
        'Cash refunds from the till were stopped last year after a run of fraud at two stores. Pause here. Click to show the chart. Count the float again before you give any refund. Remind them to keep the receipt with the refund slip. Mention the 30-day limit.',
    },
    { heading: 'Closing Up', paragraphs: [], notes: 'Lock the till drawer and take the key to the office safe at closing time.' },
  ],
};

describe('a deck’s speaker notes are narration, not bullets (decision 185)', () => {
  const tree = {
    version: 1 as const,
    nodes: [
      { type: 'heading' as const, level: 1, text: 'Opening the Till', page: 2, start: 0, end: 16, path: [] },
      { type: 'heading' as const, level: 1, text: 'Giving Refunds', page: 3, start: 20, end: 34, path: [] },
    ],
    notes: [
      { page: 2, text: 'Check the float. Then sign in.', start: 40, end: 70 },
      { page: 3, text: 'Refunds go to the card.', start: 80, end: 103 },
    ],
  };
  const source = (page: number) => ({ point: 'x', kind: 'document' as const, document: 'till.pptx', page, section: [], excerpt: 'x' });

  it('finds the deck slides a slide’s point sources name, in the deck’s order, else the one with its title', () => {
    const documents = [{ name: 'till.pptx', tree }];
    expect(slideNotes({ title: 'Anything', pointSources: [source(2), source(2)] }, documents)).toEqual(['Check the float.', 'Then sign in.']);
    expect(slideNotes({ title: 'Anything', pointSources: [source(3), source(2)] }, documents)).toEqual([
      'Check the float.',
      'Then sign in.',
      'Refunds go to the card.',
    ]);
    expect(slideNotes({ title: 'Giving refunds' }, documents)).toEqual(['Refunds go to the card.']);
    expect(slideNotes({ title: 'Closing Up' }, documents)).toEqual([]);
    expect(slideNotes({ title: 'Giving Refunds' }, [{ name: 'till.pptx', tree: { ...tree, notes: [] } }])).toEqual([]);
  });

  it('says each slide’s notes on the slide made from it, in their order, and shows notes only where the deck slide has no text', async () => {
    const doc = await extractDocument(await buildPptx(DECK), 'till-basics.pptx');
    const text = doc.pages.map((p) => p.text).join('\n\n');
    const documents = [{ name: 'till-basics.pptx', text, ...(doc.tree ? { tree: doc.tree } : {}) }];
    const sourceText = joinSupportingMaterials('', documents);
    const engine = createOfflineTextGenerator();
    const outline = await engine.outline({ brief: 'Train new cashiers on the till.', sourceText, styleId: 'workshop-style', durationSeconds: 120, documents });
    const { scripts } = await engine.scripts({ slides: outline.slides, projectTitle: '', sourceText, styleId: 'workshop-style', documents });
    const scriptOf = (point: string) => scripts[outline.slides.findIndex((s) => s.keyPoints.some((p) => p.startsWith(point)))]?.script ?? '';
    const shown = outline.slides.flatMap((s) => [s.description, ...s.keyPoints, ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])]).join(' ');

    const opening = scriptOf('Count the float');
    const first = opening.indexOf('Managers check the float against the sheet every morning.');
    const second = opening.indexOf('A wrong float is reported before the store opens.');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(scriptOf('A refund goes back')).toContain('Cash refunds from the till were stopped last year after a run of fraud at two stores.');
    // A deck slide's notes belong to its slide: no other slide says them as a supporting sentence.
    expect(scripts.filter((s) => /counted by the till team/.test(s.script))).toHaveLength(1);
    // Notes are written to the presenter: a reported instruction is said as what it asks to say (decision 196) …
    expect(scriptOf('A short guide')).toContain('Refunds and the float are counted by the till team every night.');
    expect(scriptOf('A short guide')).not.toContain('Say that');
    expect(scriptOf('A refund goes back')).toContain('Count the float again before you give any refund.');
    expect(scriptOf('A refund goes back')).toContain('Remember to keep the receipt with the refund slip.');
    // … and a stage direction, or an instruction naming only a topic, is not said at all.
    expect(scripts.map((s) => s.script).join(' ')).not.toMatch(/Pause here|Click to show|Remind them|Mention the 30-day limit/);
    expect(scripts.filter((s) => /Cash refunds from the till|Managers check the float/.test(s.script))).toHaveLength(2);
    expect(shown).not.toMatch(/Managers check the float|Cash refunds from the till/);
    // A deck slide with no text of its own has its notes for its text.
    expect(shown).toMatch(/Lock the till drawer/);
  });
});
