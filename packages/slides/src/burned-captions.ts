/**
 * Burned-in captions (issue 14 item 3, decision 144): one cue drawn on a transparent canvas of
 * the page size, which the video pipeline lays over the slide. Styled with the theme, at most
 * two lines (core CAPTION_RULES), inside the title-safe area.
 */
import { CAPTION_RULES, captionLines, type PageSize, type Theme } from '@lectern/core';
import { hexToRgb, luminance } from './color';
import { cssFont, type FontFace } from './fonts';
import { presenterFaceRect } from './presenter/presenter-geometry';
import { fontForText } from './script-fonts';
import { roundRectPath } from './shapes';
import { isRightToLeft } from './text-direction';
import { ellipsize, wrapText } from './text-fit';
import type { Canvas2D, MeasureText, Rect } from './types';

export const BURNED_CAPTION = {
  /** Title-safe area: 5 % of the width on each side (EBU R 95 / SMPTE ST 2046-1 title-safe). */
  sideMargin: 0.05,
  /** Landscape and square: the band's bottom edge this far above the frame's (5 % title-safe, plus room for player bars). */
  bottomMargin: 0.07,
  /** Vertical video: phone apps (Reels, Shorts, TikTok) put captions, buttons and the seek bar over the bottom ~15 %. */
  portraitBottomMargin: 0.16,
  /** Type size as a share of the frame's short side: 45 px on every 1080-short-side shape. */
  fontScale: 0.042,
  /** The type may shrink this far to keep a 42-character line on one line (9:16 is narrow). */
  minFontScale: 0.7,
  lineHeight: 1.3,
  /** Band padding in em. */
  padX: 0.55,
  padY: 0.3,
  radius: 0.3,
  bandOpacity: 0.86,
  /** Room (in em) kept between the band and a presenter's face. */
  faceGap: 0.3,
  /** Beside a presenter the band needs at least this share of the title-safe width, else it stays centred. */
  minColumn: 0.5,
  /** WCAG 2 contrast of text on band the theme colours must reach; else white on near-black. */
  minContrast: 7,
} as const;

const FACE: FontFace = { family: 'sans', weight: 600 };

export interface BurnedCaptionOptions {
  theme: Theme;
  page: PageSize;
  /** The presenter's box when one is on screen with the cue: the band keeps clear of its face. */
  presenter?: Rect | null;
  /** Where the slide under the cue has text (slideTextBounds): the band keeps clear of it (decision 164). */
  avoid?: readonly Rect[] | null;
  /** Text kept clear when there is room (the footer's slide number, footerLabelBounds). */
  avoidIfRoom?: readonly Rect[] | null;
}

export interface BurnedCaptionLayout {
  lines: string[];
  font: string;
  fontSize: number;
  /** The band behind the text, inside the title-safe area. */
  band: Rect;
  /** Each line's centre x and alphabetic baseline y. */
  baselines: { x: number; y: number }[];
}

/** WCAG 2 contrast ratio of two colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text and band colours from the theme: its lightest colour on its darkest, if they contrast enough. */
export function burnedCaptionColors(theme: Theme): { text: string; band: string } {
  const candidates = [theme.textColor, theme.backgroundColor, theme.primaryColor, theme.gradientStart, theme.gradientEnd].filter((c) =>
    /^#[0-9a-f]{3,8}$/i.test(c),
  );
  const byLuminance = [...candidates].sort((a, b) => luminance(a) - luminance(b));
  const band = byLuminance[0];
  const text = byLuminance.at(-1);
  if (band && text && contrastRatio(text, band) >= BURNED_CAPTION.minContrast) return { text, band };
  return { text: '#ffffff', band: '#111111' };
}

const bandFill = (hex: string) => {
  const [r, g, b] = hexToRgb(hex);
  return `rgba(${r}, ${g}, ${b}, ${BURNED_CAPTION.bandOpacity})`;
};

/** The cue's lines: its own line break when it has one, else core captionLines; at most two. */
function cueLines(text: string): string[] {
  const given = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (given.length > 0 && given.length <= CAPTION_RULES.maxLines && given.every((l) => l.length <= CAPTION_RULES.maxLineChars)) return given;
  const words = given.join(' ').split(' ').filter(Boolean);
  return words.length ? (captionLines(words) ?? [words.join(' ')]) : [];
}

/** Lines set at one size: what the band must hold. */
interface FittedText {
  lines: string[];
  font: string;
  fontSize: number;
  width: number;
  height: number;
}

