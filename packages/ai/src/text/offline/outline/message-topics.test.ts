import { describe, expect, it } from 'vitest';
import { actionName, messageTopics } from './message-topics';

describe('the topic that names a Key Message (decision 191)', () => {
  it('is a noun phrase of the message, never a verb or an adverb', () => {
    const topics = messageTopics('Keep your phone charged on every trip abroad.', new Map([['trip', 0.9]]));
    expect(topics).toEqual(['trip', 'phone']);
    expect(messageTopics('If something goes wrong, call the 24-hour emergency line.', new Map())).toEqual(['emergency line']);
  });

  it('prefers a phrase of several words, the one the text says most, and never an abstract word alone', () => {
    const weights = new Map([
      ['lane', 1],
      ['cycle', 0.8],
    ]);
    const topics = messageTopics('The council opened its first fully protected cycle lane on Harbour Road.', weights);
    expect(topics[0]).toBe('cycle lane');
    expect(topics).toContain('Harbour Road');
    expect(messageTopics('This is the best way.', new Map())).toEqual([]);
    expect(messageTopics('Phishing is the most common way attackers break into company systems.', new Map([['phish', 1]]))).not.toContain(
      'common way attackers',
    );
  });
});

describe('a message opening on a participle before its noun (decision 194)', () => {
  it('is named by that phrase, never by the participle alone', () => {
    expect(messageTopics('Working hours stay at 36 per week, spread over four days of nine hours.', new Map())[0]).toBe('Working hours');
    expect(messageTopics('Uncovered shifts are often found only on the day.', new Map())).toContain('Uncovered shifts');
    expect(messageTopics('Keep your phone charged on every trip abroad.', new Map())).not.toContain('charged');
  });
});

describe('the action that names an instruction (decision 194)', () => {
  it('is the order’s verb as a gerund with its object, cut before a preposition, a conjunction or a clause', () => {
    expect(actionName('Keep your phone charged and your manager informed of any change of plan')).toBe('keeping your phone charged');
    expect(actionName('You must sign your contract in the HR portal at least five working days before your start date')).toBe('signing your contract');
    expect(actionName('Log every offer in the CRM so that billing applies the discount')).toBe('logging every offer');
    expect(actionName('Choose a hotel from the portal within the nightly cap')).toBe('choosing a hotel');
  });

  it('names no statement, no prohibition and no order without a noun', () => {
    expect(actionName('Business class needs the written approval of a director')).toBeNull();
    expect(actionName('Never share your password')).toBeNull();
    expect(actionName('Note: paths must be absolute')).toBeNull();
  });
});
