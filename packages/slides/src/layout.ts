import {
  continuedTitle,
  fillWords,
  MAX_BULLET_POINTS,
  type PageSize,
  presenterBox,
  SLIDE_TEMPLATE_IDS,
  type Slide,
  type SlideTemplateId,
  type SlideWords,
  slideWordsFor,
} from '@lectern/core';
import { cssFont, type FontFace } from './fonts';
import { isGeneratedImage, keywordOfGeneratedImage } from './illustration-url';
import type { BulletItem, ColumnLayout, ImagePlacement, SlideLayout, TextBlock, TextLine } from './layout-types';
import { type PageGeometry, pageGeometry, type TypeRange } from './page-geometry';
import { isRightToLeft, rightToLeft } from './text-direction';
import { type FitOptions, type FittedText, fitParagraphs } from './text-fit';
import { type FlowPiece, flowParagraphs, linesEvenly } from './text-flow';
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
  /**
   * The slide's language (BCP 47, decision 188): the words the renderer adds ("(continued)") are
   * in it, and it sets the direction of a slide whose text does not say. English when absent.
   */
  language?: string;
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

const BULLET_STYLE = { face: SANS(400), lineHeight: 1.32, paragraphGap: 0.8 } as const;
const bulletIndent = (maxSize: number) => Math.round(maxSize * 1.1);

/** The wrapped points sharing one font size that fits the box (spec 001 §9: at most 5 a slide). */
function fitBullets(points: string[], box: Rect, measure: MeasureText, maxSize: number, minSize: number, maxLines = 3): FittedText {
  return fitParagraphs(points, {
    width: box.width - bulletIndent(maxSize),
    height: box.height,
    maxSize,
    minSize,
    maxLines,
    measure,
    ...BULLET_STYLE,
  });
}

/** Places fitted points (or the pieces of them on this page) top-down in the box, each with its marker. */
function placeBullets(
  pieces: { index?: number; lines: string[]; carried: boolean }[],
  fit: FittedText,
  box: Rect,
  indent: number,
  measure: MeasureText,
): BulletItem[] {
  const textRect = { x: box.x + indent, y: box.y, width: box.width - indent, height: box.height };
  const items: BulletItem[] = [];
  let top = box.y;
  for (const [position, piece] of pieces.entries()) {
    const single: FittedText = { ...fit, paragraphs: [piece.lines], height: piece.lines.length * fit.lineHeight };
    const block = place(single, textRect, 'left', top, measure);
    const radius = Math.max(5, Math.round(fit.fontSize * 0.2));
    const item: BulletItem = { ...block, marker: { x: box.x + radius + 2, y: Math.round(top + fit.lineHeight / 2), radius }, point: piece.index ?? position };
    items.push(piece.carried ? { ...item, carried: true } : item);
    top += single.height + fit.paragraphGap;
  }
  return items;
}

/** Bullets, each wrapped and sharing one font size that fits the box (spec 001 §9: at most 5). */
function layoutBullets(points: string[], box: Rect, measure: MeasureText, maxSize: number, minSize: number, maxLines = 3): BulletItem[] {
  if (points.length === 0 || box.height <= 0) return [];
  const fit = fitBullets(points, box, measure, maxSize, minSize, maxLines);
  return placeBullets(
    fit.paragraphs.map((lines, index) => ({ index, lines, carried: false })),
    fit,
    box,
    bulletIndent(maxSize),
    measure,
  );
}

/**
 * Points that do not fit one page at the minimum size, flowed over pages (decision 165): the
 * fewest pages they need at the minimum size, at the largest size that needs no more, at most
 * five points starting on a page, a point split between lines only when a page cannot hold it.
 */
