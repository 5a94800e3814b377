import type { PointSource } from '@lectern/core';
import { plainText } from './section-text';
import type { NotedDocument } from './slide-notes';

/**
 * Whether a slide's points are steps of a numbered list in their document (decision 190): only then
 * are they said with "First, … Then, … Finally,". Two or more of the points' sources must be items
 * of one ordered list of the document's tree; a list the source does not number is not an order.
 */
export function orderedPoints(sources: PointSource[] | undefined, documents: NotedDocument[]): boolean {
  for (const doc of documents) {
    const excerpts = (sources ?? []).filter((s) => s.kind === 'document' && s.document === doc.name).map((s) => plainText(s.excerpt));
    if (excerpts.length < 2) continue;
    for (const node of doc.tree?.nodes ?? []) {
      if (node.type !== 'list' || !node.ordered) continue;
      const items = node.items.map((item) => plainText(item.text));
      if (excerpts.filter((e) => e && items.some((item) => item.includes(e) || e.includes(item))).length >= 2) return true;
    }
  }
  return false;
}
