import { describe, expect, it } from 'vitest';
import { longestStill, revealProgress, revealSeconds, SLIDE_MOTION, slideFades, slowDrift, slowZoom } from './slide-motion';
import { THEMES } from './themes';

describe('slideFades', () => {
  it('fades half the theme transition at each end, so the change between two slides lasts the whole transition', () => {
    for (const theme of THEMES) {
      const { inSeconds, outSeconds } = slideFades(theme.transition, 20);
      expect(inSeconds + outSeconds).toBeCloseTo(theme.transition.seconds, 2);
    }
  });
  it('keeps most of a very short slide unfaded', () => {
    expect(slideFades({ kind: 'fade', seconds: 0.6 }, 1)).toEqual({ inSeconds: 0.2, outSeconds: 0.2 });
    expect(slideFades({ kind: 'fade', seconds: 0.6 }, 0)).toEqual({ inSeconds: 0, outSeconds: 0 });
  });
});

describe('slowZoom', () => {
  it('moves the edges about a pixel a second, in steps of no more than a pixel and a quarter', () => {
    const zoom = slowZoom(650, 500, 12)!;
    const edgeTravel = (zoom.amount * 650) / 2;
    expect(edgeTravel / 12).toBeCloseTo(SLIDE_MOTION.edgePixelsPerSecond, 1);
    expect(edgeTravel / (12 * zoom.ticksPerSecond)).toBeLessThanOrEqual(SLIDE_MOTION.stepPixels + 0.01);
  });
  it('never zooms more than 8 %, however long the slide', () => {
    const zoom = slowZoom(650, 500, 120)!;
    expect(zoom.amount).toBe(0.08);
    // Slower edges need fewer steps, never fewer than one every two seconds.
    expect(zoom.ticksPerSecond).toBeGreaterThanOrEqual(0.5);
  });
  it('respects a smaller limit', () => {
    expect(slowZoom(1920, 1080, 60, 0.02)!.amount).toBe(0.02);
  });
  it('does not move a tiny area or a flash of a slide', () => {
    expect(slowZoom(40, 30, 20)).toBeNull();
    expect(slowZoom(650, 500, 0.5)).toBeNull();
  });
});

describe('title reveal', () => {
  it('eases the title in, then the subtitle, all in place within 0.8 s', () => {
    expect(revealSeconds()).toBeLessThanOrEqual(0.8);
    expect(revealProgress(0, 0)).toBe(0);
    expect(revealProgress(1, 0.3)).toBe(0);
    expect(revealProgress(0, 0.3)).toBeGreaterThan(0.5);
    expect(revealProgress(0, revealSeconds())).toBe(1);
    expect(revealProgress(1, revealSeconds())).toBe(1);
    // Monotonic: an element never steps back.
    let last = 0;
    for (let t = 0; t <= 1; t += 0.02) {
      const p = revealProgress(1, t);
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
  });
});

describe('slowDrift', () => {
  it('drifts a whole slide a pixel every 4 s, at most 16 px in all', () => {
    expect(slowDrift(20)).toEqual({ pixels: 2, ticksPerSecond: 0.2 });
    expect(slowDrift(40)).toEqual({ pixels: 5, ticksPerSecond: 0.25 });
    expect(slowDrift(600)).toEqual({ pixels: SLIDE_MOTION.maxDriftPixels / 2, ticksPerSecond: 0.03 });
    expect(slowDrift(7)).toBeNull();
  });
});

describe('longestStill', () => {
  it('is the longest duration', () => {
    expect(longestStill([3, 9.5, 2])).toBe(9.5);
    expect(longestStill([])).toBe(0);
  });
});
