import { describe, expect, it } from 'vitest';
import { sourceNames } from './topic-names';

describe('names in titles (decision 199)', () => {
  it('finds the words a text capitalises inside its sentences and never writes in lower case', () => {
    const names = sourceNames('Install Harbourline on each server. The agent reports to Harbourline daily.\nKey Facts\nAsk the Agent team.');
    expect(names.has('harbourline')).toBe(true);
    // A sentence's first word and a Title Case heading say nothing; a word also written in lower case is no name.
    expect(names.has('install')).toBe(false);
    expect(names.has('key')).toBe(false);
    expect(names.has('agent')).toBe(false);
    expect(sourceNames('It is distributed by the Free Software Foundation on media.').has('free software foundation')).toBe(true);
  });
});

describe('names in wrapped text (decision 206)', () => {
  it('joins a sentence a text file wraps, and reads no word of a path or a package name as lower case', () => {
    const text =
      'The packages are built by the Debian project, which works with the Free Software\nFoundation on every release of the system.\nSee /usr/share/doc/debian and debian-policy for more.';
    const names = sourceNames(text);
    expect(names.has('debian')).toBe(true);
    expect(names.has('free software foundation')).toBe(true);
    expect(sourceNames('Works must conform to The Debian Free Software Guidelines in full.').has('the debian free software guidelines')).toBe(false);
  });
});
