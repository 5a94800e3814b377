import { describe, expect, it } from 'vitest';
import { leadsIntoDisplay, pointsElsewhere, sayableLine, unsayable } from './sayable-line';

describe('lines that can be shown and said (decisions 206, 207, 214)', () => {
  it('sees a lead-in that ends on what it introduces, with its colon or without', () => {
    for (const text of [
      'To restore a folder to its original place, run:',
      'To restore a folder to its original place, run.',
      'The file looks like this:',
      'Type the following:',
      'Install the package as follows:',
      'To check the version, type:',
      'To identify the package that produced the file named foo execute either',
    ])
      expect(leadsIntoDisplay(text), text).toBe(true);
  });

  it('leaves lead-ins that say something, and sentences, alone', () => {
    for (const text of [
      'Each job names the folders to copy, a schedule and how long copies are kept:',
      'Install it as root:',
      'Run the backup every night.',
      'Staff who run the night shift sign the log.',
      'Let the engine run for a minute.',
      'Choose which editor you want to use.',
    ])
      expect(leadsIntoDisplay(text), text).toBe(false);
  });

  it('sees a sentence that only points to another chapter, page or manual', () => {
    for (const text of [
      'See Chapter 2',
      '[asn1 decode simple der], page 22',
      'More information is given in the manual page dpkg-deb(1).',
      'For more information, read the manual page aptitude(8) and install the aptitude-doc package.',
      'For further details, see the appendix.',
      'See also section 4.3.',
    ])
      expect(pointsElsewhere(text), text).toBe(true);
    for (const text of [
      'See your line manager before you book travel.',
      'For more information about your pension, the HR team holds drop-in sessions every Tuesday.',
      'The index on page 3 lists every form.',
    ])
      expect(pointsElsewhere(text), text).toBe(false);
  });

  it('says an FAQ question as a question, never as a statement, and drops the answer’s label', () => {
    expect(sayableLine('Q: The job shows "key mismatch".')).toBeNull();
    expect(sayableLine('Q: Can I restore to another server?')).toBe('Can I restore to another server?');
    expect(sayableLine('A: Check free disk space first.')).toBe('Check free disk space first.');
    expect(sayableLine('Question: Who signs the form?')).toBe('Who signs the form?');
    expect(sayableLine('A plan is needed.')).toBe('A plan is needed.');
  });

  it('leaves a line ending on a colon unsaid, but a point may show it', () => {
    const text = 'Each job names the folders to copy, a schedule and how long copies are kept:';
    expect(unsayable(text)).toBe(true);
    expect(unsayable(text, 'point')).toBe(false);
    expect(unsayable('To check the version, type:', 'point')).toBe(true);
    expect(unsayable('See Chapter 2', 'point')).toBe(true);
  });
});
