import { describe, expect, it } from 'vitest';
import { fillsRole, roleMakesClaim } from './role-fit';

describe('a message fills the role its slide plans (decision 191)', () => {
  it('is a decision only when it asks for or states a choice, a proposal or an approval', () => {
    for (const m of [
      'We propose to close the Leeds office in March.',
      'The board must decide whether to renew the contract.',
      'Any trip costing more than $5,000 also needs a director’s approval.',
      'Managers should choose one supplier by Friday.',
      'Your manager approves each trip in the portal before you book.',
    ])
      expect(fillsRole('Decision needed', m), m).toBe(true);
    for (const m of [
      'Keep your phone charged and your manager informed of any change of plan.',
      'The portal shows the approved fares first.',
      'Breakfast may be included in the rate.',
      'The lane is two-way.',
    ])
      expect(fillsRole('Decision needed', m), m).toBe(false);
  });

  it('is a recommendation when it says what should be done, what is best, or gives an order with its reason', () => {
    for (const m of [
      'We recommend booking through the portal.',
      'You should lock your screen whenever you leave your desk.',
      'The best way to report phishing is the Report button.',
      'Book at least 14 days ahead, because late bookings cost 40% more.',
      'Back up your files every Friday so that nothing is lost.',
    ])
      expect(fillsRole('Recommendation', m), m).toBe(true);
    for (const m of [
      'Breakfast may be included in the rate.',
      'Keep your phone charged and your manager informed of any change of plan.',
      'Health insurance, retirement plan, family leave and profit share.',
      '"People told us they wanted to cycle but did not feel safe next to buses," said councillor Mark Ellison.',
    ])
      expect(fillsRole('Recommendation', m), m).toBe(false);
  });

  it('is a turning point when it says what changes, a problem when it says what goes wrong', () => {
    expect(fillsRole('The turning point', 'Drivers can no longer park on the south side of Harbour Road.')).toBe(true);
    expect(fillsRole('The turning point', 'From 1 September the office closes on Fridays.')).toBe(true);
    expect(fillsRole('The turning point', 'Millions of these droplets together form a cloud.')).toBe(false);
    expect(fillsRole('The problem', 'Shift swaps agreed by text message get lost.')).toBe(true);
    expect(fillsRole('The problem', 'ShiftPlanner is the new scheduling app for our stores.')).toBe(false);
  });

  it('is a call to action or something to try when it asks the viewer to act, help when it names where to ask', () => {
    expect(fillsRole('Call to action', 'Log every offer in the CRM so that billing applies the discount.')).toBe(true);
    expect(fillsRole('Try it yourself', 'If something goes wrong, call the 24-hour emergency line.')).toBe(true);
    expect(fillsRole('Try it yourself', 'A: The key file was changed after the backup was made.')).toBe(false);
    expect(fillsRole('Where to get help', 'Ask the privacy team on extension 2200 when you are unsure.')).toBe(true);
    expect(fillsRole('Where to get help', 'Notes about a customer’s health are special data.')).toBe(false);
    expect(fillsRole('Where to get help', 'Lock your screen whenever you leave your desk.')).toBe(false);
  });

  it('holds any message for a role that claims nothing of its content, and none for an empty one', () => {
    expect(roleMakesClaim('Situation and key facts')).toBe(false);
    expect(fillsRole('Situation and key facts', 'The lane is two-way.')).toBe(true);
    expect(roleMakesClaim('Decision needed')).toBe(true);
    expect(fillsRole('Decision needed', '  ')).toBe(false);
  });
});
