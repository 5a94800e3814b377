import { describe, expect, it } from 'vitest';
import { quotableSentences } from './quotable-sentences';

describe('quotableSentences', () => {
  it('drops headings instead of splicing them into the next sentence', () => {
    const page = 'Forklift Rules\nOnly certified drivers may operate a forklift.\nThe indoor speed limit is eight kilometres per hour.';
    expect(quotableSentences(page)).toEqual(['Only certified drivers may operate a forklift.', 'The indoor speed limit is eight kilometres per hour.']);
  });

  it('joins a sentence the page layout wrapped over two lines', () => {
    const page =
      'Evacuation Procedures\nWhen the fire alarm sounds, leave the building by\nthe nearest exit and walk to the assembly point.\nWardens count everyone.';
    expect(quotableSentences(page)).toEqual([
      'When the fire alarm sounds, leave the building by the nearest exit and walk to the assembly point.',
      'Wardens count everyone.',
    ]);
  });

  it('leaves out a fragment where a passage starts mid-sentence', () => {
    expect(quotableSentences('drivers may operate it. Forklifts stay in the yellow lanes.')).toEqual(['Forklifts stay in the yellow lanes.']);
  });

  it('keeps bullet items and numbered headings apart', () => {
    const page = '2. Protective Equipment\n• Wear a hard hat in the yard.\n• Wear safety boots at all times.';
    expect(quotableSentences(page)).toEqual(['Wear a hard hat in the yard.', 'Wear safety boots at all times.']);
  });
});
