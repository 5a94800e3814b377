import { describe, expect, it } from 'vitest';
import { sentence, sentenceKey, spokenTitle, spokenTopic } from './spoken-text';

describe('text as it is spoken', () => {
  it('lower-cases a title’s words mid-sentence, keeping acronyms', () => {
    expect(spokenTitle('Reporting a GDPR Breach.')).toBe('reporting a GDPR breach');
  });

  it('makes a sentence of a phrase and keys sentences by their words only', () => {
    expect(sentence('  lock   your screen')).toBe('Lock your screen.');
    expect(sentenceKey('Lock your screen!')).toBe(sentenceKey('lock your screen'));
  });

  it('names a title that is an order by its gerund, so a transition stays grammatical, and leaves a noun title as it is', () => {
    expect(spokenTopic('Hear the Alarm')).toBe('hearing the alarm');
    expect(spokenTopic('Never Use the Lifts')).toBe('never using the lifts');
    expect(spokenTopic('Sign in at the Front Desk')).toBe('signing in at the front desk');
    expect(spokenTopic('Don’t Twist While Carrying')).toBe('not twisting while carrying');
    for (const noun of ['Leave and Holidays', 'Service Desk', 'Cost Centre', 'Receipt Twice', 'Links', 'Time Off', 'Step by Step', 'Follow Up'])
      expect(spokenTopic(noun)).toBe(spokenTitle(noun));
  });
});
