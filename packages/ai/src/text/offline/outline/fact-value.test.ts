import { describe, expect, it } from 'vitest';
import { factValue } from './fact-value';
import { giftsContext } from './outline-fixture';

describe('what a sentence is worth on a merged slide', () => {
  it('weighs a rule with its figure above a statement about who logs what', () => {
    const ctx = giftsContext();
    const value = (start: string) => factValue(ctx.analysis.sentences.find((s) => s.text.startsWith(start)) as (typeof ctx.analysis.sentences)[number], ctx);
    expect(value('You must declare')).toBeGreaterThan(value('Hospitality is logged'));
  });
});