function flowBullets(
  points: string[],
  box: Rect,
  measure: MeasureText,
  range: TypeRange,
  indent = bulletIndent(range.maxSize),
  maxPerPage = MAX_BULLET_POINTS,
): { pieces: FlowPiece[][]; fit: FittedText } {
  const width = box.width - indent;
  const flowAt = (size: number) => {
    const singles = points.map((p) => fitParagraphs([p], { width, height: Number.POSITIVE_INFINITY, maxSize: size, minSize: size, measure, ...BULLET_STYLE }));
    const fit = singles[0] as FittedText;
    const pieces = flowParagraphs(
      singles.map((f) => f.paragraphs[0] ?? []),
      { room: () => box.height, lineHeight: fit.lineHeight, gap: fit.paragraphGap, maxPerPage },
    );
    const avoidable = (word: string) => measure(word, cssFont(BULLET_STYLE.face, range.minSize)) <= width;
    return { pieces, fit, split: singles.some((f) => f.splitWords.some(avoidable)) };
  };
  const least = flowAt(range.minSize);
  for (let size = range.maxSize; size > range.minSize; size -= 2) {
    const attempt = flowAt(size);
    if (!attempt.split && attempt.pieces.length <= least.pieces.length) return attempt;
  }
  return least;
}

function imagePlacement(slide: SlideContent, words: SlideWords): Omit<ImagePlacement, 'rect'> | null {
  const image = slide.contextualImage;
  if (slide.userSelectedNoImage) return null;
  // Decision 173: without a picture about it, the slide shows its designed visual in the picture's place.
  if (!image?.url) return slide.keyVisual ? { url: '', keyword: '', caption: null, visual: slide.keyVisual } : null;
  const keyword = isGeneratedImage(image.url) ? keywordOfGeneratedImage(image.url) : (image.keywords?.[0] ?? slide.imageKeyword ?? '');
  const credit = image.attribution ? fillWords(words.photo, image.attribution) : null;
  return { url: image.url, keyword, caption: credit, unavailable: words.imageUnavailable };
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
    ...(column.side !== undefined ? { side: column.side } : {}),
  };
}

/**
 * On tall pages the points and cards sit a third of the way down the free space rather than
 * under the heading with an empty lower half (decision 143).
 */
const portraitDrop = (g: PageGeometry, slack: number) => (g.shape === 'portrait' && slack > 0 ? Math.round(slack / 3) : 0);

/** Decision 165: a heading longer than its box at the minimum size takes up to this share of the page's text height. */
const HEADING_SHARE = 0.4;
/** Below the minimum only for a heading longer than that share holds (hundreds of characters): never smaller than this. */
const HEADING_FLOOR = 20;

/**
 * Fits a heading (decision 165): by size within its box and line budget; at the minimum size it
 * takes the lines it needs, up to `cap` px; only a heading longer than even that goes below the
 * minimum, so that it is never cut. The placed block's box grows with it.
 */
function fitHeading(text: string, rect: Rect, cap: number, options: Omit<FitOptions, 'width' | 'height'>): FittedText {
  let fit = fitParagraphs([text], { ...options, width: rect.width, height: rect.height });
  for (let size = options.minSize; fit.overflow && size >= HEADING_FLOOR; size -= 2) {
    fit = fitParagraphs([text], { ...options, width: rect.width, height: Math.max(rect.height, cap), maxSize: size, minSize: size });
  }
  return fit;
}

const grown = (rect: Rect, fit: FittedText): Rect => ({ ...rect, height: Math.max(rect.height, fit.height) });

/** The same layout as page `part` of `parts`. */
const asPage = (layout: SlideLayout, part: number, parts: number): SlideLayout => ({ ...layout, part, parts });

/**
 * Decision 175: a quiz slide is drawn as a content slide headed by its question, its lettered
 * answers as the points, in the browser preview and the video alike.
 */
function quizShown(slide: SlideContent): SlideContent {
  const quiz = (slide as { quiz?: { question?: unknown } }).quiz;
  if (!quiz || typeof quiz.question !== 'string' || !quiz.question.trim() || slide.templateId === 'title-slide') return slide;
  return { ...slide, title: quiz.question.trim(), templateId: 'bullet-points' };
}

