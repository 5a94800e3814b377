/**
 * Motion within a slide (issue 21 item 2, decision 171): how long a slide fades at each end, how
 * slowly its picture zooms, when a title slide's title and subtitle ease in, and when a slide
 * with nothing else moving drifts. Every figure happens inside the slide's own seconds: motion
 * never changes a video's length.
 */
import type { SlideTransition } from './themes';

export const SLIDE_MOTION = {
  /** Issue 21: a picture zooms by at most 8 % over its slide. */
  maxZoom: 0.08,
  /**
   * How fast a zooming picture's edges move: about a pixel a second, a drift the eye takes as
   * smooth at one step a second (a step of a pixel or less never reads as a jump).
   */
  edgePixelsPerSecond: 1.25,
  stepPixels: 1.25,
  /** Issue 21: no stretch longer than about 8 s where nothing on screen changes. */
  maxStillSeconds: 8,
  /**
   * A slide with no picture and nothing else changing drifts as a whole, a pixel every 4 s (at
   * most 16 px): its text moves too, so it stays barely perceptible, and a whole-pixel shift is
   * the cheapest change to encode, where a zoom of the whole slide is not (decision 171).
   */
  driftPixelsPerSecond: 0.25,
  maxDriftPixels: 16,
  /** A fade takes at most this share of a short slide at each end, so the slide is seen fully. */
  maxFadeShare: 0.2,
  /** Title slides: the title, then the subtitle, fade in while rising into place (issue 21: within the first ~0.8 s). */
  titleReveal: [
    { delay: 0.1, seconds: 0.45 },
    { delay: 0.35, seconds: 0.45 },
  ],
  /** How far an easing-in element rises into place. */
  revealRisePixels: 24,
  /** Frames a second of the ease-in. */
  revealFps: 12.5,
} as const;

/**
 * The fade at each end of a slide: half the theme's transition (so the change from one slide to
 * the next lasts the whole transition), shortened on a very short slide.
 */
export function slideFades(transition: SlideTransition, seconds: number): { inSeconds: number; outSeconds: number } {
  const half = Math.min(transition.seconds / 2, Math.max(0, seconds) * SLIDE_MOTION.maxFadeShare);
  const rounded = Math.floor(half * 1000) / 1000;
  return { inSeconds: rounded, outSeconds: rounded };
}

/**
 * A slow zoom over an area `width` × `height` px shown for `seconds`: its edges move
 * edgePixelsPerSecond, up to `max` (maxZoom), one step of stepPixels at a time. Null when the area
 * is too small or the slide too short to move visibly.
 */
export function slowZoom(
  width: number,
  height: number,
  seconds: number,
  max: number = SLIDE_MOTION.maxZoom,
): { amount: number; ticksPerSecond: number } | null {
  const side = Math.max(width, height);
  if (!(side >= 64) || !(seconds > 1)) return null;
  const amount = Math.min(max, (2 * SLIDE_MOTION.edgePixelsPerSecond * seconds) / side);
  const edgeSpeed = (amount * side) / 2 / seconds;
  return { amount: Math.round(amount * 10000) / 10000, ticksPerSecond: Math.round(Math.max(0.5, edgeSpeed / SLIDE_MOTION.stepPixels) * 100) / 100 };
}

/** A whole slide's drift over `seconds`: `pixels` each side of its place, a step per tick; null when too short to move. */
export function slowDrift(seconds: number): { pixels: number; ticksPerSecond: number } | null {
  const pixels = Math.floor(Math.min(SLIDE_MOTION.maxDriftPixels, seconds * SLIDE_MOTION.driftPixelsPerSecond) / 2);
  if (pixels < 1) return null;
  return { pixels, ticksPerSecond: Math.round(((2 * pixels) / seconds) * 100) / 100 };
}

/** The longest stretch (seconds) one still stays on screen, from the stills' durations. */
export const longestStill = (durations: readonly number[]) => durations.reduce((max, d) => Math.max(max, d), 0);

/** An ease-out curve: fast at first, settling gently. */
const easeOut = (x: number) => 1 - (1 - x) ** 3;

/** How far element `index` of a title slide has eased in at `t` seconds into the slide: 0 hidden, 1 in place. */
export function revealProgress(index: number, t: number): number {
  const step = SLIDE_MOTION.titleReveal[Math.min(index, SLIDE_MOTION.titleReveal.length - 1)]!;
  return easeOut(Math.min(1, Math.max(0, (t - step.delay) / step.seconds)));
}

/** When every element of a title slide is in place. */
export const revealSeconds = () => Math.max(...SLIDE_MOTION.titleReveal.map((s) => s.delay + s.seconds));
