/**
 * Motion inside one slide's segment, as ffmpeg filters (decision 171): the segment ends by
 * crossfading into the next slide's opening still (decision 180; behind a presenter too, decision
 * 187), a slow zoom over the slide's picture, a slow
 * drift of a slide that would otherwise stand still. ffmpeg moves the stills it already has: no
 * frame is drawn in JavaScript for it.
 */

export interface MotionRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SegmentMotion {
  /** Fades in from `color` over the first `inSeconds` and out to it over the last `outSeconds`. */
  fade?: { color: string; inSeconds: number; outSeconds: number };
  /**
   * `rect` (the picture, its corners rounded by `radius`; or the whole frame) grows from 1 to
   * 1 + `amount` about its centre over the segment, a new step `ticksPerSecond` times a second.
   */
  zoom?: { rect: MotionRect; radius: number; amount: number; ticksPerSecond: number };
  /**
   * The whole slide drifts from `pixels` right and half that down to as far left and up, in
   * whole-pixel steps `ticksPerSecond` times a second; the edges it uncovers repeat the slide's
   * own edge. A whole-pixel shift is the cheapest change to encode (the encoder finds it as motion).
   */
  drift?: { pixels: number; ticksPerSecond: number };
  /**
   * Decision 180: the segment's last `seconds` blend into the next slide's opening still (a
   * second still, given to the encoder beside the slide's own), ending on it at the cut: the
   * transition is a crossfade between the two slides, never a dip through a colour.
   */
  crossfade?: { seconds: number };
}

/**
 * Frame rate of the moments that move (fades, zoom steps); still stretches stay one frame each.
 * 12.5: a fade frame changes the whole slide and costs as much to encode as a new slide (measured
 * in decision 171), and a quarter-second fade reads as smooth at three steps.
 */
export const MOTION_FPS = 12.5;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * BT.709 is what the slides are converted with, and ffmpeg's `fade` turns its colour into YUV with
 * BT.601: this gives the colour that BT.601 turns into the YUV BT.709 gives `hex`, so a fade ends
 * exactly on the slide's own background.
 */