/**
 * Lays a slide out on its page (1920×1080 by default, spec 001 §9; 9:16 and 1:1 per decision 143):
 * its first page. A slide whose text needs more room in this shape has continuation pages too
 * (layoutSlidePages, decision 165).
 */
export function layoutSlide(slide: SlideContent, options: LayoutOptions): SlideLayout {
  return layoutSlidePages(slide, options)[0] as SlideLayout;
}

/**
 * Every page of a slide in this shape (decision 165): one, unless its text does not fit at the
 * shape's smallest readable size; then the points (or the message) go on over pages headed
 * "<title> (continued)", which share the slide's narration. Pure: text is measured with the
 * injected function, so the browser (DOM canvas) and the server (@napi-rs/canvas) produce the
 * same pages.
 */
export function layoutSlidePages(given: SlideContent, options: LayoutOptions): SlideLayout[] {
  const pages = layoutPages(given, options);
  // Decision 188: a slide in Arabic, Hebrew, Persian or Urdu reads from the right.
  return isRightToLeft(slideLetters(quizShown(given)), options.language) ? pages.map(rightToLeft) : pages;
}

/** The words a slide shows, for telling its direction. */
const slideLetters = (slide: SlideContent): string =>
  [
    slide.title,
    slide.description,
    ...(slide.keyPoints ?? []),
    slide.leftColumnTitle,
    slide.rightColumnTitle,
    ...(slide.leftColumnPoints ?? []),
    ...(slide.rightColumnPoints ?? []),
  ]
    .filter(Boolean)
    .join(' ');

function layoutPages(given: SlideContent, options: LayoutOptions): SlideLayout[] {
  const slide = quizShown(given);
  const words = slideWordsFor(slideLetters(slide), options.language);
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
    part: 0,
    parts: 1,
  };

  if (templateId === 'title-slide') return layoutTitleSlide(slide, base, measure, g, room, options.language, words);
  if (templateId === 'focus-quote') return layoutQuoteSlide(slide, base, measure, g, room);

  // Content slides: heading top-left, kept clear of the logo slot (or under it on tall pages).
  const titleRight = logo && g.heading.besideLogo ? Math.min(right, g.logoArea.x - 48) : right;
  const titleRect = { x: left, y: g.top, width: titleRight - left, height: g.heading.height };
  const headingCap = Math.round((bodyBottom - g.top) * HEADING_SHARE);
  const headingFor = (text: string) => {
    const fit = fitHeading(text, titleRect, headingCap, {
      face: SANS(700),
      maxSize: g.heading.maxSize,
      minSize: g.heading.minSize,
      lineHeight: 1.15,
      maxLines: g.heading.maxLines,
      measure,
    });
    return place(fit, grown(titleRect, fit), 'left', titleRect.y, measure);
  };
  const title = headingFor(slide.title || words.untitledSlide);
  // Continuation pages share one body box: under the taller of the two headings.
  const bodyFor = (headings: TextBlock[]): Rect => {
    const bodyTop = Math.max(g.bodyTopMin, ...headings.map((h) => bottomOf(h.bounds) + g.headingGap));
    // A corner presenter stands below the heading: the body keeps to its left.
    const bodyRight = avatar && room === 'corner' ? avatar.x - g.gutter : right;
    return { x: left, y: bodyTop, width: bodyRight - left, height: bodyBottom - bodyTop };
  };
  const continued = () => headingFor(continuedTitle(slide.title || words.untitledSlide, options.language));
  const layout = { ...base, title, contentArea: { ...base.contentArea, width: right - left } };

  if (templateId === 'split-content') return layoutSplitPages(slide, layout, bodyFor, continued, measure, g);

  // bullet-points: the contextual image sits beside the points, or below them on tall pages; none
  // with a presenter (its area takes the room).
  const points = cleanPoints(slide.keyPoints);
  const fallback = points.length ? points : cleanPoints([slide.description ?? '']);
  const picked = avatar ? null : imagePlacement(slide, words);
  const single = bulletPage(picked, layout, bodyFor([title]), fallback.slice(0, MAX_BULLET_POINTS), measure, g, right, bodyBottom, null);
  if (fallback.length <= MAX_BULLET_POINTS && !single.overflow) return [single.layout];
  const next = continued();
  const body = bodyFor([title, next]);
  const first = bulletPage(picked, layout, body, fallback.slice(0, MAX_BULLET_POINTS), measure, g, right, bodyBottom, null);
  const flow = flowBullets(fallback, first.textBox, measure, g.bullets);
  return flow.pieces.map((pieces, part) =>
    asPage(
      bulletPage(picked, { ...layout, title: part === 0 ? title : next }, body, [], measure, g, right, bodyBottom, {
        pieces,
        fit: flow.fit,
        textBox: first.textBox,
        below: first.below,
      }).layout,
      part,
      flow.pieces.length,
    ),
  );
}

