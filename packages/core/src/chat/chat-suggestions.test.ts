import { describe, expect, it } from 'vitest';
import { buildSuggestions } from './chat-suggestions';

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
    expect(buildSuggestions(['PPE Requirements\nWear PPE on site.'], 1)).toEqual(['What should I know about PPE requirements?']);
    expect(buildSuggestions([''], 5)).toEqual([]);
  });
});
