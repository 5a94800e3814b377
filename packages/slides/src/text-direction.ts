import type { BulletItem, ColumnLayout, SlideLayout, TextBlock } from './layout-types';

/** Languages written right to left (BCP 47 primary subtags) among those Lectern offers and their neighbours. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);
const STRONG_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/gu;
const STRONG_LTR = /(?![\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}])\p{L}/gu;

/**
 * Whether a slide is laid out right to left (decision 188): by its own words, when most of their
 * letters are of a right-to-left script (a slide written in Arabic under an English project is
 * still Arabic); by the language when the text has no letters to tell.
 */
export function isRightToLeft(text: string, language?: string): boolean {
  const rtl = text.match(STRONG_RTL)?.length ?? 0;
  const ltr = text.match(STRONG_LTR)?.length ?? 0;
  if (rtl || ltr) return rtl > ltr;
  return RTL_LANGUAGES.has((language ?? '').toLowerCase().split('-')[0] ?? '');
}

/** Mirrors a span [x, x + width] about the axis whose two edges add up to `edges`. */
const mirrorX = (x: number, width: number, edges: number) => edges - x - width;

/** Right-aligns a block's lines in its box (centred ones stay centred) and marks it right to left. */
function mirrorBlock<T extends TextBlock>(block: T, edges = 2 * block.rect.x + block.rect.width): T {
  const centred = block.align === 'center';
  const lines = centred ? block.lines : block.lines.map((line) => ({ ...line, x: mirrorX(line.x, line.width, edges) }));
  const left = lines.length ? Math.min(...lines.map((l) => l.x)) : block.bounds.x;
  return {
    ...block,
    rect: centred ? block.rect : { ...block.rect, x: mirrorX(block.rect.x, block.rect.width, edges) },
    bounds: { ...block.bounds, x: left },
    align: centred ? 'center' : 'right',
    direction: 'rtl',
    lines,
  };
}

/** A point: its text right-aligned and its marker on the right, mirrored in the box that holds both. */
function mirrorPoint(item: BulletItem): BulletItem {
  const boxLeft = item.marker.x - item.marker.radius - 2;
  const edges = boxLeft + item.rect.x + item.rect.width;
  return { ...mirrorBlock(item, edges), marker: { ...item.marker, x: edges - item.marker.x } };
}

const mirrorColumn = (column: ColumnLayout): ColumnLayout => ({
  ...column,
  title: column.title ? mirrorBlock(column.title) : null,
  items: column.items.map(mirrorPoint),
});

/** A block moved `dx` to the right, lines and box alike. */
const moved = <T extends TextBlock>(block: T, dx: number): T => ({
  ...block,
  rect: { ...block.rect, x: block.rect.x + dx },
  bounds: { ...block.bounds, x: block.bounds.x + dx },
  lines: block.lines.map((line) => ({ ...line, x: line.x + dx })),
});

/**
 * The page laid out right to left (decision 188): every heading, point and caption set from the
 * right edge of its box, the points' markers on the right, the text drawn with direction rtl.
 * A title slide without a presenter is mirrored whole: its title and subtitle stand at the right
 * margin over the mirrored background (drawLayout). Pictures, the presenter and the logo keep their places.
 */
export function rightToLeft(layout: SlideLayout): SlideLayout {
  const area = layout.contentArea;
  if (layout.templateId === 'title-slide' && !layout.avatar) {
    const dx = layout.width - 2 * area.x - area.width;
    const edges = 2 * (area.x + dx) + area.width;
    return {
      ...layout,
      direction: 'rtl',
      contentArea: { ...area, x: area.x + dx },
      title: layout.title ? mirrorBlock(moved(layout.title, dx), edges) : null,
      subtitle: layout.subtitle ? mirrorBlock(moved(layout.subtitle, dx), edges) : null,
    };
  }
  return {
    ...layout,
    direction: 'rtl',
    title: layout.title ? mirrorBlock(layout.title) : null,
    subtitle: layout.subtitle ? mirrorBlock(layout.subtitle) : null,
    quote: layout.quote ? mirrorBlock(layout.quote) : null,
    bullets: layout.bullets.map(mirrorPoint),
    columns: layout.columns.map(mirrorColumn),
  };
}
