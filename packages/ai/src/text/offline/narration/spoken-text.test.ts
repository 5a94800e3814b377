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
    // A word written without a space ("GNU/Linux") is one word of the subject, whatever its tokens.
    expect(spokenTopic('What is Debian GNU/Linux?', new Set(['debian', 'gnu', 'linux']))).toBe('what Debian GNU/Linux is');
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

describe('one rule for every line that carries a title (decision 206)', () => {
  it('never says a part’s number, nor the conjunction that tied a heading to the one before', () => {
    expect(spokenTopic('Chapter 9. Keeping Your Debian System Up-to-date', new Set(['debian']))).toBe('keeping your Debian system up-to-date');
    expect(spokenTopic('1.2 Scope of the Policy')).toBe('scope of the policy');
    expect(spokenTopic('3. Report the Incident')).toBe('reporting the incident');
    expect(spokenTopic('And How About Debian and Traditional System V', new Set(['debian']))).toBe('Debian and traditional System V');
    // A count is no part number.
    expect(spokenTopic('10 Tips for Safe Lifting')).toBe('10 tips for safe lifting');
  });

  it('says a question in a statement’s order, with "whether" for a yes-or-no question and the verb taking back "does"', () => {
    expect(spokenTopic('What Does the Stable Directory Contain')).toBe('what the stable directory contains');
    expect(spokenTopic('How Does a Debian System Boot', new Set(['debian']))).toBe('how a Debian system boots');
    expect(spokenTopic('How do I reach the help desk?')).toBe('how I reach the help desk');
    expect(spokenTopic('Can Debian Be Packaged with Non-free Software?', new Set(['debian']))).toBe('whether Debian can be packaged with non-free software');
    expect(spokenTopic('Is the Office Open Today?')).toBe('whether the office is open today');
  });

  it('puts no title in a line that it cannot carry: a question left in its order, a title cut on a conjunction', () => {
    expect(spokenTopic('What did the committee decide?')).toBeNull();
    expect(spokenTopic('The Developers by Way of General Resolution or')).toBeNull();
  });
});

describe('a noun before "of" is no order', () => {
  it('keeps "Notice of Changes" a noun and "Dispose of Sharps" an order', () => {
    expect(spokenTopic('Notice of Changes to Your Tenancy')).toBe('notice of changes to your tenancy');
    expect(spokenTopic('Dispose of Sharps Safely')).toBe('disposing of sharps safely');
  });
});
