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

/** Decision 180: the video ends by fading its last slide to black, as films end; it never starts on a colour. */
const VIDEO_END_COLOR = '#000000';

/**
 * The motion of one slide's segment (decision 171), all inside the slide's own seconds:
 * - it opens on the slide itself and its last moments crossfade into the next slide's opening
 *   (`next`, decision 180; behind a presenter too, decision 187), the theme's transition long;
 *   the last slide (`next` false) fades to black. No segment dips through the theme's background
 *   any more (decision 193: every video's slides crossfade);
 * - its picture zooms slowly about its centre;
 * - a slide without a picture whose screen would otherwise stay unchanged longer than
 *   SLIDE_MOTION.maxStillSeconds drifts slowly as a whole. Behind a presenter (who moves) it
 *   does not.
 */
export function segmentMotion(
  plan: SlideMotionPlan | null | undefined,
  input: { theme: Theme; page?: PageSize; presenter?: boolean; next: boolean },
  stills: readonly { durationSeconds: number }[],
): SegmentMotion {
  const seconds = stills.reduce((sum, s) => sum + s.durationSeconds, 0);
  const motion: SegmentMotion = input.next
    ? { crossfade: { seconds: input.theme.transition.seconds } }
    : { fade: { color: VIDEO_END_COLOR, inSeconds: 0, outSeconds: slideFades(input.theme.transition, seconds).outSeconds * 2 } };
  const picture = plan?.picture;
  const zoom = picture ? slowZoom(picture.rect.width, picture.rect.height, seconds) : null;
  if (picture && zoom) return { ...motion, zoom: { rect: picture.rect, radius: picture.radius, ...zoom } };
  if (input.presenter || longestStill(stills.map((s) => s.durationSeconds)) <= SLIDE_MOTION.maxStillSeconds) return motion;
  const drift = slowDrift(seconds);
  return drift ? { ...motion, drift } : motion;
}

/**
 * One slide's stills as its segment shows them, and their motion (decision 171): the stills with
 * a title slide's opening eased in, the transition, and the zoom; from the platform's slideMotion
 * (a platform without it only crossfades). `presenter`: a presenter stands over this slide.
 * `next` (decision 180): the next slide's opening still to crossfade into, null for the last
 * slide. `plan`: the slide's motion when the caller has it already.
 */
export async function movingSegment(
  ports: Pick<RenderPorts, 'slideMotion'>,
  drawn: Parameters<RenderPorts['drawSlide']>,
  stills: TimedStill[],
  presenter: boolean,
  next: Uint8Array | null,
  plan?: SlideMotionPlan | null,
): Promise<{ frames: TimedStill[]; motion: SegmentMotion; crossfadeInto?: Uint8Array }> {
  const [slide, options] = drawn;
  const motionPlan = plan === undefined ? await ports.slideMotion?.(slide, options) : plan;
  const frames = withTitleReveal(stills, motionPlan, options.page);
  const motion = segmentMotion(motionPlan, { theme: options.theme, page: options.page, presenter, next: next !== null }, frames);
  return { frames, motion, ...(next ? { crossfadeInto: next } : {}) };
}

/**
 * Decision 180: what a slide's segment shows at its first moment, which the slide before it
 * crossfades into — the first page with none of its spoken points yet (`still`: that page as
 * drawn), a title slide's text not yet eased in. It never depends on the narration, so the slide
 * before keys on the slide's content and not its script.
 */
export function openingStill(still: Uint8Array, plan: SlideMotionPlan | null | undefined, page: PageSize = DEFAULT_PAGE): Uint8Array {
  const reveal = plan?.reveal;
  if (!reveal?.rects.length || reveal.base.byteLength !== still.byteLength || still.byteLength !== page.width * page.height * 4) return still;
  return revealFrame(still, reveal, page.width, 0);
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
  // A copy, never a view: the canvas hands a Buffer, whose slice() shares its memory, and the still is shown again after the ease-in.
  const out = new Uint8Array(full);
  const height = full.byteLength / 4 / width;
  const { base } = reveal;
  reveal.rects.forEach((area, index) => {
    const shown = revealProgress(index, t);
    if (shown >= 1) return;
    const lowered = Math.round((1 - shown) * SLIDE_MOTION.revealRisePixels);
    const x0 = Math.max(0, area.x);
    const x1 = Math.min(width, area.x + area.width);
    const y0 = Math.max(0, area.y);
    const y1 = Math.min(height, area.y + area.height);
    if (x1 <= x0) return;
    for (let y = y0; y < y1; y++) {
      const rowStart = (y * width + x0) * 4;
      const rowEnd = (y * width + x1) * 4;
      // Not yet shown: the slide without its text, as drawn.
      if (shown <= 0) {
        out.set(base.subarray(rowStart, rowEnd), rowStart);
        continue;
      }
      // The text's row `lowered` rows up, or the base where that lies above the area.
      const from = y - lowered;
      const text = from >= y0 ? full : base;
      const shift = from >= y0 ? (from - y) * width * 4 : 0;
      for (let i = rowStart; i < rowEnd; i++) out[i] = Math.round(base[i]! * (1 - shown) + text[i + shift]! * shown);
    }
  });
  return out;
}
