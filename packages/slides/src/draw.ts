import { type Avatar, ENGLISH_SLIDE_WORDS, NEUTRAL_POSE, type PageSize, type PresenterPose, pageShape, type Theme } from '@lectern/core';
import { isDark, mix, rgba } from './color';
import { cssFont } from './fonts';
import { isGeneratedImage } from './illustration-url';
import { drawIllustration } from './illustrations';
import { drawKeyVisual } from './key-visual';
import { layoutSlidePages, type SlideContent } from './layout';
import type { BulletItem, ColumnLayout, ImagePlacement, SlideLayout, TextBlock } from './layout-types';
import { drawPresenter } from './presenter/draw-presenter';
import { fontForText } from './script-fonts';
import { roundRectPath } from './shapes';
import type { Canvas2D, ImageLike, MeasureText, Rect } from './types';

export interface DrawOptions {
  theme: Theme;
  /** Decoded images keyed by url; the renderer never fetches. Missing ones draw "Image Unavailable". */
  images?: ReadonlyMap<string, ImageLike> | Readonly<Record<string, ImageLike | null | undefined>>;
  /** The decoded brand logo. */
  logo?: ImageLike | null;
  /**
   * The presenter: an image to draw in the avatar area, or `true` to only keep the area clear
   * (the video pipeline composites the animated presenter there).
   */
  avatar?: ImageLike | boolean | null;
  /**
   * The offline presenter drawn where it will stand (presenterBox of the slide's template) on
   * slides with avatarVisible: the preview and still frames show it; the area is kept clear.
   */
  presenter?: { avatar: Avatar; pose?: PresenterPose } | null;
  slideNumber: number;
  totalSlides: number;
  /** The page to draw on (issue 14 aspect ratios: pageSize(aspect)); the spec's 1920×1080 by default. */
  page?: PageSize;
  /** Which of the slide's pages in this shape (layoutSlidePages, decision 165); the first by default. */
  part?: number;
  /**
   * Points appearing as they are spoken (issue 21, decision 170): how many of the slide's points
   * (revealPoints order) are shown; the last of them is the one being spoken. The rest keep their
   * place undrawn, so nothing moves as they appear. Every point, plainly, when absent.
   */
  revealed?: number;
  /**
   * The slide's language (BCP 47, decision 188): the words the renderer adds are in it, Chinese
   * characters take its regional forms, and it sets the direction of text that does not say.
   */
  language?: string;
}

/**
 * measureText through the context. Setting `font` is costly (it is parsed) and the getter
 * returns a normalised string, so the last font set is tracked here and widths are memoised.
 * Text in a script the slide families lack is measured with its script's font named after them
 * (decision 188), as drawText draws it.
 */
export function canvasMeasure(ctx: Canvas2D, language?: string): MeasureText {
  let current = '';
  const widths = new Map<string, number>();
  return (text, given) => {
    const key = `${given}\u0000${text}`;
    const known = widths.get(key);
    if (known !== undefined) return known;
    const font = fontForText(given, text, language);
    if (current !== font) {
      ctx.font = font;
      current = font;
    }
    const width = ctx.measureText(text).width;
    widths.set(key, width);
    return width;
  };
}

function lookup(images: DrawOptions['images'], url: string): ImageLike | undefined {
  if (!images) return undefined;
  if (images instanceof Map) return images.get(url);
  return (images as Record<string, ImageLike | null | undefined>)[url] ?? undefined;
}

function roundRect(ctx: Canvas2D, r: Rect, radius: number) {
  roundRectPath(ctx, r.x, r.y, r.width, r.height, radius);
}

function fillRoundRect(ctx: Canvas2D, r: Rect, radius: number, fill: unknown) {
  roundRect(ctx, r, radius);
  ctx.fillStyle = fill;
  ctx.fill();
}

function circle(ctx: Canvas2D, x: number, y: number, r: number, fill: unknown) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

/**
 * Each line with the font it was measured with (canvasMeasure: its script's font named when the
 * slide families lack it). A right-to-left block is drawn with direction rtl from the right end of
 * each line, so its words run from the right and its punctuation falls where the reader expects.
 */
