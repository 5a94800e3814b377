import { describe, expect, it } from 'vitest';
import { messageTopics } from './message-topics';

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
