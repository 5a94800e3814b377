import {
  CONTEXTUAL_IMAGE_AREA,
  LOGO_AREA,
  MAX_BULLET_POINTS,
  presenterBox,
  SLIDE_HEIGHT,
  SLIDE_TEMPLATE_IDS,
  SLIDE_WIDTH,
  type Slide,
  type SlideTemplateId,
} from '@lectern/core';
import type { FontFace } from './fonts';
import { isGeneratedImage, keywordOfGeneratedImage } from './illustration-url';
import type { BulletItem, ColumnLayout, ImagePlacement, SlideLayout, TextBlock, TextLine } from './layout-types';
import { type FittedText, fitParagraphs } from './text-fit';
import type { MeasureText, Rect } from './types';

/** What the layout reads from a slide; drafts from the editor may omit the defaulted fields. */
export type SlideContent = Pick<Slide, 'title' | 'templateId'> & Partial<Omit<Slide, 'title' | 'templateId'>>;

export interface LayoutOptions {
  measure: MeasureText;
  /** A presenter is composited on this video; slides with avatarVisible keep its area clear. */
  avatar?: boolean;
  /** Natural size of the brand logo, if the project has one. */
  logo?: { width: number; height: number } | null;
}

/** Page geometry (1920×1080, spec 001 §9). */
export const GEOMETRY = {
  marginX: 140,
  top: 100,
  bodyBottom: 960,
  gutter: 64,
  /** The logo slot sits in the top-right corner. */
  logoArea: { x: SLIDE_WIDTH - 80 - LOGO_AREA.width, y: 56, width: LOGO_AREA.width, height: LOGO_AREA.height },
  footer: { x: 140, y: 1000, width: SLIDE_WIDTH - 280, height: 60 },
} as const;

const SANS = (weight: FontFace['weight']): FontFace => ({ family: 'sans', weight });
const SERIF_BOLD: FontFace = { family: 'serif', weight: 700 };

/** Places fitted paragraphs in a rect, top-aligned (or from `top`), left or centred. */
function place(fit: FittedText, rect: Rect, align: 'left' | 'center', top = rect.y, measure: MeasureText): TextBlock {
  const lines: TextLine[] = [];
  let y = top;
  fit.paragraphs.forEach((paragraph, index) => {
    if (index > 0) y += fit.paragraphGap;
    for (const text of paragraph) {
      const width = measure(text, fit.font);
      const x = align === 'center' ? rect.x + (rect.width - width) / 2 : rect.x;
      // Baseline so that capitals sit visually centred in the line box (Inter cap height ≈ 0.73 em).
      lines.push({ text, x, y: Math.round(y + fit.lineHeight / 2 + fit.fontSize * 0.36), width });
      y += fit.lineHeight;
    }
  });
  const widest = lines.reduce((w, l) => Math.max(w, l.width), 0);
  const left = lines.reduce((x, l) => Math.min(x, l.x), Number.POSITIVE_INFINITY);
  return {
    rect,
    bounds: { x: lines.length ? left : rect.x, y: top, width: widest, height: fit.height },
    font: fit.font,
    fontSize: fit.fontSize,
    lineHeight: fit.lineHeight,
    align,
    lines,
  };
}

const bottomOf = (r: Rect) => r.y + r.height;

function templateOf(id: string): SlideTemplateId {
  return (SLIDE_TEMPLATE_IDS as readonly string[]).includes(id) ? (id as SlideTemplateId) : 'bullet-points';
}

/** Spec 001 §9: the logo is drawn no more than 120 px high, inside 200×120, keeping its aspect. */
export function logoRect(natural: { width: number; height: number }): Rect {
  const area = GEOMETRY.logoArea;
  const scale = Math.min(area.width / natural.width, area.height / natural.height);
  const width = Math.round(natural.width * scale);
  const height = Math.round(natural.height * scale);
  return { x: area.x + area.width - width, y: area.y + Math.round((area.height - height) / 2), width, height };
}

const cleanPoints = (points: string[] | undefined) => (points ?? []).map((p) => p.trim()).filter(Boolean);