export function fadeColor(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  const v = Number.parseInt(m[1]!, 16);
  const [r, g, b] = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => c / 255) as [number, number, number];
  // BT.709 luma and colour differences (limited range is the same scale for both matrices).
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const pb = (b - y) / 1.8556;
  const pr = (r - y) / 1.5748;
  // Back to RGB through BT.601.
  const r6 = y + 1.402 * pr;
  const b6 = y + 1.772 * pb;
  const g6 = (y - 0.299 * r6 - 0.114 * b6) / 0.587;
  const byte = (c: number) =>
    Math.round(Math.min(1, Math.max(0, c)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `0x${byte(r6)}${byte(g6)}${byte(b6)}`;
}

/** The rect shrunk to even edges: 4:2:0 frames are cropped and overlaid on whole chroma samples. */
export function evenRect(rect: MotionRect): MotionRect {
  const x0 = Math.ceil(rect.x / 2) * 2;
  const y0 = Math.ceil(rect.y / 2) * 2;
  const x1 = Math.floor((rect.x + rect.width) / 2) * 2;
  const y1 = Math.floor((rect.y + rect.height) / 2) * 2;
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

/**
 * An 8-bit mask of a rounded rectangle (255 inside, antialiased edge): the zoomed picture is laid
 * over the still through it, so the picture's rounded corners stay where they were drawn.
 */
export function roundedMask(width: number, height: number, radius: number): Buffer {
  const mask = Buffer.alloc(width * height, 255);
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  if (r === 0) return mask;
  const corner = Math.ceil(r);
  for (let y = 0; y < height; y++) {
    const cy = y + 0.5 < r ? r : y + 0.5 > height - r ? height - r : null;
    if (cy === null) continue;
    for (let x = 0; x < width; x++) {
      if (x >= corner && x < width - corner) continue;
      const cx = x + 0.5 < r ? r : x + 0.5 > width - r ? width - r : null;
      if (cx === null) continue;
      const outside = Math.hypot(x + 0.5 - cx, y + 0.5 - cy) - r;
      mask[y * width + x] = Math.round(255 * Math.min(1, Math.max(0, 0.5 - outside)));
    }
  }
  return mask;
}

/**
 * A fade's length in whole MOTION_FPS frames (at least two): its last frame is then the full
 * slide, never one that differs from it by a few per cent and costs a frame to encode.
 */
export const fadeFrames = (seconds: number) => (seconds > 0 ? Math.max(2, Math.round(seconds * MOTION_FPS)) / MOTION_FPS : 0);

/** The MOTION_FPS slot of a segment's last frame (the fps filter's slots, from 0). */
export const lastSlot = (totalSeconds: number) => Math.max(0, Math.floor((totalSeconds - 0.001) * MOTION_FPS));

/** Whether the zoom covers the whole frame (no mask, no overlay: the frame itself is scaled). */
const wholeFrame = (rect: MotionRect, width: number, height: number) => rect.x <= 0 && rect.y <= 0 && rect.width >= width && rect.height >= height;

/** Whether the zoom needs the rounded mask as an extra input. */
export const zoomNeedsMask = (motion: SegmentMotion | undefined, width: number, height: number) =>
  Boolean(motion?.zoom && !wholeFrame(motion.zoom.rect, width, height));

/**
 * A `select` expression keeping, of a stream made constant at MOTION_FPS, only the frames that
 * differ: the fades, the zoom's steps, the frame where each still starts (`starts`, seconds) and
 * the last one before the end. Everything else is dropped, so a still stretch stays one frame.
 */
export function motionSelect(motion: SegmentMotion, starts: readonly number[], totalSeconds: number): string {
  const terms: string[] = [];
  const fps = MOTION_FPS;
  if (motion.fade) {
    terms.push(`lt(n,${Math.round(fadeFrames(motion.fade.inSeconds) * fps) + 1})`);
    terms.push(`gte(n,${Math.max(0, Math.floor((totalSeconds - fadeFrames(motion.fade.outSeconds)) * fps))})`);
  }
  if (motion.crossfade) terms.push(`gte(n,${Math.max(0, lastSlot(totalSeconds) - crossfadeBlends(motion.crossfade.seconds, totalSeconds) + 1)})`);
  for (const moving of [motion.zoom, motion.drift]) if (moving) terms.push(`not(mod(n,${Math.max(1, Math.round(fps / moving.ticksPerSecond))}))`);
  // The fps filter shows a still from the slot nearest its start (rounding half up, as Math.round does).
  const slots = new Set(starts.map((s) => Math.round(s * fps)));
  slots.add(lastSlot(totalSeconds));
  slots.delete(0);
  terms.push('eq(n,0)', ...[...slots].sort((a, b) => a - b).map((slot) => `eq(n,${slot})`));
  return terms.join('+');
}

/**
 * The zoom as a filter graph fragment from `[input]` to `[output]`. The rect is scaled per frame
 * (even sizes) and cropped back about its centre; `tick` decimates its frames when the stream is
 * already constant (the presenter's background). With a rounded rect the zoomed picture is laid
 * over the still through `[mask]` (a gray frame of the rect's size).
 */
export function zoomGraph(
  zoom: NonNullable<SegmentMotion['zoom']>,
  options: { width: number; height: number; totalSeconds: number; input: string; output: string; mask?: string; tick?: number },
): string[] {
  const { width, height, totalSeconds, input, output } = options;
  const rect = wholeFrame(zoom.rect, width, height) ? { x: 0, y: 0, width, height } : evenRect(zoom.rect);
  const growth = `(1+${round3(zoom.amount)}*min(t/${round3(totalSeconds)},1))`;
  const size = (side: number) => `trunc(${side}*${growth}/2)*2`;
  const scale = `scale=w='${size(rect.width)}':h='${size(rect.height)}':eval=frame`;
  const crop = `crop=${rect.width}:${rect.height}:(iw-${rect.width})/2:(ih-${rect.height})/2:exact=1`;
  const tick = options.tick ? `select='not(mod(n,${options.tick}))',` : '';
  if (!options.mask) return [`[${input}]${tick}${scale},${crop}[${output}]`];
  return [
    `[${input}]split[${output}_base][${output}_pic]`,
    `[${output}_pic]crop=${rect.width}:${rect.height}:${rect.x}:${rect.y},${tick}${scale},${crop}[${output}_zoomed]`,
    `[${options.mask}]format=gray[${output}_mask]`,
    `[${output}_zoomed][${output}_mask]alphamerge[${output}_over]`,
    `[${output}_base][${output}_over]overlay=${rect.x}:${rect.y}:format=yuv420:eof_action=repeat,format=yuv420p[${output}]`,
  ];
}

/** The fades, as filters to append to a chain (empty without a fade). */
export function fadeFilters(fade: SegmentMotion['fade'], totalSeconds: number): string[] {
  if (!fade) return [];
  const color = fadeColor(fade.color);
  const filters: string[] = [];
  const [inSeconds, outSeconds] = [fadeFrames(fade.inSeconds), fadeFrames(fade.outSeconds)];
  if (inSeconds > 0) filters.push(`fade=t=in:st=0:d=${round3(inSeconds)}:c=${color}`);
  if (outSeconds > 0) filters.push(`fade=t=out:st=${round3(Math.max(0, totalSeconds - outSeconds))}:d=${round3(outSeconds)}:c=${color}`);
  // A fade to a colour works on 4:4:4 frames: back to 4:2:0, which every segment and player shares.
  return filters.length ? [...filters, 'format=yuv420p'] : filters;
}

/**
 * The drift, as filters to append to a chain (empty without one). It starts with the slide in its
 * place and moves it left and up by 2 × `pixels` (and half that up), the edges it uncovers
 * repeating the slide's own: the segment opens on the still itself, exactly where the previous
 * slide's crossfade ended (decision 180).
 */
export function driftFilters(drift: SegmentMotion['drift'], totalSeconds: number): string[] {
  const p = Math.round(drift?.pixels ?? 0);
  if (!drift || p < 1) return [];
  const travel = `min(t/${round3(totalSeconds)},1)`;
  return [
    // Padded by 2 × pixels both ways, so the frame keeps even sides (4:2:0).
    `pad=iw+${2 * p}:ih+${2 * p}:0:0`,
    `fillborders=right=${2 * p}:bottom=${2 * p}:mode=smear`,
    `crop=iw-${2 * p}:ih-${2 * p}:x='round(${2 * p}*${travel})':y='round(${p}*${travel})':exact=1`,
  ];
}

/**
 * How many frames of a crossfade lie before the cut (decision 180): the theme's transition in
 * MOTION_FPS steps, the last step being the next slide itself at the cut, so `seconds` × fps − 1
 * blends; at least one, and on a short slide at most maxShare of it.
 */
export function crossfadeBlends(seconds: number, totalSeconds: number, maxShare = 0.4): number {
  if (!(seconds > 0)) return 0;
  const steps = Math.min(Math.round(seconds * MOTION_FPS), Math.floor(totalSeconds * maxShare * MOTION_FPS));
  return Math.max(1, steps - 1);
}

/**
 * The crossfade as a filter graph fragment: the next slide's opening still (`[next]`, raw RGBA of
 * the frame's size) converted as the slides are, repeated over the segment's last blend slots with
 * its opacity rising k / (blends + 1), laid over `[input]`. Frames before the blend pass untouched;
 * the overlay runs after the zoom and drift, so the next slide arrives unmoved, as its own segment
 * opens.
 */
export function crossfadeGraph(
  crossfade: NonNullable<SegmentMotion['crossfade']>,
  options: { width: number; height: number; totalSeconds: number; input: string; next: string; output: string },
): string[] {
  const { width, height, totalSeconds, input, next, output } = options;
  const blends = crossfadeBlends(crossfade.seconds, totalSeconds);
  const first = lastSlot(totalSeconds) - blends + 1;
  const fps = MOTION_FPS;
  return [
    `[${next}]scale=${width}:${height}:out_color_matrix=bt709:out_range=tv,format=yuva420p,loop=loop=${blends - 1}:size=1,` +
      `setpts=(N+${first})/(${fps}*TB),fade=t=in:st=${round3((first - 1) / fps)}:d=${round3((blends + 1) / fps)}:alpha=1[${output}_next]`,
    `[${input}][${output}_next]overlay=format=yuv420:eof_action=pass:repeatlast=0,format=yuv420p[${output}]`,
  ];
}
