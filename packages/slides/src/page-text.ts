import type { SlideLayout } from './layout-types';

/**
 * The words a page shows besides its heading: its points, columns, message or subtitle, in
 * reading order. A continuation page is timed by the narration reaching them (core
 * continuationStarts, decision 165).
 */
export function pageText(layout: SlideLayout): string {
  const blocks = [
    layout.quote,
    ...layout.bullets,
    ...layout.columns.flatMap((c) => c.items),
    ...(layout.templateId === 'title-slide' ? [layout.subtitle] : []),
  ];
  return blocks
    .flatMap((b) => (b ? b.lines.map((l) => l.text) : []))
    .join(' ')
    .trim();
}
