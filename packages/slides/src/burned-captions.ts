/**
 * Burned-in captions (issue 14 item 3, decision 144): one cue drawn on a transparent canvas of
 * the page size, which the video pipeline lays over the slide. Styled with the theme, at most
 * two lines (core CAPTION_RULES), inside the title-safe area.
 */
import { CAPTION_RULES, captionLines, type PageSize, type Theme } from '@lectern/core';
import { hexToRgb, luminance } from './color';
import { cssFont, type FontFace } from './fonts';
import { roundRectPath } from './shapes';
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
  /** WCAG 2 contrast of text on band the theme colours must reach; else white on near-black. */
  minContrast: 7,
} as const;

const FACE: FontFace = { family: 'sans', weight: 600 };

export interface BurnedCaptionOptions {
  theme: Theme;
  page: PageSize;
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

/** Where and how large the cue is drawn; measured with the same fonts as the slides. */
export function burnedCaptionLayout(text: string, { page }: { page: PageSize }, measure: MeasureText): BurnedCaptionLayout | null {
  let lines = cueLines(text);
  if (!lines.length) return null;
  const { sideMargin, fontScale, minFontScale, lineHeight, padX, padY } = BURNED_CAPTION;
  const short = Math.min(page.width, page.height);
  const safeWidth = page.width * (1 - 2 * sideMargin);
  let fontSize = short * fontScale;
  const innerWidth = (size: number) => safeWidth - 2 * padX * size;
  const widest = (size: number) => Math.max(...lines.map((l) => measure(l, cssFont(FACE, size))));
  const natural = widest(fontSize);
  if (natural > innerWidth(fontSize)) {
    // Width scales with the size; padding too, so solve size × (natural/size + 2·padX) = safeWidth.
    // Rounded down to the 0.01 px cssFont writes, so the line measured at that size still fits.
    fontSize = Math.max(short * fontScale * minFontScale, Math.floor((safeWidth / (natural / fontSize + 2 * padX)) * 100 - 1) / 100);
  }
  const font = cssFont(FACE, fontSize);
  const maxWidth = innerWidth(fontSize);
  if (lines.some((l) => measure(l, font) > maxWidth)) {
    // Still too wide at the smallest size (one enormous word): wrap, then shorten to two lines.
    const wrapped = wrapText(lines.join(' '), font, maxWidth, measure);
    lines = wrapped.slice(0, CAPTION_RULES.maxLines);
    if (wrapped.length > CAPTION_RULES.maxLines) lines[lines.length - 1] = ellipsize(lines.at(-1)!, font, maxWidth, measure);
  }
  const textWidth = Math.max(...lines.map((l) => measure(l, font)));
  const bandWidth = Math.min(safeWidth, textWidth + 2 * padX * fontSize);
  const bandHeight = lines.length * fontSize * lineHeight + 2 * padY * fontSize;
  const bottom = page.height * (1 - (page.height > page.width ? BURNED_CAPTION.portraitBottomMargin : BURNED_CAPTION.bottomMargin));
  const band = { x: (page.width - bandWidth) / 2, y: bottom - bandHeight, width: bandWidth, height: bandHeight };
  // Alphabetic baselines: the line box's top plus the ascent, taken as 0.8 em for Inter (Latin).
  const firstBaseline = band.y + padY * fontSize + (lineHeight - 1) * fontSize * 0.5 + fontSize * 0.8;
  const baselines = lines.map((_, i) => ({ x: page.width / 2, y: firstBaseline + i * fontSize * lineHeight }));
  return { lines, font, fontSize, band, baselines };
}

/** A measure function for a context (caches nothing: a cue has at most a few lines). */
const contextMeasure =
  (ctx: Canvas2D): MeasureText =>
  (text, font) => {
    ctx.font = font;
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
  ctx.font = layout.font;
  ctx.fillStyle = colors.text;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  layout.lines.forEach((line, i) => {
    const at = layout.baselines[i]!;
    ctx.fillText(line, at.x, at.y);
  });
  ctx.restore();
  return layout;
}
