import { describe, expect, it } from 'vitest';
import { addressStep, splitInlineList } from './split-inline-list';

describe('a list written inside a sentence', () => {
  it('splits at commas, semicolons and the last "and"', () => {
    expect(splitInlineList('stop, make safe, tell a supervisor and file the report the same day.')).toEqual([
      'stop',
      'make safe',
      'tell a supervisor',
      'file the report the same day',
    ]);
    expect(splitInlineList('dental; vision; and family leave')).toEqual(['dental', 'vision', 'family leave']);
  });

  it('addresses each step to the viewer', () => {
    expect(addressStep('tell a supervisor')).toBe('Tell your supervisor');
    expect(addressStep('and make safe.')).toBe('Make it safe');
  });
});