function drawText(ctx: Canvas2D, block: TextBlock | null, color: string, language?: string) {
  if (!block) return;
  const rtl = block.direction === 'rtl';
  if (rtl) ctx.save();
  ctx.fillStyle = color;
  ctx.textAlign = rtl ? 'right' : 'left';
  ctx.textBaseline = 'alphabetic';
  if (rtl) ctx.direction = 'rtl';
  let current = '';
  for (const line of block.lines) {
    // Setting a font parses it: only when a line needs another one.
    const font = fontForText(block.font, line.text, language);
    if (font !== current) {
      ctx.font = font;
      current = font;
    }
    ctx.fillText(line.text, rtl ? line.x + line.width : line.x, line.y);
  }
  if (rtl) ctx.restore();
}

/** Colours derived once from the theme for legible text on either background. */
function paletteFor(theme: Theme) {
  const darkBackground = isDark(theme.backgroundColor);
  return {
    darkBackground,
    text: theme.textColor,
    body: mix(theme.textColor, theme.backgroundColor, 0.12),
    muted: mix(theme.textColor, theme.backgroundColor, 0.45),
    heading: darkBackground ? theme.secondaryColor : theme.primaryColor,
  };
}

type PointLook = 'plain' | 'hidden' | 'current' | 'earlier';

/** Decision 170: a point not yet spoken is left undrawn, the one being spoken stands out, the ones before step back. */
function pointLook(item: BulletItem, revealed: number | undefined): PointLook {
  if (revealed === undefined || item.point === undefined) return 'plain';
  if (item.point >= revealed) return 'hidden';
  return item.point === revealed - 1 ? 'current' : 'earlier';
}

/**
 * Decision 193: while points appear as they are spoken, a comparison's card (its frame, colour
 * bar and heading) appears with its own first point, so no empty card waits on screen through
 * the slide's introduction. A card with no points to reveal is there from the start.
 */
function columnShown(column: ColumnLayout, revealed: number | undefined): boolean {
  if (revealed === undefined) return true;
  const points = column.items.flatMap((item) => (item.point === undefined ? [] : [item.point]));
  return points.length === 0 || points.some((point) => point < revealed);
}

/**
 * One point with its marker. The point being spoken: full text colour, its marker ringed by a
 * soft halo of the accent; earlier points: text and marker drawn part of the way to the
 * background, still well readable. Derived from the theme's own colours, so it holds on light and
 * dark themes alike.
 */
function drawPoint(ctx: Canvas2D, item: BulletItem, look: PointLook, theme: Theme, colors: ReturnType<typeof paletteFor>, language?: string) {
  if (look === 'hidden') return;
  const { x, y, radius } = item.marker;
  if (!item.carried) {
    if (look === 'current') circle(ctx, x, y, radius * 2.1, rgba(theme.accentColor, colors.darkBackground ? 0.32 : 0.24));
    circle(ctx, x, y, radius, look === 'earlier' ? mix(theme.accentColor, theme.backgroundColor, 0.45) : theme.accentColor);
  }
  const text = look === 'current' ? colors.text : look === 'earlier' ? mix(theme.textColor, theme.backgroundColor, 0.38) : colors.body;
  drawText(ctx, item, text, language);
}

