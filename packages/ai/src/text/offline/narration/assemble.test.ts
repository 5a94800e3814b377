import { describe, expect, it } from 'vitest';
import { assemble } from './assemble';

const range = { budget: 40, min: 38, max: 46 };

describe('a script assembled to its length', () => {
  it('never says a count straight after a line that already gives it (issue 20 item 4)', () => {
    const announce = { text: 'Let’s look at the four steps to report incidents.', at: 0, kind: 'content' as const };
    const count = { text: 'There are four steps.', at: 1.3, kind: 'framing' as const, counts: 'four steps' };
    expect(assemble([announce], [count], range, new Set())).not.toMatch(/There are four steps/);
    const plain = { text: 'Let’s look at how to report incidents.', at: 0, kind: 'content' as const };
    expect(assemble([plain], [count], range, new Set())).toMatch(/There are four steps/);
  });

  it('says each sentence once in the video and keeps within the maximum', () => {
    const used = new Set<string>();
    const piece = { text: 'Refunds go back to the card the customer paid with.', at: 1, kind: 'content' as const };
    expect(assemble([], [piece], range, used)).toBe('Refunds go back to the card the customer paid with.');
    expect(assemble([], [piece], range, used)).toBe('');
  });
});
