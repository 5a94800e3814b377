import type { SlideLayout, TextBlock } from './layout-types';
import type { Rect } from './types';

/** Room for the footer's "n / total" label at the right end of its row (24 px type: "99 / 99" is about 90 px). */
const FOOTER_LABEL_WIDTH = 140;

/**
 * Where a laid-out slide shows text (decision 164): the space its title, subtitle, quote, points
 * and column texts really take. Burned-in captions keep clear of these.
 */
export function slideTextBounds(layout: SlideLayout): Rect[] {
  const blocks: (TextBlock | null)[] = [
    layout.title,
    layout.subtitle,
    layout.quote,
    ...layout.bullets,
    ...layout.columns.flatMap((column) => [column.title, ...column.items]),
  ];
  return blocks.flatMap((block) => (block && block.lines.length > 0 ? [block.bounds] : []));
}

/** The footer's "n / total" label at the right end of its row (the progress track beside it is not text). */
export function footerLabelBounds(layout: SlideLayout): Rect {
  const { footer } = layout;
  const label = Math.min(FOOTER_LABEL_WIDTH, footer.width);
  return { x: footer.x + footer.width - label, y: footer.y, width: label, height: footer.height };
}
