import { describe, expect, it } from 'vitest';
import { sayableLine } from './sayable-line';

describe('lines the voice can say (decision 206)', () => {
  it('does not say a sentence that led into a command it no longer has', () => {
    expect(sayableLine('To restore a folder to its original place, run.')).toBeNull();
    expect(sayableLine('Install the package as follows:')).toBeNull();
    expect(sayableLine('To check the version, type:')).toBeNull();
    // A sentence that ends on its own words is said.
    expect(sayableLine('Staff who run the night shift sign the log.')).toBe('Staff who run the night shift sign the log.');
    expect(sayableLine('Let the engine run for a minute.')).toBe('Let the engine run for a minute.');
  });

  it('says an FAQ question as a question, never as a statement, and drops the answer’s label', () => {
    expect(sayableLine('Q: The job shows "key mismatch".')).toBeNull();
    expect(sayableLine('Q: Can I restore to another server?')).toBe('Can I restore to another server?');
    expect(sayableLine('A: Check free disk space first.')).toBe('Check free disk space first.');
    expect(sayableLine('A plan is needed.')).toBe('A plan is needed.');
  });
});
