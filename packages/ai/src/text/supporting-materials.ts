import { SUPPORTING_MATERIALS_MARKER } from '@lectern/core';
import type { DocumentTree } from '../documents/tree/document-tree';

/**
 * A project document as the text engine receives it next to the joined source text (issue 20
 * item 1, decision 157): its text (pages joined by a blank line) and, when it was read into one,
 * its structure tree, whose ranges, pages and section paths point into that text.
 */
export interface SupportingDocument {
  /** The file name as uploaded: named only where a point's source is shown (decision 161), never in the content. */
  name?: string;
  text: string;
  tree?: DocumentTree;
}

/** What the outline and scripts receive besides their request: the project's documents, one by one. */
export interface WithSupportingDocuments {
  documents?: SupportingDocument[];
}

/**
 * Spec 001 §7 documents-content: documents reach the text engine joined under the
 * `Supporting Materials:` heading. Their file names are not content (a learner must never see
 * "benefits.pdf" on a slide or hear it read out), so only the text goes in.
 */
export function joinSupportingMaterials(given: string, documents: { text: string }[]): string {
  const texts = documents.map((d) => d.text.trim()).filter(Boolean);
  const parts = [given.trim()];
  if (texts.length) parts.push(`${SUPPORTING_MATERIALS_MARKER}\n\n${texts.join('\n\n')}`);
  return parts.filter(Boolean).join('\n\n');
}
