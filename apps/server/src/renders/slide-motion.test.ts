import { revealSeconds, SLIDE_MOTION, THEMES } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { movingSegment, openingStill, revealFrame, type SlideMotionPlan, segmentMotion, withTitleReveal } from './slide-motion';

const theme = THEMES.find((t) => t.id === 'midnight-indigo')!;
const page = { width: 40, height: 30 };
const picture = { rect: { x: 1130, y: 360, width: 650, height: 500 }, radius: 24 };
const sum = (stills: { durationSeconds: number }[]) => stills.reduce((s, f) => s + f.durationSeconds, 0);

describe('segmentMotion (decision 171)', () => {
  it('crossfades into the next slide over the theme transition and fades the last slide to black (decisions 180, 193)', () => {
    const between = segmentMotion(null, { theme, next: true }, [{ durationSeconds: 6 }]);
    expect(between).toEqual({ crossfade: { seconds: theme.transition.seconds } });
    // No colour of the theme's, whatever the slide: it opens on itself, and only the video's very end goes to black.
    for (const other of THEMES) expect(segmentMotion(null, { theme: other, next: true }, [{ durationSeconds: 6 }]).fade).toBeUndefined();
    const last = segmentMotion(null, { theme, next: false }, [{ durationSeconds: 6 }]);
    expect(last.crossfade).toBeUndefined();
    expect(last.fade).toEqual({ color: '#000000', inSeconds: 0, outSeconds: theme.transition.seconds });
  });

  it('zooms the picture slowly over the whole slide', () => {
    const motion = segmentMotion({ picture, reveal: null }, { theme, next: true }, [{ durationSeconds: 5 }, { durationSeconds: 7 }]);
    expect(motion.zoom?.rect).toEqual(picture.rect);
    expect(motion.zoom?.radius).toBe(24);
    expect(motion.zoom!.amount).toBeGreaterThan(0.01);
    expect(motion.zoom!.amount).toBeLessThanOrEqual(SLIDE_MOTION.maxZoom);
  });

  it('lets a slide with no picture drift as a whole when one still would stay longer than 8 s', () => {
    const still = segmentMotion(null, { theme, page: { width: 1080, height: 1920 }, next: true }, [{ durationSeconds: 2 }, { durationSeconds: 9 }]);
    expect(still.zoom).toBeUndefined();
    expect(still.drift!.pixels).toBeGreaterThanOrEqual(1);
    expect(still.drift!.pixels * 2).toBeLessThanOrEqual(SLIDE_MOTION.maxDriftPixels);
    // A step at least every 8 s.
    expect(1 / still.drift!.ticksPerSecond).toBeLessThanOrEqual(SLIDE_MOTION.maxStillSeconds);
    // Changing every few seconds (points appearing), or with a presenter moving over it: no drift.
    expect(segmentMotion(null, { theme, next: true }, [{ durationSeconds: 6 }, { durationSeconds: 6 }]).drift).toBeUndefined();
    expect(segmentMotion(null, { theme, presenter: true, next: false }, [{ durationSeconds: 20 }]).drift).toBeUndefined();
  });
});

