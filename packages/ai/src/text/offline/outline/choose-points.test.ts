import { describe, expect, it } from 'vitest';
import { planOutline } from '../../outline-plan';
import { pointsFrom } from './choose-points';
import { buildOutlineContext } from './outline-context';
import { giftsContext } from './outline-fixture';
import { newWriterState } from './writer-state';

describe('choosing a slide’s points', () => {
  it('takes each section’s best sentence first and shows the points in reading order', () => {
    const ctx = giftsContext();
    const points = pointsFrom(ctx.analysis.sentences, ctx, { min: 1, max: 3 }, new Set());
    expect(points).toEqual([
      'You must declare any gift over $50 within five days',
      'Never accept tickets from a supplier during a tender',
      'Hospitality is logged in the register by the team',
    ]);
  });

  it('never shows a sentence another slide already shows', () => {
    const ctx = giftsContext();
    const state = newWriterState();
    const first = pointsFrom(ctx.analysis.sentences, ctx, { min: 1, max: 2 }, new Set(), state);
    const second = pointsFrom(ctx.analysis.sentences, ctx, { min: 1, max: 2 }, new Set(), state);
    expect(second.filter((p) => first.includes(p))).toEqual([]);
  });

  it('writes a point leaning on the sentence before to stand alone, or leaves it out, even beside that sentence (decision 184)', () => {
    const sourceText =
      'Storage\n\nChemicals arrive every Monday from the approved supplier. They must be stored in the locked cabinet within 30 minutes. This is checked by the supervisor every Friday. Instead, spills go to the red drum.';
    const ctx = buildOutlineContext({ brief: 'Explain chemical storage.', sourceText, projectTitle: '' }, planOutline('workshop-style', 120));
    const points = pointsFrom(ctx.analysis.sentences, ctx, { min: 1, max: 5 }, new Set());
    expect(points).toEqual(['Chemicals arrive every Monday from the approved supplier', 'Chemicals must be stored in the locked cabinet within 30 minutes']);
  });
});
