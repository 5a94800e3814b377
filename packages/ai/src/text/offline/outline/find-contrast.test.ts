import { describe, expect, it } from 'vitest';
import { findContrast } from './find-contrast';
import { giftsContext } from './outline-fixture';

describe('two columns only where the source states a contrast', () => {
  it('sets the sides the source labels itself against each other, without their labels', () => {
    const ctx = giftsContext();
    const c = findContrast(ctx.analysis.sentences, ctx, 'Acceptable and not acceptable');
    expect(c).toMatchObject({
      leftColumnTitle: 'Acceptable',
      leftColumnPoints: ['A working lunch'],
      rightColumnTitle: 'Not Acceptable',
      rightColumnPoints: ['Cash of any value'],
    });
  });

  it('sets practices against prohibitions', () => {
    const ctx = giftsContext();
    const c = findContrast(
      ctx.analysis.sentences.filter((s) => !s.text.includes(':')),
      ctx,
      'What to do',
    );
    expect(c?.leftColumnTitle).toBe('Do');
    expect(c?.rightColumnPoints).toEqual(['Never accept tickets from a supplier during a tender']);
  });

  it('makes no columns from statements that state no contrast', () => {
    const ctx = giftsContext();
    expect(
      findContrast(
        ctx.analysis.sentences.filter((s) => /register/.test(s.text)),
        ctx,
        'Do and don’t',
      ),
    ).toBeNull();
  });
});
