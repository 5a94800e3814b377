import { describe, expect, it } from 'vitest';
import { sentence, sentenceKey, spokenTitle, spokenTopic } from './spoken-text';

describe('text as it is spoken', () => {
  it('lower-cases a title’s words mid-sentence, keeping acronyms', () => {
    expect(spokenTitle('Reporting a GDPR Breach.')).toBe('reporting a GDPR breach');
  });

  it('keeps months, weekdays and the source’s names in capitals (decision 199)', () => {
    expect(spokenTitle('Move to a Four-day Week from 1 September')).toBe('move to a four-day week from 1 September');
    expect(spokenTitle('Open Monday to Friday')).toBe('open Monday to Friday');
    expect(spokenTitle('Joining Debian', new Set(['debian']))).toBe('joining Debian');
    expect(spokenTitle('Free Software Foundation and Media', new Set(['foundation', 'free software foundation']))).toBe('Free Software Foundation and media');
    expect(spokenTitle('What You May Accept')).toBe('what you may accept');
    expect(spokenTitle('Starting 1 May')).toBe('starting 1 May');
    expect(spokenTopic('Move to a Four-day Week from 1 September')).toBe('moving to a four-day week from 1 September');
  });

  it('makes a sentence of a phrase and keys sentences by their words only', () => {
    expect(sentence('  lock   your screen')).toBe('Lock your screen.');
    expect(sentenceKey('Lock your screen!')).toBe(sentenceKey('lock your screen'));
  });

  it('names a title that is an order by its gerund, so a transition stays grammatical, and leaves a noun title as it is', () => {
    expect(spokenTopic('Hear the Alarm')).toBe('hearing the alarm');
    // A question is said in a statement's order, so "we will look at …" stays grammatical.
    expect(spokenTopic('Why is Debian being constructed?', new Set(['debian']))).toBe('why Debian is being constructed');
    expect(spokenTopic('What is Debian Linux?', new Set(['debian', 'linux']))).toBe('what Debian Linux is');
    expect(spokenTopic('How will Debian attempt to put an end to these problems?', new Set(['debian']))).toBe(
      'how Debian will attempt to put an end to these problems',
    );
    expect(spokenTopic('Who can vote?')).toBe('who can vote');
    expect(spokenTopic('Which packages are free?')).toBe('which packages are free');
    expect(spokenTopic('Never Use the Lifts')).toBe('never using the lifts');
    expect(spokenTopic('Sign in at the Front Desk')).toBe('signing in at the front desk');
    expect(spokenTopic('Don’t Twist While Carrying')).toBe('not twisting while carrying');
    for (const noun of ['Leave and Holidays', 'Service Desk', 'Cost Centre', 'Receipt Twice', 'Links', 'Time Off', 'Step by Step', 'Follow Up'])
      expect(spokenTopic(noun)).toBe(spokenTitle(noun));
  });
});