function drawGradientBackground(ctx: Canvas2D, layout: SlideLayout, theme: Theme) {
  const { width: W, height: H } = layout;
  const g = ctx.createLinearGradient(0, 0, W, H);
  g.addColorStop(0, theme.gradientStart);
  g.addColorStop(1, theme.gradientEnd);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  // Soft light from the top right and depth at the bottom left.
  const light = ctx.createRadialGradient(W * 0.85, H * 0.1, 40, W * 0.85, H * 0.1, 900);
  light.addColorStop(0, 'rgba(255, 255, 255, 0.16)');
  light.addColorStop(1, 'rgba(255, 255, 255, 0)');
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, W, H);
  const shade = ctx.createRadialGradient(0, H, 40, 0, H, 900);
  shade.addColorStop(0, 'rgba(0, 0, 0, 0.22)');
  shade.addColorStop(1, 'rgba(0, 0, 0, 0)');
  ctx.fillStyle = shade;
  ctx.fillRect(0, 0, W, H);
  // Geometric accents: large rings and a dot grid, kept away from the text column.
  ctx.lineWidth = 2;
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.12)';
  for (const r of [300, 420, 540]) {
    ctx.beginPath();
    ctx.arc(W - 120, H + 40, r, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.strokeStyle = theme.accentColor;
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.arc(W - 120, H + 40, 420, Math.PI * 1.12, Math.PI * 1.32);
  ctx.stroke();
  circle(ctx, W - 260, 150, 110, 'rgba(255, 255, 255, 0.06)');
  // The dot grid sits right of the text on wide pages, and in the top band above it on narrower
  // ones, where the text takes the full width (decision 143).
  const dots = pageShape(layout) === 'landscape' ? { x: W - 360, y: 290 } : { x: W - 460, y: 76 };
  for (let i = 0; i < 6; i++) for (let j = 0; j < 4; j++) circle(ctx, dots.x + i * 28, dots.y + j * 28, 3.5, 'rgba(255, 255, 255, 0.22)');
}

function drawSolidBackground(ctx: Canvas2D, layout: SlideLayout, theme: Theme, dark: boolean) {
  const { width: W, height: H } = layout;
  ctx.fillStyle = theme.backgroundColor;
  ctx.fillRect(0, 0, W, H);
  const glow = ctx.createRadialGradient(W, 0, 20, W, 0, 760);
  glow.addColorStop(0, rgba(theme.secondaryColor, dark ? 0.22 : 0.14));
  glow.addColorStop(1, rgba(theme.secondaryColor, 0));
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, W, H);
  // The accent band: a vertical strip in the theme gradient along the left edge.
  const band = ctx.createLinearGradient(0, 0, 0, H);
  band.addColorStop(0, theme.gradientStart);
  band.addColorStop(1, theme.gradientEnd);
  ctx.fillStyle = band;
  ctx.fillRect(0, 0, 24, H);
  ctx.fillStyle = theme.accentColor;
  ctx.fillRect(0, 0, 24, 150);
}

function drawFooter(ctx: Canvas2D, layout: SlideLayout, theme: Theme, options: DrawOptions, onDark: boolean, muted: string) {
  const { footer } = layout;
  const total = Math.max(1, options.totalSlides);
  const current = Math.min(Math.max(1, options.slideNumber), total);
  const label = `${current} / ${total}`;
  ctx.font = cssFont({ family: 'sans', weight: 600 }, 24);
  const labelWidth = ctx.measureText(label).width;
  // A slim progress track: how far through the video this slide is. Decision 188: a
  // right-to-left slide's track fills from the right, its number on the left.
  const rtl = layout.direction === 'rtl';
  const trackY = footer.y + footer.height / 2;
  const trackWidth = footer.width - labelWidth - 32;
  const trackX = rtl ? footer.x + footer.width - trackWidth : footer.x;
  const done = Math.max(8, (trackWidth * current) / total);
  fillRoundRect(ctx, { x: trackX, y: trackY - 2, width: trackWidth, height: 4 }, 2, onDark ? 'rgba(255, 255, 255, 0.18)' : rgba(theme.primaryColor, 0.12));
  fillRoundRect(ctx, { x: rtl ? trackX + trackWidth - done : trackX, y: trackY - 2, width: done, height: 4 }, 2, theme.accentColor);
  ctx.fillStyle = onDark ? 'rgba(255, 255, 255, 0.75)' : muted;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(label, rtl ? footer.x : footer.x + footer.width - labelWidth, trackY + 9);
}

function drawUnavailable(ctx: Canvas2D, rect: Rect, words: string, language: string | undefined) {
  // Spec 001 §8: the canvas fallback is a grey box reading "Image Unavailable" (decision 188: in the slide's language).
  fillRoundRect(ctx, rect, 24, '#e5e7eb');
  ctx.font = fontForText(cssFont({ family: 'sans', weight: 500 }, 32), words, language);
  ctx.fillStyle = '#6b7280';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(words, rect.x + rect.width / 2, rect.y + rect.height / 2, rect.width - 32);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
}