function fitted(lines: string[], fontSize: number, width: number, measure: MeasureText): FittedText {
  const { lineHeight, padX, padY } = BURNED_CAPTION;
  const font = cssFont(FACE, fontSize);
  const textWidth = Math.max(...lines.map((l) => measure(l, font)));
  return { lines, font, fontSize, width: Math.min(width, textWidth + 2 * padX * fontSize), height: lines.length * fontSize * lineHeight + 2 * padY * fontSize };
}

/** The cue's own lines in `width`: the type shrinks (to minFontScale) before a line is wrapped; at most two lines. */
function fitCue(lines: string[], width: number, short: number, measure: MeasureText): FittedText {
  const { fontScale, minFontScale, padX } = BURNED_CAPTION;
  let fontSize = short * fontScale;
  const innerWidth = (size: number) => width - 2 * padX * size;
  const widest = (size: number) => Math.max(...lines.map((l) => measure(l, cssFont(FACE, size))));
  const natural = widest(fontSize);
  if (natural > innerWidth(fontSize)) {
    // Width scales with the size; padding too, so solve size × (natural/size + 2·padX) = width.
    // Rounded down to the 0.01 px cssFont writes, so the line measured at that size still fits.
    fontSize = Math.max(short * fontScale * minFontScale, Math.floor((width / (natural / fontSize + 2 * padX)) * 100 - 1) / 100);
  }
  const font = cssFont(FACE, fontSize);
  const maxWidth = innerWidth(fontSize);
  if (lines.some((l) => measure(l, font) > maxWidth)) {
    // Still too wide at the smallest size (one enormous word): wrap, then shorten to two lines.
    const wrapped = wrapText(lines.join(' '), font, maxWidth, measure);
    lines = wrapped.slice(0, CAPTION_RULES.maxLines);
    if (wrapped.length > CAPTION_RULES.maxLines) lines[lines.length - 1] = ellipsize(lines.at(-1)!, font, maxWidth, measure);
  }
  return fitted(lines, fontSize, width, measure);
}

/**
 * The cue in a column narrower than the frame (beside a presenter). As in fitCue the type shrinks
 * (to minFontScale) before a line is added: the cue's own lines, else its words in two lines, and
 * only when two lines cannot hold them even at the smallest size, three, so nothing said is cut;
 * hostile text is still shortened to three lines.
 */
function fitBeside(lines: string[], width: number, short: number, measure: MeasureText): FittedText {
  const { fontScale, minFontScale, padX } = BURNED_CAPTION;
  const text = lines.join(' ');
  const smallest = short * fontScale * minFontScale;
  const sizes: number[] = [];
  for (let size = Math.floor(short * fontScale); size >= smallest; size -= 1) sizes.push(size);
  for (const maxLines of [CAPTION_RULES.maxLines, CAPTION_RULES.maxLines + 1]) {
    for (const size of sizes) {
      const maxWidth = width - 2 * padX * size;
      const font = cssFont(FACE, size);
      const set = lines.every((l) => measure(l, font) <= maxWidth) ? lines : wrapText(text, font, maxWidth, measure);
      if (set.length <= maxLines) return fitted(set, size, width, measure);
    }
  }
  const maxLines = CAPTION_RULES.maxLines + 1;
  const font = cssFont(FACE, smallest);
  const maxWidth = width - 2 * padX * smallest;
  const wrapped = wrapText(text, font, maxWidth, measure);
  const set = wrapped.slice(0, maxLines);
  if (wrapped.length > maxLines) set[set.length - 1] = ellipsize(set.at(-1)!, font, maxWidth, measure);
  return fitted(set, smallest, width, measure);
}

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where and how large the cue is drawn; measured with the same fonts as the slides. The band is
 * centred at the bottom of the title-safe area unless it would cover the presenter's face: then on
 * vertical frames (presenter centred) it moves under the chin, over the presenter's chest, and on
 * landscape and square frames (presenter at the side) it narrows to the side of the frame beside
 * the presenter, keeping its bottom line.
 */
