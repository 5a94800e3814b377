import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';

describe('sentence scores', () => {
  it('rank a rule with a figure above a short plain sentence of the same section', () => {
    const a = analyzeText(
      'Passwords\n\nUse a password manager for every account. A password is private. You must change a password within one day of a breach.',
    );
    const score = (start: string) => a.sentences.find((s) => s.text.startsWith(start))?.score ?? 0;
    expect(score('You must change')).toBeGreaterThan(score('A password is private'));
  });

  it('weigh terms between 0 and 1, the most telling term at 1', () => {
    const weights = [...analyzeText('Lock the screen. Lock the door. Lock the cabinet at night.').termWeights.values()];
    expect(Math.max(...weights)).toBe(1);
    expect(Math.min(...weights)).toBeGreaterThanOrEqual(0);
  });
});
