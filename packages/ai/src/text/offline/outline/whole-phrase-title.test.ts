import { describe, expect, it } from 'vitest';
import { TITLE_SLACK_WORDS, wholePhraseTitle } from './whole-phrase-title';

describe('a long heading as a title', () => {
  it('keeps a heading up to the limit as it is', () => {
    expect(wholePhraseTitle('Basics of the Debian Package Management System', 8)).toBe('Basics of the Debian Package Management System');
  });

  it('keeps a heading a little longer than a title whole rather than ending it on a small word or a modifier', () => {
    // Cut at eight words these read "…General Resolution or" and "…Our Free Software".
    expect(wholePhraseTitle('The Developers by Way of General Resolution or Election', 8)).toBe('The Developers by Way of General Resolution or Election');
    expect(wholePhraseTitle('Works That Do Not Meet Our Free Software Standards', 8)).toBe('Works That Do Not Meet Our Free Software Standards');
    expect(TITLE_SLACK_WORDS).toBeGreaterThan(0);
  });

  it('parts a long heading at its colon or dash first, where the name ends', () => {
    expect(wholePhraseTitle('Data Protection at Harbour Bank: What Every Member of Staff Must Do', 8)).toBe('Data Protection at Harbour Bank');
    expect(wholePhraseTitle('Heat Stress — How to Spot It and What to Do Next', 8)).toBe('Heat Stress');
  });

  it('cuts a much longer heading before a word that opens the next phrase, never after a small word', () => {
    const t = wholePhraseTitle('Recording That You Have Passed on a Bug Report to Another Maintainer in the Tracker', 8);
    expect(t).toBe('Recording That You Have Passed');
    expect(wholePhraseTitle('Checking the Weight of the Load Before You Lift It Off the Shelf Safely', 8)).toBe('Checking the Weight of the Load');
  });

  it('without a phrase boundary, drops the small words a cut at the limit leaves at its end', () => {
    expect(wholePhraseTitle('Alpha Beta Gamma Delta Epsilon Zeta Eta the Theta Iota Kappa Lambda', 8)).toBe('Alpha Beta Gamma Delta Epsilon Zeta Eta');
  });
});