interface FlowedPage {
  pieces: FlowPiece[];
  fit: FittedText;
  textBox: Rect;
  below: { width: number; height: number } | null;
}

/**
 * One page of a bullet slide: the points with the contextual image beside them, or below them on
 * tall pages. `flowed` places this page's share of points flowed over pages, in the first page's
 * arrangement; otherwise the arrangement is made for `points`.
 */
function bulletPage(
  picked: Omit<ImagePlacement, 'rect'> | null,
  layout: SlideLayout,
  body: Rect,
  points: string[],
  measure: MeasureText,
  g: PageGeometry,
  right: number,
  bodyBottom: number,
  flowed: FlowedPage | null,
): { layout: SlideLayout; overflow: boolean; textBox: Rect; below: { width: number; height: number } | null } {
  const left = g.marginX;
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
  if (flowed) {
    below = flowed.below;
    textBox = flowed.textBox;
  } else if (picked && g.image.placement === 'below') {
    // The points come first: the image gives way (to half its height) before they shrink much,
    // and is left out when not even 200 px remain.
    for (const share of [1, 0.7, 0.5]) {
      const height = Math.min(Math.round(g.image.height * share), body.height - g.gutter - credit - 320);
      if (height < 200) break;
      below = { width: Math.min(g.image.width, body.width), height };
      textBox = { ...body, height: body.height - height - g.gutter - credit };
      const size = fitBullets(points, textBox, measure, g.bullets.maxSize, g.bullets.minSize, g.bullets.maxLines).fontSize;
      if (size >= g.bullets.maxSize * 0.75) break;
    }
  }
  const fit = flowed ? flowed.fit : fitBullets(points, textBox, measure, g.bullets.maxSize, g.bullets.minSize, g.bullets.maxLines);
  const pieces = flowed ? flowed.pieces : fit.paragraphs.map((lines, index) => ({ index, lines, carried: false }));
  let bullets = points.length || flowed ? placeBullets(pieces, fit, textBox, bulletIndent(g.bullets.maxSize), measure) : [];
  const textBottom = bullets.length ? bottomOf((bullets.at(-1) as BulletItem).bounds) : textBox.y;
  if (below && picked) {
    const y = bullets.length ? (flowed ? bottomOf(textBox) : textBottom) + g.gutter : textBox.y;
    image = { ...picked, rect: { x: left + Math.round((body.width - below.width) / 2), y, ...below } };
  }
  const stackBottom = image && below ? bottomOf(image.rect) + credit : textBottom;
  const drop = below || !image ? portraitDrop(g, bodyBottom - stackBottom) : 0;
  if (drop) {
    bullets = bullets.map((item) => shiftText(item, drop));
    if (image) image = { ...image, rect: { ...image.rect, y: image.rect.y + drop } };
  }
  return { layout: { ...layout, image, contentArea: textBox, bullets }, overflow: fit.overflow, textBox, below };
}

