import { describe, expect, it } from 'vitest';
import { withoutLengthFraming } from './without-length-framing';

describe('a title without the length it was made for (decision 159)', () => {
  it('keeps the length a title was made for out of the title', () => {
    expect(withoutLengthFraming('Fire Drill in Two Minutes')).toBe('Fire Drill');
    expect(withoutLengthFraming('Safe Lifting (60 s)')).toBe('Safe Lifting');
    expect(withoutLengthFraming('The 5-minute Expenses Guide')).toBe('The Expenses Guide');
    expect(withoutLengthFraming('Minute Taking for Meetings')).toBe('Minute Taking for Meetings');
  });
});
