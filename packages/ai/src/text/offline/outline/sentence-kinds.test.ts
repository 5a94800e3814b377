import { describe, expect, it } from 'vitest';
import { hasFigure, isInstruction, isRuleSentence, opensOnSubject } from './sentence-kinds';

describe('what kind of sentence a point is', () => {
  it('tells a rule (an obligation, a prohibition, a limit to keep) from a figure that only informs', () => {
    expect(isRuleSentence('You must wear gloves.')).toBe(true);
    expect(isRuleSentence('Keep hot food above 63 °C.')).toBe(true);
    expect(isRuleSentence('Never share your password.')).toBe(true);
    expect(isRuleSentence('Refunds can cost up to 4% in fees.')).toBe(false);
  });

  it('tells an instruction from a statement', () => {
    expect(isInstruction('Check the tyres every morning.')).toBe(true);
    expect(isInstruction('You should lock your screen.')).toBe(true);
    expect(isInstruction('The desk opens at nine.')).toBe(false);
    expect(opensOnSubject('The desk opens at nine.')).toBe(true);
    expect(opensOnSubject('Shred printed documents.')).toBe(false);
  });

  it('finds figures written in digits or words with their unit', () => {
    expect(['Three days', 'within one hour', 'no figure here'].map(hasFigure)).toEqual([true, true, false]);
  });
});
