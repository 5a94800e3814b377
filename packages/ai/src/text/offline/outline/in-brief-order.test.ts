import { describe, expect, it } from 'vitest';
import type { SourceSentence } from '../analysis/text-analysis';
import { createOfflineTextGenerator } from '../offline-generator';
import { slotRanks } from './in-brief-order';

const slide = (heading: string | null, ...texts: string[]) => ({
  heading,
  sentences: texts.map((text, index) => ({ text, terms: text.toLowerCase().match(/[a-z]+/g) ?? [], index }) as unknown as SourceSentence),
});

describe('slides in the order the brief asks for (decision 185)', () => {
  it('ranks slides by the topic their heading names, others after the slide they followed', () => {
    const slides = [slide('Reporting'), slide('Fire Exits'), slide('Signage'), slide('First Aid')];
    expect(slotRanks(slides, { items: ['fire exits', 'first aid', 'reporting'], first: true, last: true })).toEqual([2, 0, 0.502, 1]);
  });

  it('names a slide without a heading by the topic its sentences say most', () => {
    const slides = [slide(null, 'Keep the till drawer closed.'), slide(null, 'A refund goes back to the card.', 'Every refund needs a receipt.')];
    expect(slotRanks(slides, { items: ['refund'], first: true, last: false })?.[1]).toBe(0);
  });

  it('leaves the order alone when no topic names a slide', () => {
    expect(slotRanks([slide('Holidays'), slide('Sick Leave')], { items: ['canteen hours'], first: true, last: true })).toBeNull();
  });

  it('plans a document’s sections in the brief’s order, and in the document’s without one', async () => {
    const sourceText = [
      '# Site Safety',
      '## Reporting',
      'Report every incident to your supervisor on the same day. Use the incident form on the intranet.',
      '## Fire Exits',
      'Fire exits are marked with green signs. Keep every fire exit clear of boxes.',
      '## First Aid',
      'First aid kits hang beside each kitchen. Only trained first aiders give first aid.',
    ].join('\n\n');
    const engine = createOfflineTextGenerator();
    const titles = async (brief: string) =>
      (await engine.outline({ brief, sourceText, styleId: 'workshop-style', durationSeconds: 120 })).slides.slice(1, -1).map((s) => s.title);
    expect(await titles('Explain our safety rules to staff. Start with the fire exits, then first aid, and end with reporting.')).toEqual([
      'Fire Exits',
      'First Aid',
      'Reporting',
    ]);
    expect(await titles('Explain our safety rules to staff.')).toEqual(['Reporting', 'Fire Exits', 'First Aid']);
  });
});
