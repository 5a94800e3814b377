import { describe, expect, it } from 'vitest';
import { MAX_SESSION_TOPICS } from './chat-constants';
import { extractTopics, questionWords, sessionDurationMinutes } from './chat-topics';

describe('extractTopics (spec 000 §9)', () => {
  it('keeps only words longer than 3 letters that are not stop words', () => {
    expect(extractTopics(['What is the fire drill for the lab?'])).toEqual(['fire', 'drill']);
  });

  it('keeps at most 5 topics, most asked first', () => {
    const topics = extractTopics(['badge access rules', 'visitor badge policy', 'parking permits and badge colours', 'holiday schedule overtime']);
    expect(topics).toHaveLength(MAX_SESSION_TOPICS);
    expect(topics[0]).toBe('badge');
    expect(topics).toEqual(['badge', 'access', 'rules', 'visitor', 'policy']);
  });

  it('ignores stop words even when long, numbers, and case', () => {
    expect(extractTopics(['Could you PLEASE explain THROUGH which 2024 Evacuation route?'])).toEqual(['evacuation', 'route']);
  });

  it('returns nothing for questions made only of short or common words', () => {
    expect(extractTopics(['why is it so?', 'and what about this'])).toEqual([]);
  });

  it('splits words on punctuation', () => {
    expect(questionWords("Who's on-call, tonight?")).toEqual(["who's", 'on', 'call', 'tonight']);
  });
});

describe('sessionDurationMinutes', () => {
  it('is whole minutes between start and end, never negative', () => {
    expect(sessionDurationMinutes('2025-01-01T10:00:00Z', '2025-01-01T10:29:40Z')).toBe(30);
    expect(sessionDurationMinutes('2025-01-01T10:00:00Z', '2025-01-01T09:00:00Z')).toBe(0);
  });
});