/** Bullets, each wrapped and sharing one font size that fits the box (spec 001 §9: at most 5). */
function layoutBullets(points: string[], box: Rect, measure: MeasureText, maxSize: number, minSize: number): BulletItem[] {
  if (points.length === 0 || box.height <= 0) return [];
  const indent = Math.round(maxSize * 1.1);
  const textRect = { x: box.x + indent, y: box.y, width: box.width - indent, height: box.height };
  const fit = fitParagraphs(points, {
    width: textRect.width,
    height: textRect.height,
    face: SANS(400),
    maxSize,
    minSize,
    lineHeight: 1.32,
    paragraphGap: 0.8,
    maxLines: 3,
    measure,
  });
  const items: BulletItem[] = [];
  let top = box.y;
  for (const paragraph of fit.paragraphs) {
    const single: FittedText = { ...fit, paragraphs: [paragraph], height: paragraph.length * fit.lineHeight };
    const block = place(single, textRect, 'left', top, measure);
    const radius = Math.max(5, Math.round(fit.fontSize * 0.2));
    items.push({ ...block, marker: { x: box.x + radius + 2, y: Math.round(top + fit.lineHeight / 2), radius } });
    top += single.height + fit.paragraphGap;
  }
  return items;
}

function imagePlacement(slide: SlideContent): Omit<ImagePlacement, 'rect'> | null {
  const image = slide.contextualImage;
  if (!image?.url || slide.userSelectedNoImage) return null;
  const keyword = isGeneratedImage(image.url) ? keywordOfGeneratedImage(image.url) : (image.keywords?.[0] ?? slide.imageKeyword ?? '');
  const credit = image.attribution ? `Photo: ${image.attribution.author} / ${image.attribution.source}` : null;
  return { url: image.url, keyword, caption: credit };
}

/**
 * Lays a slide out on the 1920×1080 canvas. Pure: text is measured with the injected function,
 * so the browser (DOM canvas) and the server (@napi-rs/canvas) produce the same layout.
 */
export function layoutSlide(slide: SlideContent, options: LayoutOptions): SlideLayout {
  const { measure } = options;
  const templateId = templateOf(slide.templateId);
  // Where the presenter stands on this template (spec 001 §3 avatarPosition, §9 avatar area).
  const avatar = options.avatar && slide.avatarVisible ? presenterBox(templateId) : null;
  const logo = options.logo ? logoRect(options.logo) : null;
  const left = GEOMETRY.marginX;
  // Spec 001 §9: content stays clear of the presenter's 720×800 area at x 1200. The comparison
  // slide's presenter stands small in the bottom-right corner, below the title: only the columns
  // and the footer make room for it.
  const cornerPresenter = avatar !== null && avatar.y >= GEOMETRY.top + 300;
  const right = avatar && !cornerPresenter ? avatar.x - 60 : SLIDE_WIDTH - GEOMETRY.marginX;
  const footer = avatar && bottomOf(avatar) > GEOMETRY.footer.y ? { ...GEOMETRY.footer, width: avatar.x - 48 - GEOMETRY.footer.x } : { ...GEOMETRY.footer };
  const base: SlideLayout = {
    templateId,
    width: SLIDE_WIDTH,
    height: SLIDE_HEIGHT,
    background: templateId === 'title-slide' || templateId === 'focus-quote' ? 'gradient' : 'solid',
    contentArea: { x: left, y: GEOMETRY.top, width: right - left, height: GEOMETRY.bodyBottom - GEOMETRY.top },
    title: null,
    subtitle: null,
    quote: null,
    bullets: [],
    columns: [],
    image: null,
    logo,
    avatar,
    footer,
  };

  if (templateId === 'title-slide') return layoutTitleSlide(slide, base, measure);
  if (templateId === 'focus-quote') return layoutQuoteSlide(slide, base, measure);

  // Content slides: heading top-left, kept clear of the logo slot.
  const titleRight = Math.min(right, logo ? GEOMETRY.logoArea.x - 48 : right);
  const titleRect = { x: left, y: GEOMETRY.top, width: titleRight - left, height: 190 };
  const titleFit = fitParagraphs([slide.title || 'Untitled slide'], {
    width: titleRect.width,
    height: titleRect.height,
    face: SANS(700),
    maxSize: 68,
    minSize: 42,
    lineHeight: 1.15,
    maxLines: 2,
    measure,
  });
  const title = place(titleFit, titleRect, 'left', titleRect.y, measure);
  const bodyTop = Math.max(300, bottomOf(title.bounds) + 84);
  const body: Rect = { x: left, y: bodyTop, width: right - left, height: GEOMETRY.bodyBottom - bodyTop };
  const layout = { ...base, title, contentArea: { ...base.contentArea, width: right - left } };

  if (templateId === 'split-content') {
    const columnsBody = cornerPresenter && avatar ? { ...body, width: avatar.x - GEOMETRY.gutter - left } : body;
    return { ...layout, contentArea: { ...layout.contentArea, width: columnsBody.width }, columns: layoutColumns(slide, columnsBody, measure) };
  }

  // bullet-points: the contextual image (650×500) sits right when there is room (no presenter).
  const picked = avatar ? null : imagePlacement(slide);
  let textBox = body;
  let image: ImagePlacement | null = null;
  if (picked) {
    const rect = {
      x: right - CONTEXTUAL_IMAGE_AREA.width,
      y: Math.max(body.y, Math.round(body.y + (body.height - CONTEXTUAL_IMAGE_AREA.height) / 2) - 20),
      ...CONTEXTUAL_IMAGE_AREA,
    };
    image = { ...picked, rect };
    textBox = { ...body, width: rect.x - GEOMETRY.gutter - left };
  }
  const points = cleanPoints(slide.keyPoints).slice(0, MAX_BULLET_POINTS);
  const fallback = points.length ? points : cleanPoints([slide.description ?? '']);
  return { ...layout, image, contentArea: textBox, bullets: layoutBullets(fallback, textBox, measure, 44, 24) };
}