describe('withTitleReveal', () => {
  // A "slide" whose text area (rows 10–19) is white, on a black background; the base has no text.
  const full = new Uint8Array(page.width * page.height * 4);
  for (let y = 10; y < 20; y++) full.fill(255, y * page.width * 4, (y + 1) * page.width * 4);
  const base = new Uint8Array(full.length);
  const plan: SlideMotionPlan = { picture: null, reveal: { rects: [{ x: 0, y: 8, width: 40, height: 14 }], base } };
  const brightness = (rgba: Uint8Array) => rgba.reduce((s, v) => s + v, 0);

  it('opens with the text easing in, then shows the still, keeping the slide’s length', () => {
    const stills = withTitleReveal([{ rgba: full, durationSeconds: 6 }], plan, page);
    expect(stills.length).toBeGreaterThan(5);
    expect(sum(stills)).toBeCloseTo(6, 3);
    expect(sum(stills.slice(0, -1))).toBeGreaterThanOrEqual(revealSeconds() - 0.001);
    expect(stills[0]!.rgba).toEqual(base);
    expect(stills.at(-1)!.rgba).toBe(full);
    const shown = stills.map((s) => brightness(s.rgba));
    for (let i = 1; i < shown.length; i++) expect(shown[i]).toBeGreaterThanOrEqual(shown[i - 1]!);
  });

  it('leaves other slides, and slides too short for it, as they are', () => {
    const stills = [{ rgba: full, durationSeconds: 6 }];
    expect(withTitleReveal(stills, { picture: null, reveal: null }, page)).toBe(stills);
    expect(withTitleReveal([{ rgba: full, durationSeconds: 1 }], plan, page)).toHaveLength(1);
  });

  it('never changes the slide it eases in, even a Buffer as the canvas gives it', () => {
    const still = Buffer.from(full);
    const stills = withTitleReveal([{ rgba: still, durationSeconds: 6 }], plan, page);
    expect(stills.length).toBeGreaterThan(1);
    expect(Buffer.compare(still, Buffer.from(full))).toBe(0);
    expect(brightness(stills.at(-1)!.rgba)).toBe(brightness(full));
  });

  it('draws the text lower while it rises, and nothing outside its area', () => {
    const frame = revealFrame(full, plan.reveal!, page.width, 0.3);
    // Outside the area the still is untouched.
    expect(frame.subarray(0, 8 * page.width * 4)).toEqual(full.subarray(0, 8 * page.width * 4));
    // Row 10 (the text's first row) is still dimmer than row 19: the text is on its way up.
    expect(frame[10 * page.width * 4]!).toBeLessThan(frame[19 * page.width * 4]!);
  });
});

describe('movingSegment', () => {
  it('asks the platform what moves on the slide as it is drawn, and moves it', async () => {
    const asked: unknown[] = [];
    const ports = {
      slideMotion: async (...args: unknown[]) => {
        asked.push(args[1]);
        return { picture, reveal: null };
      },
    };
    const options = { theme, logo: null, images: new Map(), index: 0, total: 3, page: { width: 1920, height: 1080 } };
    const { frames, motion } = await movingSegment(ports, [{} as never, options], [{ rgba: new Uint8Array(4), durationSeconds: 9 }], false, null);
    expect(asked).toEqual([options]);
    expect(frames).toHaveLength(1);
    expect(motion.zoom?.rect).toEqual(picture.rect);
    // A platform that cannot say still ends the video on black.
    expect((await movingSegment({}, [{} as never, options], frames, false, null)).motion.fade).toEqual({
      color: '#000000',
      inSeconds: 0,
      outSeconds: theme.transition.seconds,
    });
    // Given the next slide's opening, the segment ends on it.
    const next = new Uint8Array(4);
    const into = await movingSegment({}, [{} as never, options], frames, false, next);
    expect(into.motion.crossfade).toBeDefined();
    expect(into.crossfadeInto).toBe(next);
  });
});

describe('openingStill (decision 180)', () => {
  const full = new Uint8Array(page.width * page.height * 4).fill(255);
  const base = new Uint8Array(full.length);
  it('is a title slide without its title yet, as its segment opens, and any other slide as drawn', () => {
    const plan: SlideMotionPlan = { picture: null, reveal: { rects: [{ x: 0, y: 8, width: 40, height: 14 }], base } };
    const opening = openingStill(full, plan, page);
    expect(opening).toEqual(revealFrame(full, plan.reveal!, page.width, 0));
    expect(opening.subarray(10 * page.width * 4, 11 * page.width * 4).every((v) => v === 0)).toBe(true);
    expect(opening.subarray(0, page.width * 4).every((v) => v === 255)).toBe(true);
    expect(openingStill(full, { picture: null, reveal: null }, page)).toBe(full);
  });
});
