import { describe, expect, it } from 'vitest';
import { planOutline } from '../../outline-plan';
import { buildOutlineContext } from './outline-context';
import { normalizeTitle, stepTitles, uniqueTitle } from './slide-titles';
import { newWriterState } from './writer-state';

describe('slide titles', () => {
  it('never gives two slides the same title, in Title Case', () => {
    const state = newWriterState();
    expect(uniqueTitle(['gifts policy', 'other'], state, 'Fallback')).toBe('Gifts Policy');
    expect(uniqueTitle(['Gifts Policy', 'other'], state, 'Fallback')).toBe('Other');
    expect(uniqueTitle(['other'], state, 'Fallback')).toBe('Fallback');
  });

  it('names a slide holding all the brief’s steps by their count and action', () => {
    const ctx = buildOutlineContext(
      { brief: 'Teach staff to report incidents: stop, make safe, tell a supervisor and file the report the same day.', sourceText: '', projectTitle: '' },
      planOutline('workshop-style', 120),
    );
    expect(stepTitles([1, 2, 3, 4], ctx)[0]).toMatch(/^four steps to report incidents$/i);
    expect(stepTitles([1], ctx)).toContain('Stop');
  });
});

describe('a heading as a slide title (decision 205)', () => {
  it('is never cut mid-phrase, and never opens on a conjunction', () => {
    expect(normalizeTitle('The Developers by way of General Resolution or election')).toBe('The Developers by Way of General Resolution or Election');
    expect(normalizeTitle('And how about Debian and traditional System V init?')).toBe('How About Debian and Traditional System V Init');
    expect(normalizeTitle('Andover office hours')).toBe('Andover Office Hours');
  });
});