function layoutTitleSlide(slide: SlideContent, base: SlideLayout, measure: MeasureText): SlideLayout {
  const { x, width } = base.contentArea;
  const rect = { x, y: 220, width: Math.min(1400, width), height: 640 };
  const titleFit = fitParagraphs([slide.title || 'Untitled presentation'], {
    width: rect.width,
    height: 380,
    face: SANS(800),
    maxSize: 108,
    minSize: 56,
    lineHeight: 1.08,
    maxLines: 3,
    balance: true,
    measure,
  });
  const subtitleText = (slide.description ?? '').trim();
  const subtitleFit = subtitleText
    ? fitParagraphs([subtitleText], {
        width: Math.min(rect.width, 1200),
        height: 190,
        face: SANS(400),
        maxSize: 40,
        minSize: 28,
        lineHeight: 1.4,
        maxLines: 3,
        measure,
      })
    : null;
  const gap = subtitleFit ? 44 : 0;
  const total = titleFit.height + gap + (subtitleFit?.height ?? 0);
  // Centre the block on the slide's optical middle (slightly above the geometric one).
  const top = Math.round(rect.y + (rect.height - total) / 2);
  const title = place(titleFit, rect, 'left', top, measure);
  const subtitle = subtitleFit ? place(subtitleFit, { ...rect, width: Math.min(rect.width, 1200) }, 'left', top + titleFit.height + gap, measure) : null;
  return { ...base, contentArea: rect, title, subtitle };
}

/** Focus quote: one big centred message; the slide title becomes its caption. */
function layoutQuoteSlide(slide: SlideContent, base: SlideLayout, measure: MeasureText): SlideLayout {
  const first = cleanPoints(slide.keyPoints)[0];
  const description = (slide.description ?? '').trim();
  const message = first || description || slide.title || '';
  const caption = message !== slide.title ? slide.title.trim() : '';
  const narrow = base.avatar !== null;
  const rect = narrow ? { ...base.contentArea, y: 200, height: 700 } : { x: 240, y: 200, width: SLIDE_WIDTH - 480, height: 700 };
  const quoteFit = fitParagraphs([message], {
    width: rect.width,
    height: 460,
    face: SERIF_BOLD,
    maxSize: 80,
    minSize: 40,
    lineHeight: 1.32,
    maxLines: 6,
    balance: true,
    measure,
  });
  const captionFit = caption
    ? fitParagraphs([caption.toUpperCase()], {
        width: rect.width,
        height: 40,
        face: SANS(600),
        maxSize: 28,
        minSize: 20,
        lineHeight: 1.3,
        maxLines: 1,
        measure,
      })
    : null;
  // Quote mark (drawn, 110 px) + message + rule and caption.
  const markSpace = 110;
  const captionSpace = captionFit ? 40 + 6 + 36 + captionFit.height : 0;
  const total = markSpace + quoteFit.height + captionSpace;
  const top = Math.round(rect.y + (rect.height - total) / 2);
  const quote = place(quoteFit, rect, 'center', top + markSpace, measure);
  const subtitle = captionFit ? place(captionFit, rect, 'center', top + markSpace + quoteFit.height + 82, measure) : null;
  return { ...base, contentArea: rect, quote, subtitle };
}

