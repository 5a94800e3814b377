import { SUPPORTING_MATERIALS_MARKER } from '@lectern/core';

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
