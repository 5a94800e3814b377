/**
 * Burned-in captions (issue 14 item 3, decision 144). Each cue arrives as a transparent RGBA
 * image of the frame size (drawn by @lectern/slides drawBurnedCaption) with its time span in the
 * segment. Slide segments get the cue blended into the slide frames they already send (a changed
 * frame only where a cue starts or ends); presenter segments overlay the cues in ffmpeg, placed
 * in time by an ffconcat list as the presenter's sprites are.
 */
import type { TimedFrame } from './ffmpeg-args.ts';

export interface BurnedCaption {
  /** Seconds from the segment's start. */
  startSeconds: number;
  endSeconds: number;
  /** Straight RGBA of the frame size, transparent outside the caption; a function is called when the cue is needed. */
  rgba: Uint8Array | (() => Uint8Array | Promise<Uint8Array>);
}

/** A stretch of the segment showing one cue, or none (-1). Whole milliseconds, back to back from 0. */
export interface CaptionSpan {
  startMs: number;
  endMs: number;
  caption: number;
}

export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The segment's timeline from 0 to totalSeconds as spans with or without a cue: cues sorted,
 * clipped to the segment, an overlapping cue cut where the next begins, empty ones dropped.
 */
export function captionSpans(captions: readonly Pick<BurnedCaption, 'startSeconds' | 'endSeconds'>[], totalSeconds: number): CaptionSpan[] {
  const totalMs = Math.round(totalSeconds * 1000);
  if (!(totalMs > 0)) throw new RangeError('A segment needs a positive duration');
  const cues = captions
    .map((c, caption) => ({ startMs: Math.round(c.startSeconds * 1000), endMs: Math.round(c.endSeconds * 1000), caption }))
    .filter((c) => Number.isFinite(c.startMs) && Number.isFinite(c.endMs))
    .map((c) => ({ ...c, startMs: Math.max(0, c.startMs), endMs: Math.min(totalMs, c.endMs) }))
    .filter((c) => c.endMs > c.startMs)
    .sort((a, b) => a.startMs - b.startMs || a.caption - b.caption);
  const spans: CaptionSpan[] = [];
  let at = 0;
  for (const [i, cue] of cues.entries()) {
    const start = Math.max(cue.startMs, at);
    const end = Math.min(cue.endMs, cues[i + 1]?.startMs ?? totalMs);
    if (end <= start) continue;
    if (start > at) spans.push({ startMs: at, endMs: start, caption: -1 });
    spans.push({ startMs: start, endMs: end, caption: cue.caption });
    at = end;
  }
  if (at < totalMs) spans.push({ startMs: at, endMs: totalMs, caption: -1 });
  return spans;
}

/** A piece of one input frame shown with one cue (or none). */
export interface CaptionedFrame extends TimedFrame {
  frame: number;
  caption: number;
}

/**
 * The slide frames cut where a cue starts or ends, each piece naming its frame and cue. Frame
 * boundaries are kept to the millisecond, so the pieces add up to the frames' own timeline.
 */
export function splitFramesAtCaptions(frames: readonly TimedFrame[], spans: readonly CaptionSpan[]): CaptionedFrame[] {
  const pieces: CaptionedFrame[] = [];
  let at = 0;
  let span = 0;
  const captionAt = (ms: number) => {
    while (span < spans.length - 1 && spans[span]!.endMs <= ms) span++;
    const current = spans[span];
    return current && current.startMs <= ms && ms < current.endMs ? current : undefined;
  };
  for (const [frame, { durationSeconds }] of frames.entries()) {
    const start = at;
    at += durationSeconds;
    const startMs = Math.round(start * 1000);
    const endMs = Math.round(at * 1000);
    // Only frames a cue starts or ends within are cut; the others keep their exact duration
    // (an animation's 1/30 s frames stay one run for timestampExpression).
    let from = start;
    let cursor = startMs;
    let current = captionAt(cursor);
    while (current && current.endMs < endMs) {
      pieces.push({ frame, caption: current.caption, durationSeconds: current.endMs / 1000 - from });
      from = current.endMs / 1000;
      cursor = current.endMs;
      current = captionAt(cursor);
    }
    pieces.push({ frame, caption: current?.caption ?? -1, durationSeconds: from === start ? durationSeconds : at - from });
  }
  return merge(pieces);
}

/** Joins neighbouring pieces of the same frame and cue. */
function merge(pieces: CaptionedFrame[]): CaptionedFrame[] {
  const out: CaptionedFrame[] = [];
  for (const piece of pieces) {
    const last = out.at(-1);
    if (last && last.frame === piece.frame && last.caption === piece.caption) last.durationSeconds += piece.durationSeconds;
    else out.push({ ...piece });
  }
  return out;
}

/**
 * The smallest rectangle holding every visible pixel of an RGBA image, widened to even
 * coordinates and sizes (4:2:0 chroma); null when the image is transparent.
 */
