import { describe, expect, it } from 'vitest';
import { leansOnEarlierSentence } from './leans-on-earlier-sentence';

describe('leansOnEarlierSentence', () => {
  it('sees openers that need the sentence before', () => {
    for (const s of [
      'Instead, they must be stored in the locked cabinet.',
      'This means installing the update first.',
      'These four habits keep your data safe.',
      'They must be signed by a manager.',
      'As a result, waste fell by a third.',
      'Such claims need a receipt.',
      'Its battery lasts eight hours.',
      'Change it before your first day at home.',
      'Report it to the service desk within one hour.',
      'Lock it whenever you step away.',
      'Do not share them with anyone.',
    ]) {
      expect(leansOnEarlierSentence(s), s).toBe(true);
    }
  });

  it('lets a sentence that names its subject stand alone', () => {
    for (const s of [
      'Managers must sign every form.',
      'The four habits below keep your data safe.',
      'Report every near miss.',
      'If the receipt is missing, the claim is rejected.',
      'Keep it short when you call: give your name.',
      'Make it clear that you are leaving.',
      'Change your password before your first day at home.',
    ]) {
      expect(leansOnEarlierSentence(s), s).toBe(false);
    }
  });

  it('lets "this" point at the document or the present, and "those who" and "it is … to" point forward', () => {
    expect(leansOnEarlierSentence('This policy applies to all staff.')).toBe(false);
    expect(leansOnEarlierSentence('This year the allowance rises to 28 days.')).toBe(false);
    expect(leansOnEarlierSentence('Those who miss the deadline lose the allowance.')).toBe(false);
    expect(leansOnEarlierSentence('It is important to report every near miss.')).toBe(false);
  });
});
