import { longestStill, type PageSize, revealProgress, revealSeconds, SLIDE_MOTION, slideFades, slowDrift, slowZoom, type Theme } from '@lectern/core';
import type { MotionRect, SegmentMotion } from '@lectern/media';
import type { RenderPorts } from './render-ports';

/**
 * What moves on one slide in the video's shape (decision 171), from RenderPorts.slideMotion: its
 * picture, and on a title slide the title and subtitle with the slide drawn without them.
 */
export interface SlideMotionPlan {
  picture: { rect: MotionRect; radius: number } | null;
  reveal: { rects: MotionRect[]; base: Uint8Array } | null;
}

type TimedStill = { rgba: Uint8Array; durationSeconds: number };

const DEFAULT_PAGE = { width: 1920, height: 1080 };

/**
 * The motion of one slide's segment (decision 171), all inside the slide's own seconds:
 * - it fades in from the theme's background and out to it, half the theme's transition each;
 * - its picture zooms slowly about its centre;
 * - a slide without a picture whose screen would otherwise stay unchanged longer than
 *   SLIDE_MOTION.maxStillSeconds drifts slowly as a whole. Behind a presenter (who moves) it
 *   does not.
 */
export function segmentMotion(
  plan: SlideMotionPlan | null | undefined,
  input: { theme: Theme; page?: PageSize; presenter?: boolean },
  stills: readonly { durationSeconds: number }[],
): SegmentMotion {
  const seconds = stills.reduce((sum, s) => sum + s.durationSeconds, 0);
  const motion: SegmentMotion = { fade: { color: input.theme.backgroundColor, ...slideFades(input.theme.transition, seconds) } };
  const picture = plan?.picture;
  const zoom = picture ? slowZoom(picture.rect.width, picture.rect.height, seconds) : null;
  if (picture && zoom) return { ...motion, zoom: { rect: picture.rect, radius: picture.radius, ...zoom } };
  if (input.presenter || longestStill(stills.map((s) => s.durationSeconds)) <= SLIDE_MOTION.maxStillSeconds) return motion;
  const drift = slowDrift(seconds);
  return drift ? { ...motion, drift } : motion;
}

/**
 * One slide's stills as its segment shows them, and their motion (decision 171): the stills with
 * a title slide's opening eased in, the fades, and the zoom; from the platform's slideMotion (a
 * platform without it only fades). `presenter`: a presenter stands over this slide.
 */
export async function movingSegment(
  ports: Pick<RenderPorts, 'slideMotion'>,
  drawn: Parameters<RenderPorts['drawSlide']>,
  stills: TimedStill[],
  presenter = false,
): Promise<{ frames: TimedStill[]; motion: SegmentMotion }> {
  const [slide, options] = drawn;
  const plan = await ports.slideMotion?.(slide, options);
  const frames = withTitleReveal(stills, plan, options.page);
  return { frames, motion: segmentMotion(plan, { theme: options.theme, page: options.page, presenter }, frames) };
}

/**
 * A title slide's opening (decision 171): its first still is shown as frames in which the title,
 * then the subtitle, fade in from the slide drawn without them while rising into place
 * (SLIDE_MOTION.titleReveal); the rest of the still follows. The stills' total length is kept.
 */
export function withTitleReveal(stills: TimedStill[], plan: SlideMotionPlan | null | undefined, page: PageSize = DEFAULT_PAGE): TimedStill[] {
  const first = stills[0];
  const reveal = plan?.reveal;
  const opening = revealSeconds();
  if (!first || !reveal?.rects.length || first.durationSeconds < opening + 0.5) return stills;
  if (reveal.base.byteLength !== first.rgba.byteLength || first.rgba.byteLength !== page.width * page.height * 4) return stills;
  const step = 1 / SLIDE_MOTION.revealFps;
  const count = Math.ceil(opening / step);
  const frames: TimedStill[] = [];
  for (let i = 0; i < count; i++) {
    frames.push({ rgba: revealFrame(first.rgba, reveal, page.width, i * step), durationSeconds: Math.round(step * 1000) / 1000 });
  }
  const shown = frames.reduce((sum, f) => sum + f.durationSeconds, 0);
  return [...frames, { rgba: first.rgba, durationSeconds: Math.round((first.durationSeconds - shown) * 1000) / 1000 }, ...stills.slice(1)];
}

/**
 * The still at `t` seconds into the reveal: in each area, the slide without its text blended
 * toward the slide with it, the text lowered by what it has still to rise.
 */
export function revealFrame(full: Uint8Array, reveal: NonNullable<SlideMotionPlan['reveal']>, width: number, t: number): Uint8Array {
  const out = Uint8Array.from(full);
  const height = full.byteLength / 4 / width;
  reveal.rects.forEach((area, index) => {
    const shown = revealProgress(index, t);
    if (shown >= 1) return;
    const lowered = Math.round((1 - shown) * SLIDE_MOTION.revealRisePixels);
    const x0 = Math.max(0, area.x);
    const x1 = Math.min(width, area.x + area.width);
    const y0 = Math.max(0, area.y);
    const y1 = Math.min(height, area.y + area.height);
    for (let y = y0; y < y1; y++) {
      const from = y - lowered;
      const source = from >= y0 ? from : -1;
      for (let x = x0; x < x1; x++) {
        const i = (y * width + x) * 4;
        const s = source >= 0 ? (source * width + x) * 4 : i;
        const text = source >= 0 ? full : reveal.base;
        for (let c = 0; c < 4; c++) out[i + c] = Math.round(reveal.base[i + c]! * (1 - shown) + text[s + c]! * shown);
      }
    }
  });
  return out;
}
