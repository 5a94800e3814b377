import type { PointSource } from '@lectern/core';
import { nodeText, sectionTitles } from '../../../documents/tree/document-tree';
import type { NotedDocument } from './slide-notes';

/** Lower case, words only: how a sentence is found again in a section's text. */
export const plainText = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The text of the document sections a slide's points come from, sub-sections included, in plain
 * words (issue 20 item 4: the narration "says only what the slide or its section says"). The sections
 * are those the points' sources name (decision 161), found in their documents' trees; a slide whose
 * sources name no section of a document the request carries gets null: nothing is known to limit it.
 */
export function slideSectionText(sources: PointSource[] | undefined, documents: NotedDocument[]): string | null {
  const parts: string[] = [];
  for (const source of sources ?? []) {
    if (source.kind !== 'document' || !source.section.length) continue;
    const tree = documents.find((d) => d.name === source.document)?.tree;
    if (!tree) continue;
    const wanted = source.section.map(plainText);
    for (const node of tree.nodes) {
      if (node.type === 'heading') continue;
      const path = sectionTitles(tree, node).map(plainText);
      if (wanted.every((h, k) => path[k] === h)) parts.push(plainText(nodeText(node)));
    }
  }
  return parts.length ? ` ${parts.join(' ')} ` : null;
}
