import { describe, expect, it } from 'vitest';
import { joinSentences } from './join-sentences';
import type { Piece } from './piece';
import { withPronoun } from './repeated-subject';

describe('a subject said again in the next sentence is said as a pronoun (decision 194)', () => {
  it('says "it" or "they" for the same subject the sentence before opened on', () => {
    expect(
      withPronoun(
        'This policy explains how to book business travel and claim expenses.',
        'This policy applies to every employee and contractor who travels for Fabrikam.',
      ),
    ).toBe('It applies to every employee and contractor who travels for Fabrikam.');
    expect(withPronoun('The portal shows the approved fares first.', 'The portal also registers every trip.')).toBe('It also registers every trip.');
    expect(withPronoun('These rules apply to all staff.', 'These rules are checked every year.')).toBe('They are checked every year.');
  });

  it('refuses when another noun could be meant, the subjects differ, or nothing came before', () => {
    // "the manager" is the subject of a verb of its own: "it" could point to either.
    expect(withPronoun('This policy says the manager approves each trip.', 'This policy applies to every employee.')).toBeNull();
    expect(withPronoun('The cap is $180 per night.', 'The limit is $250 in London.')).toBeNull();
    // A subject without a determiner, a name, is said as it is.
    expect(withPronoun('Fabrikam pays for parking.', 'Fabrikam pays for tolls.')).toBeNull();
    // A sentence that already has its own "it" keeps its noun.
    expect(withPronoun('The portal shows the fares.', 'The portal books it for you.')).toBeNull();
    expect(withPronoun(null, 'The portal shows the fares.')).toBeNull();
  });

  it('works in narration only, within a slide: a line about the video in between breaks the chain', () => {
    const point = (text: string, at: number): Piece => ({ text, at, kind: 'content', point: { lead: '' } });
    const first = point('This policy explains how to book business travel.', 2);
    const second = point('This policy applies to every employee.', 2.1);
    expect(joinSentences([first, second], 'Professional').map((p) => p.text)[1]).toBe('It applies to every employee.');
    const framing: Piece = { text: 'Next, we’ll look at hotels.', at: 2.05, kind: 'framing' };
    expect(joinSentences([first, framing, second], 'Professional').map((p) => p.text)[2]).toBe('This policy applies to every employee.');
    // The slide keeps its point whole: only the spoken piece changes.
    expect(second.text).toBe('This policy applies to every employee.');
  });
});