function layoutColumns(slide: SlideContent, body: Rect, measure: MeasureText): ColumnLayout[] {
  let leftPoints = cleanPoints(slide.leftColumnPoints);
  let rightPoints = cleanPoints(slide.rightColumnPoints);
  if (!leftPoints.length && !rightPoints.length) {
    // A split slide without column fields splits its key points in two.
    const points = cleanPoints(slide.keyPoints).slice(0, MAX_BULLET_POINTS * 2);
    const half = Math.ceil(points.length / 2);
    leftPoints = points.slice(0, half);
    rightPoints = points.slice(half);
  }
  const columns = [
    { title: (slide.leftColumnTitle ?? '').trim(), points: leftPoints.slice(0, MAX_BULLET_POINTS) },
    { title: (slide.rightColumnTitle ?? '').trim(), points: rightPoints.slice(0, MAX_BULLET_POINTS) },
  ];
  const gap = 48;
  const padding = 44;
  const cardWidth = Math.floor((body.width - gap) / 2);
  const cards = columns.map((_, i) => ({ x: body.x + i * (cardWidth + gap), y: body.y, width: cardWidth, height: body.height }));
  const inner = (r: Rect) => ({ x: r.x + padding, y: r.y + padding, width: r.width - 2 * padding, height: r.height - 2 * padding });

  // Both column titles share one size, and both lists share one size, so the columns read as a pair.
  const titleFits = columns.map((c, i) =>
    c.title
      ? fitParagraphs([c.title], {
          width: inner(cards[i] as Rect).width,
          height: 100,
          face: SANS(700),
          maxSize: 40,
          minSize: 28,
          lineHeight: 1.2,
          maxLines: 2,
          measure,
        })
      : null,
  );
  const titleSize = Math.min(...titleFits.map((f) => f?.fontSize ?? 40));
  const titleHeight = Math.max(0, ...titleFits.map((f) => f?.height ?? 0));
  const prepared = columns.map((column, i) => {
    const card = cards[i] as Rect;
    const box = inner(card);
    const titleFit = column.title
      ? fitParagraphs([column.title], {
          width: box.width,
          height: 100,
          face: SANS(700),
          maxSize: titleSize,
          minSize: 28,
          lineHeight: 1.2,
          maxLines: 2,
          measure,
        })
      : null;
    const title = titleFit ? place(titleFit, box, 'left', box.y, measure) : null;
    const listTop = box.y + (titleHeight ? titleHeight + 36 : 0);
    return { card, title, points: column.points, listBox: { ...box, y: listTop, height: bottomOf(box) - listTop } };
  });
  // The list font is the largest that fits both columns.
  const size = Math.min(...prepared.map((c) => layoutBullets(c.points, c.listBox, measure, 40, 22)[0]?.fontSize ?? 40));
  const laid = prepared.map((c) => ({ ...c, items: layoutBullets(c.points, c.listBox, measure, size, Math.min(size, 22)) }));
  // Cards hug the longer column (both the same height), but never shorter than half the body.
  const contentBottom = Math.max(...laid.map((c) => Math.max(c.listBox.y, ...c.items.map((i) => bottomOf(i.bounds)))));
  const height = Math.min(body.height, Math.max(Math.round(body.height / 2), contentBottom - body.y + padding));
  return laid.map((c) => ({ rect: { ...c.card, height }, title: c.title, items: c.items }));
}