/** Scales an image to cover the rect, cropping the overflow around the centre. */
function drawCover(ctx: Canvas2D, image: ImageLike, rect: Rect) {
  const scale = Math.max(rect.width / image.width, rect.height / image.height);
  const sw = rect.width / scale;
  const sh = rect.height / scale;
  ctx.drawImage(image, (image.width - sw) / 2, (image.height - sh) / 2, sw, sh, rect.x, rect.y, rect.width, rect.height);
}

function drawImage(ctx: Canvas2D, placement: ImagePlacement, theme: Theme, options: DrawOptions, muted: string) {
  const { rect } = placement;
  if (placement.visual) drawKeyVisual(ctx, placement.visual, rect, theme, canvasMeasure(ctx, options.language), options.language);
  else if (isGeneratedImage(placement.url)) {
    drawIllustration(ctx, placement.keyword, rect, theme);
  } else {
    const image = lookup(options.images, placement.url);
    if (!image?.width || !image.height) drawUnavailable(ctx, rect, placement.unavailable ?? ENGLISH_SLIDE_WORDS.imageUnavailable, options.language);
    else {
      ctx.save();
      ctx.shadowColor = 'rgba(15, 23, 42, 0.22)';
      ctx.shadowBlur = 40;
      ctx.shadowOffsetY = 16;
      fillRoundRect(ctx, rect, 24, theme.backgroundColor);
      ctx.restore();
      ctx.save();
      roundRect(ctx, rect, 24);
      ctx.clip();
      drawCover(ctx, image, rect);
      ctx.restore();
    }
  }
  if (placement.caption) {
    ctx.font = fontForText(cssFont({ family: 'sans', weight: 400 }, 18), placement.caption, options.language);
    ctx.fillStyle = muted;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(placement.caption, rect.x + rect.width, rect.y + rect.height + 32, rect.width);
    ctx.textAlign = 'left';
  }
}

function drawLogo(ctx: Canvas2D, layout: SlideLayout, logo: ImageLike | null | undefined, onDark: boolean) {
  if (!layout.logo || !logo) return;
  const r = layout.logo;
  if (onDark) {
    // Most logos are made for light paper: give them a plate on dark slides.
    fillRoundRect(ctx, { x: r.x - 14, y: r.y - 10, width: r.width + 28, height: r.height + 20 }, 14, 'rgba(255, 255, 255, 0.94)');
  }
  ctx.drawImage(logo, r.x, r.y, r.width, r.height);
}

function drawAvatar(ctx: Canvas2D, layout: SlideLayout, avatar: DrawOptions['avatar'], presenter: DrawOptions['presenter']) {
  if (!layout.avatar) return;
  if (presenter) {
    drawPresenter(ctx, presenter.avatar, presenter.pose ?? NEUTRAL_POSE, layout.avatar);
    return;
  }
  if (!avatar || avatar === true) return;
  const area = layout.avatar;
  const scale = Math.min(area.width / avatar.width, area.height / avatar.height);
  const w = avatar.width * scale;
  const h = avatar.height * scale;
  // Presenter stands on the bottom edge of the area, centred.
  ctx.drawImage(avatar, area.x + (area.width - w) / 2, area.y + area.height - h, w, h);
}

/**
 * Draws a slide onto a Canvas 2D context of the page's size (1920×1080 by default, spec 001 §9;
 * the layout's width × height) and returns its layout. The context may be a DOM canvas (preview)
 * or @napi-rs/canvas (video frames).
 */
export function drawSlide(ctx: Canvas2D, slide: SlideContent, options: DrawOptions): SlideLayout {
  const pages = slidePages(ctx, slide, options);
  const layout = pages[Math.min(Math.max(0, options.part ?? 0), pages.length - 1)] as SlideLayout;
  drawLayout(ctx, layout, options);
  return layout;
}

