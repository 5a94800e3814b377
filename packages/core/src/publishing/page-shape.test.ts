import { describe, expect, it } from 'vitest';
import { pageShape, pageSize } from './aspect-ratios';

describe('pageShape', () => {
  it('names the three published shapes', () => {
    expect(pageShape(pageSize('16:9'))).toBe('landscape');
    expect(pageShape(pageSize('9:16'))).toBe('portrait');
    expect(pageShape(pageSize('1:1'))).toBe('square');
  });

  it('gives any other page the nearest family', () => {
    expect(pageShape({ width: 1280, height: 720 })).toBe('landscape');
    expect(pageShape({ width: 720, height: 1280 })).toBe('portrait');
    expect(pageShape({ width: 1440, height: 1080 })).toBe('square');
    expect(pageShape({ width: 1080, height: 1350 })).toBe('square');
  });
});