export function burnedCaptionLayout(
  text: string,
  { page, presenter, avoid, avoidIfRoom }: Pick<BurnedCaptionOptions, 'page' | 'presenter' | 'avoid' | 'avoidIfRoom'>,
  measure: MeasureText,
): BurnedCaptionLayout | null {
  const lines = cueLines(text);
  if (!lines.length) return null;
  const { sideMargin } = BURNED_CAPTION;
  const short = Math.min(page.width, page.height);
  const safe = { left: page.width * sideMargin, right: page.width * (1 - sideMargin) };
  const portrait = page.height > page.width;
  const bottom = page.height * (1 - (portrait ? BURNED_CAPTION.portraitBottomMargin : BURNED_CAPTION.bottomMargin));

  let set = fitCue(lines, safe.right - safe.left, short, measure);
  let band = { x: (page.width - set.width) / 2, y: bottom - set.height, width: set.width, height: set.height };
  const face = presenter ? presenterFaceRect(presenter) : null;
  if (face && overlaps(band, face)) {
    const gap = BURNED_CAPTION.faceGap * set.fontSize;
    if (portrait) {
      // Under the chin, still inside the title-safe area; above the head if that has no room.
      const below = face.y + face.height + gap;
      const y = below + set.height <= page.height * (1 - sideMargin) ? below : face.y - gap - set.height;
      band = { ...band, y };
    } else {
      const onRight = face.x + face.width / 2 >= page.width / 2;
      const column = onRight ? { left: safe.left, right: face.x - gap } : { left: face.x + face.width + gap, right: safe.right };
      if (column.right - column.left >= (safe.right - safe.left) * BURNED_CAPTION.minColumn) {
        set = fitBeside(set.lines, column.right - column.left, short, measure);
        band = { x: (column.left + column.right - set.width) / 2, y: bottom - set.height, width: set.width, height: set.height };
      }
    }
  }
  // Decision 164: the band never covers the slide's text or the face. Where it would, it moves to
  // the free stretch of the frame nearest its place (within the title-safe area, above the bottom
  // a phone's controls take on 9:16); only when the slide leaves no such stretch does it stay.
  // A full slide may leave a stretch only a smaller band fits: the type shrinks (to minFontScale)
  // first, and the band may move to either side of the title-safe area (clear of a corner
  // presenter). The footer's slide number is kept clear when there is room, else it is the one
  // text a cue may cover while it shows.
  const hard = [...(avoid ?? []), ...(face ? [face] : [])];
  const all = [...hard, ...(avoidIfRoom ?? [])];
  if (all.some((o) => overlaps(band, o))) {
    const area = { top: page.height * sideMargin, bottom: portrait ? bottom : page.height * (1 - sideMargin), safe };
    const clear = placeClear(set, band, all, area, short, measure) ?? placeClear(set, band, hard, area, short, measure);
    if (clear) ({ set, band } = clear);
  }
  const { padY, lineHeight } = BURNED_CAPTION;
  // Alphabetic baselines: the line box's top plus the ascent, taken as 0.8 em for Inter (Latin).
  const firstBaseline = band.y + padY * set.fontSize + (lineHeight - 1) * set.fontSize * 0.5 + set.fontSize * 0.8;
  const centre = band.x + band.width / 2;
  const baselines = set.lines.map((_, i) => ({ x: centre, y: firstBaseline + i * set.fontSize * lineHeight }));
  return { lines: set.lines, font: set.font, fontSize: set.fontSize, band, baselines };
}

/** The band, at the largest size from its own down to minFontScale, centred or at either side, where it touches no obstacle; null when nowhere. */
function placeClear(
  set: FittedText,
  band: Rect,
  obstacles: readonly Rect[],
  area: { top: number; bottom: number; safe: { left: number; right: number } },
  short: number,
  measure: MeasureText,
): { set: FittedText; band: Rect } | null {
  if (!obstacles.some((o) => overlaps(band, o))) return { set, band };
  const centre = band.x + band.width / 2;
  const bottom = band.y + band.height;
  const smallest = short * BURNED_CAPTION.fontScale * BURNED_CAPTION.minFontScale;
  for (let size = set.fontSize; ; size = Math.max(smallest, size - 2)) {
    const smaller = size === set.fontSize ? set : fitted(set.lines, size, band.width, measure);
    for (const x of [centre - smaller.width / 2, area.safe.left, area.safe.right - smaller.width]) {
      const candidate = { x, y: bottom - smaller.height, width: smaller.width, height: smaller.height };
      const y = freeBandTop(candidate, obstacles, { top: area.top, bottom: area.bottom, gap: BURNED_CAPTION.faceGap * size });
      if (y !== null) return { set: smaller, band: { ...candidate, y } };
    }
    if (size <= smallest) return null;
  }
}

/**
 * The top of the free stretch nearest `band.y` where the band, at its x and size, touches no
 * obstacle (each kept `gap` away) between `top` and `bottom`; null when there is none.
 */
