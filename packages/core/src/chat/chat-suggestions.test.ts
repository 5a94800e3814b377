import { describe, expect, it } from 'vitest';
import { buildSuggestions, headingQuestion } from './chat-suggestions';

const manual = `Fire Safety Basics
Every floor has two exits. The assembly point is the north car park.
Badge Access
Badges open doors between 7am and 7pm. Report a lost badge to security the same day.
Visitors must be escorted. Escorted visitors sign the register at security.`;

describe('buildSuggestions', () => {
  it('asks about headings first, in document order', () => {
    expect(buildSuggestions([manual], 2)).toEqual(['What should I know about fire safety basics?', 'What should I know about badge access?']);
  });

  it('then about the most frequent key terms not already covered', () => {
    const s = buildSuggestions([manual], 5);
    expect(s.slice(2)).toEqual(['What does the training say about security?', 'What does the training say about visitors?']);
  });

  it('keeps acronyms and returns nothing for empty material', () => {
    expect(buildSuggestions(['PPE Requirements\nWear PPE on site.'], 1)).toEqual(['What are the PPE requirements?']);
    expect(buildSuggestions([''], 5)).toEqual([]);
  });
});

describe('headingQuestion', () => {
  it('asks about a heading the way a person would', () => {
    expect(headingQuestion('Warehouse Safety Handbook')).toBe('What does the warehouse safety handbook cover?');
    expect(headingQuestion('Forklift Rules')).toBe('What are the forklift rules?');
    expect(headingQuestion('Evacuation Procedures')).toBe('What are the evacuation procedures?');
    expect(headingQuestion('Fire Safety')).toBe('What should I know about fire safety?');
    expect(headingQuestion('Assembly Point')).toBe('What should I know about the assembly point?');
    expect(headingQuestion('Expense Policy')).toBe('What is the expense policy?');
    expect(headingQuestion('Lockers')).toBe('What should I know about lockers?');
    expect(headingQuestion('Security')).toBe('What should I know about security?');
  });
});
