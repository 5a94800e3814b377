import { describe, expect, it } from 'vitest';
import { questionTerms } from './question-terms';

describe('questionTerms', () => {
  it('keeps the content words of a question and drops question and stop words', () => {
    expect(questionTerms('Who may operate a forklift?')).toEqual(['operate', 'forklift']);
    expect(questionTerms('Why is my machine making a grinding noise?')).toEqual(['machine', 'grinding', 'noise']);
  });

  it('drops the measure a question asks for, not the same word used as a topic', () => {
    expect(questionTerms('How long is the warranty?')).toEqual(['warranty']);
    expect(questionTerms('How many days can I work from home?')).toEqual(['days', 'work', 'home']);
    expect(questionTerms('What time does my buddy meet me?')).toEqual(['buddy', 'meet']);
    expect(questionTerms('Is there a long break at lunch time?')).toEqual(['long', 'break', 'lunch', 'time']);
  });

  it('drops the verb of a question asking what something holds, not the same word as a topic', () => {
    expect(questionTerms('What does the warehouse safety handbook cover?')).toEqual(['warehouse', 'safety', 'handbook']);
    expect(questionTerms('Does the warranty cover water damage?')).toEqual(['warranty', 'cover', 'water', 'damage']);
  });

  it('keeps short facts: numbers and codes', () => {
    expect(questionTerms('What does error E4 mean?')).toEqual(['error', 'e4']);
    expect(questionTerms('Is room 7 open?')).toEqual(['room', '7', 'open']);
  });

  it('gives nothing for a question of only question words', () => {
    expect(questionTerms('What is it?')).toEqual([]);
  });
});