function layoutTitleSlide(
  slide: SlideContent,
  base: SlideLayout,
  measure: MeasureText,
  g: PageGeometry,
  room: PresenterRoom | null,
  language: string | undefined,
  words: SlideWords,
): SlideLayout[] {
  const untitled = words.untitledPresentation;
  const spec = g.titleSlide;
  const avatar = base.avatar;
  const rect = { ...spec.rect, x: base.contentArea.x };
  if (avatar && room !== 'below') rect.width = Math.min(rect.width, avatar.x - 60 - rect.x);
  if (avatar && room === 'below') rect.height = Math.min(rect.height, avatar.y - g.gutter - rect.y);
  const gap = 44;
  const subtitleHeight = Math.min(spec.subtitle.height, Math.round(rect.height * 0.3));
  const subtitleWidth = Math.min(rect.width, spec.subtitle.width);
  const subtitleText = (slide.description ?? '').trim();
  const titleFor = (text: string) =>
    fitHeading(
      text,
      { ...rect, height: Math.min(spec.title.height, rect.height - gap - (subtitleText ? subtitleHeight : 0)) },
      rect.height - (subtitleText ? gap + 2 * Math.round(spec.subtitle.minSize * 1.4) : 0),
      {
        face: SANS(800),
        maxSize: spec.title.maxSize,
        minSize: spec.title.minSize,
        lineHeight: 1.08,
        maxLines: spec.title.maxLines,
        balance: true,
        measure,
      },
    );
  const titleFit = titleFor(slide.title || untitled);
  const subtitleOptions = {
    width: subtitleWidth,
    face: SANS(400),
    maxSize: spec.subtitle.maxSize,
    minSize: spec.subtitle.minSize,
    lineHeight: 1.4,
    maxLines: spec.subtitle.maxLines,
    measure,
  };
  // Decision 165: a long subtitle takes the room the title leaves before it goes on over pages.
  let subtitleFit = subtitleText ? fitParagraphs([subtitleText], { ...subtitleOptions, height: subtitleHeight }) : null;
  if (subtitleFit?.overflow) subtitleFit = fitParagraphs([subtitleText], { ...subtitleOptions, height: rect.height - titleFit.height - gap });
  const pageOf = (titleFit: FittedText, subtitleFit: FittedText | null, part: number, parts: number) => {
    const subtitleGap = subtitleFit ? gap : 0;
    const total = titleFit.height + subtitleGap + (subtitleFit?.height ?? 0);
    // Centre the block on the slide's optical middle (slightly above the geometric one).
    const top = Math.max(rect.y, Math.round(rect.y + (rect.height - total) / 2));
    const title = place(titleFit, grown(rect, titleFit), 'left', top, measure);
    const subtitle = subtitleFit
      ? place(
          subtitleFit,
          { ...rect, y: top + titleFit.height + subtitleGap, width: subtitleWidth, height: subtitleFit.height },
          'left',
          top + titleFit.height + subtitleGap,
          measure,
        )
      : null;
    return asPage({ ...base, contentArea: rect, title, subtitle }, part, parts);
  };
  if (!subtitleFit?.overflow) return [pageOf(titleFit, subtitleFit, 0, 1)];
  const nextFit = titleFor(continuedTitle(slide.title || untitled, language));
  const roomLeft = rect.height - Math.max(titleFit.height, nextFit.height) - gap;
  const parts = flowParagraphs(subtitleFit.paragraphs, { room: () => roomLeft, lineHeight: subtitleFit.lineHeight, gap: 0 }).length;
  const pages = linesEvenly(subtitleFit.paragraphs.flat(), parts);
  return pages.map((lines, part) => {
    const fit = { ...subtitleFit, paragraphs: [lines], height: lines.length * subtitleFit.lineHeight };
    return pageOf(part === 0 ? titleFit : nextFit, fit, part, pages.length);
  });
}

