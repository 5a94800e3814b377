import { MAX_BULLET_POINTS, type PageSize, presenterBox, SLIDE_TEMPLATE_IDS, type Slide, type SlideTemplateId } from '@lectern/core';
import type { FontFace } from './fonts';
import { isGeneratedImage, keywordOfGeneratedImage } from './illustration-url';
import type { BulletItem, ColumnLayout, ImagePlacement, SlideLayout, TextBlock, TextLine } from './layout-types';
import { type PageGeometry, pageGeometry } from './page-geometry';
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
  /** The page to lay out on (issue 14 aspect ratios); the spec's 1920×1080 by default. */
  page?: PageSize;
}

/** The 1920×1080 page geometry (spec 001 §9); other shapes: pageGeometry(page). */
export const GEOMETRY: PageGeometry = pageGeometry();

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
export function logoRect(natural: { width: number; height: number }, page?: PageSize): Rect {
  const area = pageGeometry(page).logoArea;
  const scale = Math.min(area.width / natural.width, area.height / natural.height);
  const width = Math.round(natural.width * scale);
  const height = Math.round(natural.height * scale);
  return { x: area.x + area.width - width, y: area.y + Math.round((area.height - height) / 2), width, height };
}

const cleanPoints = (points: string[] | undefined) => (points ?? []).map((p) => p.trim()).filter(Boolean);

