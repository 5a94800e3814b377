import { describe, expect, it } from 'vitest';
import { traceSvgPath } from './svg-path';

/** Records the pen calls, rounded, to compare with what the path data says. */
function trace(d: string) {
  const calls: string[] = [];
  const r = (n: number) => Math.round(n * 100) / 100;
  traceSvgPath(
    {
      moveTo: (x, y) => calls.push(`M${r(x)},${r(y)}`),
      lineTo: (x, y) => calls.push(`L${r(x)},${r(y)}`),
      bezierCurveTo: (a, b, c, d2, x, y) => calls.push(`C${[a, b, c, d2, x, y].map(r).join(',')}`),
      quadraticCurveTo: (a, b, x, y) => calls.push(`Q${[a, b, x, y].map(r).join(',')}`),
      closePath: () => calls.push('Z'),
    },
    d,
  );
  return calls;
}

describe('traceSvgPath', () => {
  it('draws absolute and relative lines, with implicit linetos after a moveto', () => {
    expect(trace('M4 4h16v2H4zm0 6l2 2 3 -1')).toEqual(['M4,4', 'L20,4', 'L20,6', 'L4,6', 'Z', 'M4,10', 'L6,12', 'L9,11']);
  });

  it('reads numbers written without separators', () => {
    expect(trace('M.5.5l-.25.75')).toEqual(['M0.5,0.5', 'L0.25,1.25']);
  });

  it('draws curves, reflecting the control point for S and T', () => {
    expect(trace('M0 0c1 1 2 1 3 0s2 -1 3 0')).toEqual(['M0,0', 'C1,1,2,1,3,0', 'C4,-1,5,-1,6,0']);
    expect(trace('M0 0q1 1 2 0t2 0')).toEqual(['M0,0', 'Q1,1,2,0', 'Q3,-1,4,0']);
  });

  it('turns arcs into curves that end where the arc ends and stay on its circle', () => {
    // A half circle of radius 5 from (0,5) to (10,5) through (5,0) (sweep flag 1).
    const calls = trace('M0 5a5 5 0 0 1 10 0');
    expect(calls.length).toBe(3);
    expect(calls.at(-1)?.endsWith(',10,5')).toBe(true);
    const [, , , , mx, my] = (calls[1] as string).slice(1).split(',').map(Number) as number[];
    expect(Math.hypot((mx as number) - 5, (my as number) - 5)).toBeCloseTo(5, 1);
    expect(my).toBeLessThan(5);
    // Flags written together ("01") are two flags.
    expect(trace('M0 5a5 5 0 0110 0')).toEqual(calls);
  });

  it('stops at malformed data instead of throwing', () => {
    expect(trace('M1 1L2')).toEqual(['M1,1']);
    expect(trace('12 3')).toEqual([]);
  });
});