/** The slide's pages as drawSlide lays them out with these options (decision 165: usually one). */
export function slidePages(ctx: Canvas2D, slide: SlideContent, options: Omit<DrawOptions, 'theme' | 'slideNumber' | 'totalSlides'>): SlideLayout[] {
  return layoutSlidePages(slide, {
    measure: canvasMeasure(ctx, options.language),
    avatar: Boolean(options.avatar || options.presenter),
    logo: options.logo ? { width: options.logo.width, height: options.logo.height } : null,
    ...(options.page ? { page: options.page } : {}),
    ...(options.language ? { language: options.language } : {}),
  });
}

/** Draws a layout computed by layoutSlide (for callers that keep layouts). */
export function drawLayout(ctx: Canvas2D, layout: SlideLayout, options: DrawOptions) {
  const { theme, language } = options;
  const colors = paletteFor(theme);
  ctx.save();
  ctx.imageSmoothingEnabled = true;
  ctx.globalAlpha = 1;

  if (layout.background === 'gradient') {
    // Decision 188: a right-to-left title or quote slide has its rings and dots on the left, clear of its text.
    if (layout.direction === 'rtl') {
      ctx.save();
      ctx.translate(layout.width, 0);
      ctx.scale(-1, 1);
      drawGradientBackground(ctx, layout, theme);
      ctx.restore();
    } else drawGradientBackground(ctx, layout, theme);
    if (layout.templateId === 'title-slide' && layout.title) {
      const top = layout.title.bounds.y;
      const accentX = layout.direction === 'rtl' ? layout.title.rect.x + layout.title.rect.width - 104 : layout.title.rect.x;
      fillRoundRect(ctx, { x: accentX, y: top - 56, width: 104, height: 10 }, 5, theme.accentColor);
      drawText(ctx, layout.title, '#ffffff', language);
      drawText(ctx, layout.subtitle, 'rgba(255, 255, 255, 0.84)', language);
    } else if (layout.quote) {
      const q = layout.quote;
      const centre = q.rect.x + q.rect.width / 2;
      ctx.font = cssFont({ family: 'serif', weight: 700 }, 220);
      ctx.fillStyle = theme.accentColor;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'alphabetic';
      ctx.fillText('\u201C', centre, q.bounds.y + 50);
      drawText(ctx, q, '#ffffff', language);
      if (layout.subtitle) {
        const ruleY = q.bounds.y + q.bounds.height + 40;
        fillRoundRect(ctx, { x: centre - 40, y: ruleY, width: 80, height: 6 }, 3, theme.accentColor);
        drawText(ctx, layout.subtitle, 'rgba(255, 255, 255, 0.78)', language);
      }
    }
  } else {
    drawSolidBackground(ctx, layout, theme, colors.darkBackground);
    if (layout.title) {
      drawText(ctx, layout.title, colors.text, language);
      const b = layout.title.bounds;
      fillRoundRect(ctx, { x: layout.direction === 'rtl' ? b.x + b.width - 96 : b.x, y: b.y + b.height + 26, width: 96, height: 8 }, 4, theme.accentColor);
    }
    for (const column of layout.columns) {
      if (!columnShown(column, options.revealed)) continue;
      const tint = colors.darkBackground ? rgba('#ffffff', 0.06) : mix(theme.primaryColor, theme.backgroundColor, 0.95);
      fillRoundRect(ctx, column.rect, 28, tint);
      ctx.save();
      roundRect(ctx, column.rect, 28);
      ctx.clip();
      ctx.fillStyle = (column.side ?? layout.columns.indexOf(column)) === 0 ? theme.primaryColor : theme.secondaryColor;
      ctx.fillRect(column.rect.x, column.rect.y, column.rect.width, 8);
      ctx.restore();
      drawText(ctx, column.title, colors.heading, language);
      for (const item of column.items) drawPoint(ctx, item, pointLook(item, options.revealed), theme, colors, language);
    }
    for (const item of layout.bullets) drawPoint(ctx, item, pointLook(item, options.revealed), theme, colors, language);
    if (layout.image) drawImage(ctx, layout.image, theme, options, colors.muted);
  }

  const onDark = layout.background === 'gradient' || colors.darkBackground;
  drawLogo(ctx, layout, options.logo, onDark);
  drawAvatar(ctx, layout, options.avatar, options.presenter);
  drawFooter(ctx, layout, theme, options, onDark, colors.muted);
  ctx.restore();
}
