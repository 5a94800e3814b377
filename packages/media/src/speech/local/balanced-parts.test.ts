import { describe, expect, it } from 'vitest';
import { balancedParts } from './balanced-parts.ts';

describe('balancedParts', () => {
  it('cuts consecutive items into runs of about equal weight, never an empty one', () => {
    expect(balancedParts([118, 119], 2)).toEqual([0, 1]);
    expect(balancedParts([78, 67, 107], 2)).toEqual([0, 2]);
    expect(balancedParts([10, 10, 10, 10], 2)).toEqual([0, 2]);
    expect(balancedParts([1, 100, 1], 3)).toEqual([0, 1, 2]);
  });

  it('makes no more runs than items, and one when asked for one', () => {
    expect(balancedParts([100], 2)).toEqual([0]);
    expect(balancedParts([5, 5], 4)).toEqual([0, 1]);
    expect(balancedParts([3, 4, 5], 1)).toEqual([0]);
    expect(balancedParts([], 2)).toEqual([0]);
  });
});