/** Bullets, each wrapped and sharing one font size that fits the box (spec 001 §9: at most 5). */
function layoutBullets(points: string[], box: Rect, measure: MeasureText, maxSize: number, minSize: number, maxLines = 3): BulletItem[] {
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
    maxLines,
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
 * How content makes room for the presenter (decision 143): `beside` it (the spec's 16:9 area,
 * full height on the right), around a `corner` presenter (the 16:9 comparison and every 1:1 slide:
 * the heading runs above it, the body keeps to its left), or above a presenter standing `below`
 * (9:16: too little width beside it for a text column).
 */
type PresenterRoom = 'beside' | 'corner' | 'below';

function presenterRoom(avatar: Rect, g: PageGeometry): PresenterRoom {
  if (avatar.x - g.marginX < 400) return 'below';
  if (avatar.y >= g.top + 300) return 'corner';
  return 'beside';
}

/** Moves placed text down by `dy`; with `withRect` its box moves too (a moved card). */
function shiftText<T extends TextBlock>(block: T, dy: number, withRect = false): T {
  const moved: T = {
    ...block,
    rect: withRect ? { ...block.rect, y: block.rect.y + dy } : block.rect,
    bounds: { ...block.bounds, y: block.bounds.y + dy },
    lines: block.lines.map((line) => ({ ...line, y: line.y + dy })),
  };
  if ('marker' in block)
    (moved as unknown as BulletItem).marker = { ...(block as unknown as BulletItem).marker, y: (block as unknown as BulletItem).marker.y + dy };
  return moved;
}

function shiftColumn(column: ColumnLayout, dy: number): ColumnLayout {
  return {
    rect: { ...column.rect, y: column.rect.y + dy },
    title: column.title ? shiftText(column.title, dy, true) : null,
    items: column.items.map((item) => shiftText(item, dy, true)),
  };
}

/**
 * On tall pages the points and cards sit a third of the way down the free space rather than
 * under the heading with an empty lower half (decision 143).
 */
const portraitDrop = (g: PageGeometry, slack: number) => (g.shape === 'portrait' && slack > 0 ? Math.round(slack / 3) : 0);

/**
 * Lays a slide out on its page (1920×1080 by default, spec 001 §9; 9:16 and 1:1 per decision 143).
 * Pure: text is measured with the injected function, so the browser (DOM canvas) and the server
 * (@napi-rs/canvas) produce the same layout.
 */
export function layoutSlide(slide: SlideContent, options: LayoutOptions): SlideLayout {
  const { measure } = options;
  const g = pageGeometry(options.page);
  const templateId = templateOf(slide.templateId);
  // Where the presenter stands on this template and page (spec 001 §3 avatarPosition, §9 avatar area).
  const avatar = options.avatar && slide.avatarVisible ? presenterBox(templateId, g.page) : null;
  const logo = options.logo ? logoRect(options.logo, g.page) : null;
  const room = avatar ? presenterRoom(avatar, g) : null;
  const left = g.marginX;
  // Spec 001 §9: content stays clear of the presenter's area (720×800 at x 1200 on 16:9).
  const right = avatar && room === 'beside' ? avatar.x - 60 : g.page.width - g.marginX;
  const bodyBottom = avatar && room === 'below' ? Math.min(g.bodyBottom, avatar.y - g.gutter) : g.bodyBottom;
  const footer = avatar && bottomOf(avatar) > g.footer.y ? { ...g.footer, width: avatar.x - 48 - g.footer.x } : { ...g.footer };
  const base: SlideLayout = {
    templateId,
    width: g.page.width,
    height: g.page.height,
    background: templateId === 'title-slide' || templateId === 'focus-quote' ? 'gradient' : 'solid',
    contentArea: { x: left, y: g.top, width: right - left, height: bodyBottom - g.top },
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

  if (templateId === 'title-slide') return layoutTitleSlide(slide, base, measure, g, room);
  if (templateId === 'focus-quote') return layoutQuoteSlide(slide, base, measure, g, room);

  // Content slides: heading top-left, kept clear of the logo slot (or under it on tall pages).
  const titleRight = logo && g.heading.besideLogo ? Math.min(right, g.logoArea.x - 48) : right;
  const titleRect = { x: left, y: g.top, width: titleRight - left, height: g.heading.height };
  const titleFit = fitParagraphs([slide.title || 'Untitled slide'], {
    width: titleRect.width,
    height: titleRect.height,
    face: SANS(700),
    maxSize: g.heading.maxSize,
    minSize: g.heading.minSize,
    lineHeight: 1.15,
    maxLines: g.heading.maxLines,
    measure,
  });
  const title = place(titleFit, titleRect, 'left', titleRect.y, measure);
  const bodyTop = Math.max(g.bodyTopMin, bottomOf(title.bounds) + g.headingGap);
  // A corner presenter stands below the heading: the body keeps to its left.
  const bodyRight = avatar && room === 'corner' ? avatar.x - g.gutter : right;
  const body: Rect = { x: left, y: bodyTop, width: bodyRight - left, height: bodyBottom - bodyTop };
  const layout = { ...base, title, contentArea: { ...base.contentArea, width: right - left } };

  if (templateId === 'split-content') {
    return { ...layout, contentArea: { ...layout.contentArea, width: body.width }, columns: layoutColumns(slide, body, measure, g) };
  }

  // bullet-points: the contextual image sits beside the points, or below them on tall pages; none
  // with a presenter (its area takes the room).
  const picked = avatar ? null : imagePlacement(slide);
  let textBox = body;
  let image: ImagePlacement | null = null;
  const credit = picked?.caption ? 48 : 0;
  let below: { width: number; height: number } | null = null;
  if (picked && g.image.placement === 'beside') {
    const rect = {
      x: right - g.image.width,
      y: Math.max(body.y, Math.round(body.y + (body.height - g.image.height) / 2) - 20),
      width: g.image.width,
      height: g.image.height,
    };
    image = { ...picked, rect };
    textBox = { ...body, width: rect.x - g.gutter - left };
  }
  const points = cleanPoints(slide.keyPoints).slice(0, MAX_BULLET_POINTS);
  const fallback = points.length ? points : cleanPoints([slide.description ?? '']);
  if (picked && g.image.placement === 'below') {
    // The points come first: the image gives way (to half its height) before they shrink much,
    // and is left out when not even 200 px remain.
    for (const share of [1, 0.7, 0.5]) {
      const height = Math.min(Math.round(g.image.height * share), body.height - g.gutter - credit - 320);
      if (height < 200) break;
      below = { width: Math.min(g.image.width, body.width), height };
      textBox = { ...body, height: body.height - height - g.gutter - credit };
      const size = layoutBullets(fallback, textBox, measure, g.bullets.maxSize, g.bullets.minSize, g.bullets.maxLines)[0]?.fontSize;
      if ((size ?? g.bullets.maxSize) >= g.bullets.maxSize * 0.75) break;
    }
  }
  let bullets = layoutBullets(fallback, textBox, measure, g.bullets.maxSize, g.bullets.minSize, g.bullets.maxLines);
  const textBottom = bullets.length ? bottomOf((bullets.at(-1) as BulletItem).bounds) : textBox.y;
  if (below && picked) {
    const y = bullets.length ? textBottom + g.gutter : textBox.y;
    image = { ...picked, rect: { x: left + Math.round((body.width - below.width) / 2), y, ...below } };
  }
  const stackBottom = image && below ? bottomOf(image.rect) + credit : textBottom;
  const drop = below || !image ? portraitDrop(g, bodyBottom - stackBottom) : 0;
  if (drop) {
    bullets = bullets.map((item) => shiftText(item, drop));
    if (image) image = { ...image, rect: { ...image.rect, y: image.rect.y + drop } };
  }
  return { ...layout, image, contentArea: textBox, bullets };
}

function layoutTitleSlide(slide: SlideContent, base: SlideLayout, measure: MeasureText, g: PageGeometry, room: PresenterRoom | null): SlideLayout {
  const spec = g.titleSlide;
  const avatar = base.avatar;
  const rect = { ...spec.rect, x: base.contentArea.x };
  if (avatar && room !== 'below') rect.width = Math.min(rect.width, avatar.x - 60 - rect.x);
  if (avatar && room === 'below') rect.height = Math.min(rect.height, avatar.y - g.gutter - rect.y);
  const gap = 44;
  const subtitleHeight = Math.min(spec.subtitle.height, Math.round(rect.height * 0.3));
  const subtitleWidth = Math.min(rect.width, spec.subtitle.width);
  const titleFit = fitParagraphs([slide.title || 'Untitled presentation'], {
    width: rect.width,
    height: Math.min(spec.title.height, rect.height - gap - subtitleHeight),
    face: SANS(800),
    maxSize: spec.title.maxSize,
    minSize: spec.title.minSize,
    lineHeight: 1.08,
    maxLines: spec.title.maxLines,
    balance: true,
    measure,
  });
  const subtitleText = (slide.description ?? '').trim();
  const subtitleFit = subtitleText
    ? fitParagraphs([subtitleText], {
        width: subtitleWidth,
        height: subtitleHeight,
        face: SANS(400),
        maxSize: spec.subtitle.maxSize,
        minSize: spec.subtitle.minSize,
        lineHeight: 1.4,
        maxLines: spec.subtitle.maxLines,
        measure,
      })
    : null;
  const subtitleGap = subtitleFit ? gap : 0;
  const total = titleFit.height + subtitleGap + (subtitleFit?.height ?? 0);
  // Centre the block on the slide's optical middle (slightly above the geometric one).
  const top = Math.round(rect.y + (rect.height - total) / 2);
  const title = place(titleFit, rect, 'left', top, measure);
  const subtitle = subtitleFit ? place(subtitleFit, { ...rect, width: subtitleWidth }, 'left', top + titleFit.height + subtitleGap, measure) : null;
  return { ...base, contentArea: rect, title, subtitle };
}

/** Focus quote: one big centred message; the slide title becomes its caption. */
function layoutQuoteSlide(slide: SlideContent, base: SlideLayout, measure: MeasureText, g: PageGeometry, room: PresenterRoom | null): SlideLayout {
  const first = cleanPoints(slide.keyPoints)[0];
  const description = (slide.description ?? '').trim();
  const message = first || description || slide.title || '';
  const caption = message !== slide.title ? slide.title.trim() : '';
  const spec = g.quote;
  const avatar = base.avatar;
  let rect: Rect = { ...spec.rect };
  if (avatar && room !== 'below') rect = { x: base.contentArea.x, y: spec.rect.y, width: avatar.x - 60 - base.contentArea.x, height: spec.rect.height };
  if (avatar && room === 'below') rect = { ...rect, height: Math.min(rect.height, avatar.y - g.gutter - rect.y) };
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
  const quoteFit = fitParagraphs([message], {
    width: rect.width,
    height: Math.min(spec.message.height, rect.height - markSpace - captionSpace),
    face: SERIF_BOLD,
    maxSize: spec.message.maxSize,
    minSize: spec.message.minSize,
    lineHeight: 1.32,
    maxLines: spec.message.maxLines,
    balance: true,
    measure,
  });
  const total = markSpace + quoteFit.height + captionSpace;
  const top = Math.round(rect.y + (rect.height - total) / 2);
  const quote = place(quoteFit, rect, 'center', top + markSpace, measure);
  const subtitle = captionFit ? place(captionFit, rect, 'center', top + markSpace + quoteFit.height + 82, measure) : null;
  return { ...base, contentArea: rect, quote, subtitle };
}

/**
 * The comparison's two cards: side by side, or stacked when the body is too narrow for two
 * readable columns (9:16, and 1:1 beside a presenter; decision 143).
 */
function layoutColumns(slide: SlideContent, body: Rect, measure: MeasureText, g: PageGeometry): ColumnLayout[] {
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
  // Side by side where the body is wide enough; otherwise whichever arrangement gives the larger
  // list type, stacked on a tie (two cards narrower than 300 px of text are never tried).
  const side = arrangeColumns(columns, body, measure, false);
  if (body.width >= g.columnsMinWidth) return dropColumns(side.columns, body, g);
  const stacked = arrangeColumns(columns, body, measure, true);
  const sideFits = side.innerWidth >= 300 && side.size > stacked.size;
  return dropColumns((sideFits ? side : stacked).columns, body, g);
}

function dropColumns(columns: ColumnLayout[], body: Rect, g: PageGeometry): ColumnLayout[] {
  const drop = portraitDrop(g, bottomOf(body) - Math.max(...columns.map((c) => bottomOf(c.rect))));
  return drop ? columns.map((c) => shiftColumn(c, drop)) : columns;
}

interface ColumnContent {
  title: string;
  points: string[];
}

function arrangeColumns(
  columns: ColumnContent[],
  body: Rect,
  measure: MeasureText,
  stacked: boolean,
): { columns: ColumnLayout[]; size: number; innerWidth: number } {
  const gap = stacked ? 40 : 48;
  const padding = stacked ? 40 : 44;
  const cardWidth = stacked ? body.width : Math.floor((body.width - gap) / 2);
  const cardHeight = stacked ? Math.floor((body.height - gap) / 2) : body.height;
  const cards = columns.map((_, i) =>
    stacked
      ? { x: body.x, y: body.y + i * (cardHeight + gap), width: cardWidth, height: cardHeight }
      : { x: body.x + i * (cardWidth + gap), y: body.y, width: cardWidth, height: cardHeight },
  );
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
  // Cards hug the longer column (both the same height), but never shorter than half their room.
  const contentHeight = Math.max(...laid.map((c) => Math.max(c.listBox.y, ...c.items.map((i) => bottomOf(i.bounds))) - c.card.y));
  const height = Math.min(cardHeight, Math.max(Math.round(cardHeight / 2), contentHeight + padding));
  const result = laid.map((c) => ({ rect: { ...c.card, height }, title: c.title, items: c.items }));
  // Stacked cards close up under the first one.
  const placed = stacked ? result.map((c, i) => shiftColumn(c, i * (height - cardHeight))) : result;
  return { columns: placed, size, innerWidth: cardWidth - 2 * padding };
}
