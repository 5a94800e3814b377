import { describe, expect, it } from 'vitest';
import { isDeckBoilerplate } from './deck-boilerplate';

describe('isDeckBoilerplate', () => {
  it('sees an agenda, a closing "Questions?" and "Thank you" with contact details', () => {
    expect(isDeckBoilerplate('Agenda', ['What counts as a complaint', 'The four steps', 'Response times'])).toBe(true);
    expect(isDeckBoilerplate("Today's agenda", ['Welcome', 'Fire exits'])).toBe(true);
    expect(isDeckBoilerplate('Questions?', [])).toBe(true);
    expect(isDeckBoilerplate('Any questions?', ['facilities@fabrikam.example'])).toBe(true);
    expect(isDeckBoilerplate('Thank you', ['quality.team@contoso.example', 'www.contoso.example', '+44 20 7946 0000'])).toBe(true);
    expect(isDeckBoilerplate('Q&A', [])).toBe(true);
  });

  it('keeps slides that say something, whatever their title', () => {
    expect(isDeckBoilerplate('Questions?', ['Ask your line manager before you book travel.'])).toBe(false);
    expect(isDeckBoilerplate('Agenda', ['We start with a fire drill at 9:00 and everyone must attend it.'])).toBe(false);
    expect(isDeckBoilerplate('Questions to ask a supplier', ['Price', 'Delivery time'])).toBe(false);
    expect(isDeckBoilerplate('Response times', ['Phone', 'Email'])).toBe(false);
  });
});
