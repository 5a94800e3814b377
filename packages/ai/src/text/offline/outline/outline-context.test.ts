import { describe, expect, it } from 'vitest';
import { giftsContext } from './outline-fixture';

describe('the outline context', () => {
  it('gives the body slides their sections in order and leaves the title and closing slides without material', () => {
    const ctx = giftsContext();
    expect(ctx.plan.map((p) => p.templateId)).toEqual(['title-slide', 'bullet-points', 'bullet-points', 'split-content', 'bullet-points']);
    expect(ctx.groups.map((g) => g.map((s) => s.index))).toEqual([[], [0, 1], [2], [3, 4, 5], []]);
    // The document's title names the title slide, not its first section's slide (decision 178).
    expect(ctx.headings).toEqual([null, null, null, 'Hospitality', null]);
    expect(ctx.topic).toBe('Gifts');
    expect(ctx.rulesSlot).toBe(-1);
  });
});