export function alphaBounds(image: Uint8Array, width: number, height: number): PixelRect | null {
  if (image.byteLength !== width * height * 4)
    throw new RangeError(`A caption image needs ${width * height * 4} bytes of ${width}×${height} RGBA, not ${image.byteLength}`);
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      if (image[row + x * 4 + 3] === 0) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      maxY = y;
    }
  }
  if (maxX < 0) return null;
  return evenRect({ x: minX, y: minY, width: maxX + 1 - minX, height: maxY + 1 - minY }, width, height);
}

/** The rectangle grown to even edges, kept inside the frame (frame sizes are even). */
function evenRect(rect: PixelRect, width: number, height: number): PixelRect {
  const x = rect.x - (rect.x % 2);
  const y = rect.y - (rect.y % 2);
  const right = Math.min(width, rect.x + rect.width + ((rect.x + rect.width) % 2));
  const bottom = Math.min(height, rect.y + rect.height + ((rect.y + rect.height) % 2));
  return { x, y, width: right - x, height: bottom - y };
}

/** The smallest rectangle holding all of them. */
export function unionRect(rects: readonly PixelRect[]): PixelRect | null {
  if (!rects.length) return null;
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** A caption cut down to its visible pixels: what is kept in memory per cue. */
export interface TrimmedCaption {
  rgba: Buffer;
  rect: PixelRect;
}

/** The rectangle's pixels of a width-wide RGBA image. */
export function cropRgba(rgba: Uint8Array, width: number, rect: PixelRect): Buffer {
  const out = Buffer.alloc(rect.width * rect.height * 4);
  for (let row = 0; row < rect.height; row++) {
    const from = ((rect.y + row) * width + rect.x) * 4;
    out.set(rgba.subarray(from, from + rect.width * 4), row * rect.width * 4);
  }
  return out;
}

/** A frame-size caption image trimmed to its visible pixels; null when there are none. */
export function trimCaption(rgba: Uint8Array, width: number, height: number): TrimmedCaption | null {
  const rect = alphaBounds(rgba, width, height);
  return rect ? { rgba: cropRgba(rgba, width, rect), rect } : null;
}

/** A trimmed caption on a transparent image of `area` (which contains it). */
export function placeCaption(caption: TrimmedCaption | null, area: PixelRect): Buffer {
  const out = Buffer.alloc(area.width * area.height * 4);
  if (!caption) return out;
  const { rect } = caption;
  for (let row = 0; row < rect.height; row++) {
    const to = ((rect.y - area.y + row) * area.width + (rect.x - area.x)) * 4;
    out.set(caption.rgba.subarray(row * rect.width * 4, (row + 1) * rect.width * 4), to);
  }
  return out;
}

/**
 * The slide frame with the caption drawn over it ("source over", straight alpha), inside the
 * caption's rectangle only; the slide frame itself is not changed (it is also sent without a cue).
 */
export function blendCaption(frame: Uint8Array, width: number, caption: TrimmedCaption): Buffer {
  const out = Buffer.from(frame);
  const { rect, rgba } = caption;
  for (let row = 0; row < rect.height; row++) {
    let o = ((rect.y + row) * width + rect.x) * 4;
    let c = row * rect.width * 4;
    for (let col = 0; col < rect.width; col++, o += 4, c += 4) {
      const a = rgba[c + 3]!;
      if (a === 0) continue;
      const k = a / 255;
      out[o] = Math.round(rgba[c]! * k + out[o]! * (1 - k));
      out[o + 1] = Math.round(rgba[c + 1]! * k + out[o + 1]! * (1 - k));
      out[o + 2] = Math.round(rgba[c + 2]! * k + out[o + 2]! * (1 - k));
      out[o + 3] = 255;
    }
  }
  return out;
}

/** Loads each cue once, when first needed, and keeps only its visible pixels. */
export function captionLoader(captions: readonly BurnedCaption[], width: number, height: number) {
  const loaded = new Map<number, Promise<TrimmedCaption | null>>();
  return (index: number): Promise<TrimmedCaption | null> => {
    let entry = loaded.get(index);
    if (!entry) {
      const caption = captions[index];
      if (!caption) throw new RangeError(`No caption ${index}`);
      entry = Promise.resolve(typeof caption.rgba === 'function' ? caption.rgba() : caption.rgba).then((rgba) => trimCaption(rgba, width, height));
      loaded.set(index, entry);
    }
    return entry;
  };
}

/**
 * An ffconcat list showing each span's image (a cue, or the transparent blank) for the span's
 * length, read at a 1 ms clock like the presenter's sprites (avatar-args.ts spriteConcatList).
 */
export function captionConcatList(spans: readonly CaptionSpan[], fileOf: (caption: number) => string): string {
  if (!spans.length) throw new RangeError('Captions need at least one span');
  const quote = (file: string) => `'${file.replace(/'/g, "'\\''")}'`;
  const lines = ['ffconcat version 1.0'];
  for (const span of spans)
    lines.push(`file ${quote(fileOf(span.caption))}`, 'option framerate 1000', `duration ${((span.endMs - span.startMs) / 1000).toFixed(3)}`);
  lines.push(`file ${quote(fileOf(spans.at(-1)!.caption))}`, 'option framerate 1000');
  return `${lines.join('\n')}\n`;
}
