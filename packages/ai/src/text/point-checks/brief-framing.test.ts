import { describe, expect, it } from 'vitest';
import { briefFraming, framingIn } from './brief-framing';

describe('briefFraming', () => {
  it('reads the length, the medium and the audience clause of the framing sentences', () => {
    const framing = briefFraming('A 3-minute introduction to password rules for managers who must explain them to their teams.', '');
    expect(framing).toEqual(expect.arrayContaining(['3-minute', 'for managers who']));
    expect(framingIn('A 3-minute introduction for managers who must explain them.', framing)).toBeDefined();
    expect(framingIn('Passwords must be at least 14 characters long.', framing)).toBeUndefined();
  });

  it('leaves content sentences and phrases the materials use', () => {
    expect(briefFraming('Explain the clean desk rules. Screens must lock after five minutes without use.', '')).not.toContain('five minutes');
    expect(briefFraming('A two-minute video on the 2 minutes rule.', 'Apply the 2 minutes rule to every task.')).not.toContain('2 minutes');
  });
});
