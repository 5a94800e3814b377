import { describe, expect, it } from 'vitest';
import { joinNames } from './join-names';

describe('merged headings name a slide with one "and" (decision 191)', () => {
  it('lists the parts of a heading that holds "and" once, so "and" never joins twice', () => {
    expect(joinNames(['Hotels', 'Meals and Daily Allowance'])).toBe('Hotels, Meals and Daily Allowance');
    expect(joinNames(['Introduction', 'Decision-making Bodies and Individuals'])).toBe('Introduction, Decision-making Bodies and Individuals');
    expect(joinNames(['Purpose and Scope', 'Roles & Responsibilities'])).toBe('Purpose, Scope, Roles and Responsibilities');
    for (const name of [joinNames(['Waiver', 'Public License Fallback', 'Limitations and Disclaimers']), joinNames(['A and B', 'C', 'D and E'])])
      expect(name.match(/\band\b/g)?.length).toBe(1);
  });

  it('joins plain headings as before', () => {
    expect(joinNames(['Holidays', 'Sick Leave'])).toBe('Holidays and Sick Leave');
    expect(joinNames(['Air Travel', 'Rail Travel', 'Hotels'])).toBe('Air Travel, Rail Travel and Hotels');
    expect(joinNames(['Health and Safety'])).toBe('Health and Safety');
  });
});