export function freeBandTop(band: Rect, obstacles: readonly Rect[], area: { top: number; bottom: number; gap: number }): number | null {
  const across = obstacles
    .filter((o) => o.x < band.x + band.width && band.x < o.x + o.width)
    .map((o) => ({ from: o.y - area.gap, to: o.y + o.height + area.gap }))
    .sort((a, b) => a.from - b.from);
  // Free stretches between the obstacles that cross the band's columns.
  const free: { from: number; to: number }[] = [];
  let at = area.top;
  for (const o of across) {
    if (o.from > at) free.push({ from: at, to: Math.min(o.from, area.bottom) });
    at = Math.max(at, o.to);
  }
  if (at < area.bottom) free.push({ from: at, to: area.bottom });
  let best: number | null = null;
  for (const stretch of free) {
    if (stretch.to - stretch.from < band.height) continue;
    const y = Math.min(Math.max(band.y, stretch.from), stretch.to - band.height);
    if (best === null || Math.abs(y - band.y) < Math.abs(best - band.y)) best = y;
  }
  return best;
}

/** Whether a cue's band, where burnedCaptionLayout puts it, covers the slide's text or the presenter's face. */
export function captionCovers(layout: BurnedCaptionLayout, { presenter, avoid }: Pick<BurnedCaptionOptions, 'presenter' | 'avoid'>): boolean {
  const hard = [...(avoid ?? []), ...(presenter ? [presenterFaceRect(presenter)] : [])];
  return hard.some((o) => overlaps(layout.band, o));
}

/**
 * Issue 21 item 7, decision 172: a cue covers no slide text and no face in any shape. A two-line
 * cue may find no free stretch tall enough even at its smallest type (a square slide whose points
 * fill the body beside a corner presenter leaves 76 px; two lines need 101): such a cue is shown
 * line by line instead, each line on its own in turn, for a share of the cue's time by its
 * characters. Cues that fit, and one-line cues, are kept as they are.
 */
export function placeableCues<T extends { startMs: number; endMs: number; text: string }>(
  cues: readonly T[],
  options: Pick<BurnedCaptionOptions, 'page' | 'presenter' | 'avoid' | 'avoidIfRoom'>,
  measure: MeasureText,
): T[] {
  return cues.flatMap((cue) => {
    const layout = burnedCaptionLayout(cue.text, options, measure);
    if (!layout || layout.lines.length < 2 || !captionCovers(layout, options)) return [cue];
    const parts = layout.lines.map((line) => ({ line, alone: burnedCaptionLayout(line, options, measure) }));
    if (parts.some((p) => !p.alone || captionCovers(p.alone, options))) return [cue];
    const characters = parts.reduce((n, p) => n + p.line.length, 0);
    let at = cue.startMs;
    return parts.map((p, i) => {
      const endMs = i === parts.length - 1 ? cue.endMs : Math.round(at + ((cue.endMs - cue.startMs) * p.line.length) / characters);
      const part = { ...cue, text: p.line, startMs: at, endMs };
      at = endMs;
      return part;
    });
  });
}

/**
 * A measure function for a context (caches nothing: a cue has at most a few lines). A caption in
 * a script the slide families lack is measured and drawn with its script's font (decision 188).
 */
const contextMeasure =
  (ctx: Canvas2D): MeasureText =>
  (text, font) => {
    ctx.font = fontForText(font, text);
    return ctx.measureText(text).width;
  };

/**
 * Draws one cue (one or two lines) on a transparent canvas of the page size: the theme's darkest
 * colour as a rounded band, its lightest as the text. Draws nothing for an empty cue.
 */
export function drawBurnedCaption(ctx: Canvas2D, text: string, options: BurnedCaptionOptions): BurnedCaptionLayout | null {
  const layout = burnedCaptionLayout(text, options, contextMeasure(ctx));
  if (!layout) return null;
  const colors = burnedCaptionColors(options.theme);
  ctx.save();
  ctx.fillStyle = bandFill(colors.band);
  roundRectPath(ctx, layout.band.x, layout.band.y, layout.band.width, layout.band.height, BURNED_CAPTION.radius * layout.fontSize);
  ctx.fill();
  ctx.fillStyle = colors.text;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  layout.lines.forEach((line, i) => {
    const at = layout.baselines[i]!;
    ctx.font = fontForText(layout.font, line);
    // A line in Arabic or Hebrew keeps its punctuation at its own end (decision 188).
    if (isRightToLeft(line)) ctx.direction = 'rtl';
    ctx.fillText(line, at.x, at.y);
    ctx.direction = 'inherit';
  });
  ctx.restore();
  return layout;
}
