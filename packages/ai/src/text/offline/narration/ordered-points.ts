import type { PointSource } from '@lectern/core';
import { plainText } from './section-text';
import type { NotedDocument } from './slide-notes';

/**
 * The items of the numbered lists a slide's points come from (decision 190), in plain words: only
 * sentences that are such items are said with "First, … Then, … Finally,". A list counts when two
 * or more of the slide's points are its items; a list the source does not number is not an order.
 */
export function orderedItems(sources: PointSource[] | undefined, documents: NotedDocument[]): string[] {
  const items: string[] = [];
  for (const doc of documents) {
    const excerpts = (sources ?? []).filter((s) => s.kind === 'document' && s.document === doc.name).map((s) => plainText(s.excerpt));
    if (excerpts.length < 2) continue;
    for (const node of doc.tree?.nodes ?? []) {
      if (node.type !== 'list' || !node.ordered) continue;
      const texts = node.items.map((item) => plainText(item.text)).filter(Boolean);
      if (excerpts.filter((e) => e && texts.some((t) => t.includes(e) || e.includes(t))).length >= 2) items.push(...texts);
    }
  }
  return items;
}

/** Whether a sentence said is one of `items`, whole or as the start of one. */
export const isOrderedItem = (text: string, items: string[]) => {
  const said = plainText(text);
  return !!said && items.some((item) => item === said || item.startsWith(said) || said.startsWith(item));
};