/** Focus quote: one big centred message; the slide title becomes its caption. */
function layoutQuoteSlide(slide: SlideContent, base: SlideLayout, measure: MeasureText, g: PageGeometry, room: PresenterRoom | null): SlideLayout[] {
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
    ? fitHeading(caption.toUpperCase(), { ...rect, height: 40 }, Math.round(rect.height * 0.2), {
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
  const messageOptions = {
    width: rect.width,
    face: SERIF_BOLD,
    maxSize: spec.message.maxSize,
    minSize: spec.message.minSize,
    lineHeight: 1.32,
    maxLines: spec.message.maxLines,
    balance: true,
    measure,
  };
  const roomAll = rect.height - markSpace - captionSpace;
  let quoteFit = fitParagraphs([message], { ...messageOptions, height: Math.min(spec.message.height, roomAll) });
  // Decision 165: a long message takes the whole column before it goes on over pages.
  if (quoteFit.overflow) quoteFit = fitParagraphs([message], { ...messageOptions, height: roomAll });
  const pageOf = (fit: FittedText, part: number, parts: number) => {
    const total = markSpace + fit.height + captionSpace;
    const top = Math.max(rect.y, Math.round(rect.y + (rect.height - total) / 2));
    const quote = place(
      fit,
      { ...rect, y: top + markSpace, height: Math.max(fit.height, rect.height - markSpace - captionSpace) },
      'center',
      top + markSpace,
      measure,
    );
    const captionRect = { ...rect, y: top + markSpace + fit.height + 82, height: captionFit?.height ?? 0 };
    const subtitle = captionFit ? place(captionFit, captionRect, 'center', captionRect.y, measure) : null;
    return asPage({ ...base, contentArea: rect, quote, subtitle }, part, parts);
  };
  if (!quoteFit.overflow) return [pageOf(quoteFit, 0, 1)];
  const parts = flowParagraphs(quoteFit.paragraphs, { room: () => roomAll, lineHeight: quoteFit.lineHeight, gap: 0 }).length;
  const pages = linesEvenly(quoteFit.paragraphs.flat(), parts);
  return pages.map((lines, part) => {
    return pageOf({ ...quoteFit, paragraphs: [lines], height: lines.length * quoteFit.lineHeight }, part, pages.length);
  });
}

interface ColumnContent {
  title: string;
  points: string[];
}

/**
 * The points a slide reveals as they are spoken (issue 21, decision 170), in the order they
 * appear: a bullet slide's key points, a comparison's left column then its right. None on other
 * templates, nor on a bullet slide that shows its description in their place.
 */
export function revealPoints(slide: SlideContent): string[] {
  const templateId = templateOf(slide.templateId);
  if (templateId === 'bullet-points') return cleanPoints(slide.keyPoints);
  if (templateId === 'split-content') return columnContents(slide).flatMap((c) => c.points);
  return [];
}

/** The comparison's columns: explicit column fields, else the key points split in two. */
function columnContents(slide: SlideContent): ColumnContent[] {
  let leftPoints = cleanPoints(slide.leftColumnPoints);
  let rightPoints = cleanPoints(slide.rightColumnPoints);
  if (!leftPoints.length && !rightPoints.length) {
    // A split slide without column fields splits its key points in two.
    const points = cleanPoints(slide.keyPoints);
    const half = Math.ceil(points.length / 2);
    leftPoints = points.slice(0, half);
    rightPoints = points.slice(half);
  }
  return [
    { title: (slide.leftColumnTitle ?? '').trim(), points: leftPoints },
    { title: (slide.rightColumnTitle ?? '').trim(), points: rightPoints },
  ];
}

/**
 * The comparison on one page when both lists fit at their minimum size (five points a column at
 * most); otherwise each column's points go on over pages in the same cards (decision 165).
 */
function layoutSplitPages(
  slide: SlideContent,
  layout: SlideLayout,
  bodyFor: (headings: TextBlock[]) => Rect,
  continued: () => TextBlock,
  measure: MeasureText,
  g: PageGeometry,
): SlideLayout[] {
  const columns = columnContents(slide);
  // Decision 170: the points are numbered left column first, then right, as revealPoints lists them.
  const numbered = (laid: ColumnLayout[]) =>
    laid.map((column, i) => {
      const offset = (column.side ?? i) === 1 ? (columns[0] as ColumnContent).points.length : 0;
      return offset ? { ...column, items: column.items.map((item) => ({ ...item, point: (item.point ?? 0) + offset })) } : column;
    });
  const page = (body: Rect, title: TextBlock, laid: ColumnLayout[], part: number, parts: number) =>
    asPage({ ...layout, title, contentArea: { ...layout.contentArea, width: body.width }, columns: dropColumns(numbered(laid), body, g) }, part, parts);
  const title = layout.title as TextBlock;
  const body = bodyFor([title]);
  const short = columns.map((c) => ({ ...c, points: c.points.slice(0, MAX_BULLET_POINTS) }));
  const single = chooseColumns(short, body, measure, g);
  const longer = columns.some((c) => c.points.length > MAX_BULLET_POINTS);
  if ((!single.overflow && !longer) || !columns.some((c) => c.points.length)) return [page(body, title, single.columns, 0, 1)];
  // Decision 165: the columns no longer fit side by side or stacked at the minimum size, so each
  // goes on its own page in a card the body's size (left, then right), its points flowed on over
  // more pages if even that card cannot hold them; both lists keep one size.
  const next = continued();
  const shared = bodyFor([title, next]);
  const listed = columns.map((column, side) => ({ column, side })).filter((c) => c.column.points.length > 0);
  const alone = listed.map(({ column }) => arrangeColumns([column], shared, measure, true, g));
  const flowAt = (range: TypeRange) =>
    alone.map((a, i) =>
      flowBullets((listed[i] as { column: ColumnContent }).column.points, a.lists[0] as Rect, measure, range, bulletIndent(g.columnList.maxSize)),
    );
  const first = flowAt(g.columnList);
  const size = Math.min(...first.map((f) => f.fit.fontSize));
  const flows = first.some((f) => f.fit.fontSize !== size) ? flowAt({ ...g.columnList, maxSize: size }) : first;
  const pages = alone.flatMap((a, i) =>
    (flows[i]?.pieces ?? []).map((pieces) => {
      const column = a.columns[0] as ColumnLayout;
      const items = placeBullets(pieces, flows[i]?.fit as FittedText, a.lists[0] as Rect, bulletIndent(g.columnList.maxSize), measure);
      return { ...column, rect: a.cards[0] as Rect, items, side: (listed[i] as { side: number }).side };
    }),
  );
  return pages.map((column, part) => page(shared, part === 0 ? title : next, [column], part, pages.length));
}

/**
 * The comparison's two cards: side by side, or stacked when the body is too narrow for two
 * readable columns (9:16, and 1:1 beside a presenter; decision 143).
 */
function chooseColumns(columns: ColumnContent[], body: Rect, measure: MeasureText, g: PageGeometry): ArrangedColumns {
  // Side by side where the body is wide enough; otherwise whichever arrangement gives the larger
  // list type, stacked on a tie (two cards narrower than 300 px of text are never tried).
  const side = arrangeColumns(columns, body, measure, false, g);
  if (body.width >= g.columnsMinWidth) return side;
  const stacked = arrangeColumns(columns, body, measure, true, g);
  const sideFits = side.innerWidth >= 300 && side.size > stacked.size;
  return sideFits ? side : stacked;
}

function dropColumns(columns: ColumnLayout[], body: Rect, g: PageGeometry): ColumnLayout[] {
  const drop = portraitDrop(g, bottomOf(body) - Math.max(...columns.map((c) => bottomOf(c.rect))));
  return drop ? columns.map((c) => shiftColumn(c, drop)) : columns;
}

interface ArrangedColumns {
  columns: ColumnLayout[];
  size: number;
  innerWidth: number;
  /** Either list is taller than its card at the minimum size. */
  overflow: boolean;
  /** Each card at its full height, and the box its list has in it (for flowing over pages). */
  cards: Rect[];
  lists: Rect[];
}

function arrangeColumns(columns: ColumnContent[], body: Rect, measure: MeasureText, stacked: boolean, g: PageGeometry): ArrangedColumns {
  const gap = stacked ? 40 : 48;
  const padding = stacked ? 40 : 44;
  const cardWidth = stacked || columns.length === 1 ? body.width : Math.floor((body.width - gap) / 2);
  const cardHeight = stacked && columns.length > 1 ? Math.floor((body.height - gap) / 2) : body.height;
  const cards = columns.map((_, i) =>
    stacked
      ? { x: body.x, y: body.y + i * (cardHeight + gap), width: cardWidth, height: cardHeight }
      : { x: body.x + i * (cardWidth + gap), y: body.y, width: cardWidth, height: cardHeight },
  );
  const inner = (r: Rect) => ({ x: r.x + padding, y: r.y + padding, width: r.width - 2 * padding, height: r.height - 2 * padding });

  // Both column titles share one size, and both lists share one size, so the columns read as a pair.
  // A card's heading is never smaller than its list (decision 165: 32 px on 9:16).
  const titleRange = { maxSize: Math.max(40, g.columnList.maxSize), minSize: Math.max(28, g.columnList.minSize) };
  const titleOptions = (maxSize: number) => ({ face: SANS(700), maxSize, minSize: titleRange.minSize, lineHeight: 1.2, maxLines: 2, measure });
  const titleFits = columns.map((c, i) =>
    c.title ? fitHeading(c.title, { ...inner(cards[i] as Rect), height: 100 }, 200, titleOptions(titleRange.maxSize)) : null,
  );
  const titleSize = Math.min(...titleFits.map((f) => f?.fontSize ?? titleRange.maxSize));
  const prepared = columns.map((column, i) => {
    const card = cards[i] as Rect;
    const box = inner(card);
    const titleFit = column.title ? fitHeading(column.title, { ...box, height: 100 }, 200, titleOptions(titleSize)) : null;
    return { card, box, column, titleFit };
  });
  const titleHeight = Math.max(0, ...prepared.map((p) => p.titleFit?.height ?? 0));
  const lists = prepared.map(({ box }) => {
    const listTop = box.y + (titleHeight ? titleHeight + 36 : 0);
    return { ...box, y: listTop, height: bottomOf(box) - listTop };
  });
  const titles = prepared.map(({ box, titleFit }) => (titleFit ? place(titleFit, grown({ ...box, height: 100 }, titleFit), 'left', box.y, measure) : null));
  // The list font is the largest that fits both columns.
  const fits = prepared.map((c, i) =>
    c.column.points.length ? fitBullets(c.column.points, lists[i] as Rect, measure, g.columnList.maxSize, g.columnList.minSize) : null,
  );
  const size = Math.min(...fits.map((f) => f?.fontSize ?? g.columnList.maxSize));
  const laid = prepared.map((c, i) => ({
    ...c,
    list: lists[i] as Rect,
    items: layoutBullets(c.column.points, lists[i] as Rect, measure, size, Math.min(size, g.columnList.minSize)),
  }));
  // A list with no room at all (a card under a very long heading) overflows too: its points are never dropped.
  const overflow = laid.some(
    (c) => c.column.points.length > 0 && (c.items.length === 0 || bottomOf((c.items.at(-1) as BulletItem).bounds) > bottomOf(c.list) + 0.5),
  );
  // Cards hug the longer column (both the same height), but never shorter than half their room.
  const contentHeight = Math.max(...laid.map((c) => Math.max(c.list.y, ...c.items.map((i) => bottomOf(i.bounds))) - c.card.y));
  const height = Math.min(cardHeight, Math.max(Math.round(cardHeight / 2), contentHeight + padding));
  const result = laid.map((c, i) => ({ rect: { ...c.card, height }, title: titles[i] ?? null, items: c.items }));
  // Stacked cards close up under the first one.
  const placed = stacked ? result.map((c, i) => shiftColumn(c, i * (height - cardHeight))) : result;
  return { columns: placed, size, innerWidth: cardWidth - 2 * padding, overflow, cards, lists };
}
