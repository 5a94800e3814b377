import { describe, expect, it } from 'vitest';
import { isMeasure, sourceNames } from './topic-names';

describe('names and measures in titles (decision 199)', () => {
  it('finds the words a text capitalises inside its sentences and never writes in lower case', () => {
    const names = sourceNames('Install Harbourline on each server. The agent reports to Harbourline daily.\nKey Facts\nAsk the Agent team.');
    expect(names.has('harbourline')).toBe(true);
    // A sentence's first word and a Title Case heading say nothing; a word also written in lower case is no name.
    expect(names.has('install')).toBe(false);
    expect(names.has('key')).toBe(false);
    expect(names.has('agent')).toBe(false);
    expect(sourceNames('It is distributed by the Free Software Foundation on media.').has('free software foundation')).toBe(true);
  });

  it('reads a number and its unit alone as a measure, and a topic as none', () => {
    for (const t of ['Nine Hours', 'Six Months', '30 Days']) expect(isMeasure(t)).toBe(true);
    for (const t of ['Results from the Pilot', 'Working Hours', 'Staff Survey', 'Nine Hours of Work a Day in Four Days']) expect(isMeasure(t)).toBe(false);
  });
});
