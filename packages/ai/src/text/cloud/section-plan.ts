import { BRIEF_SOURCE_NAME, PASTED_TEXT_SOURCE_NAME, type PointSource, SUPPORTING_MATERIALS_MARKER } from '@lectern/core';
import { type DocumentTree, nodeText, sectionTitles } from '../../documents/tree/document-tree';
import type { SupportingDocument } from '../supporting-materials';
import type { OutlineInput } from '../text-generator';

/**
 * The section plan a cloud model writes from (issue 20 items 2 and 5, decision 162): the documents
 * in order, each cut into its sections by its structure tree (decision 157), every section with an
 * id the model cites, its heading path, page and text. Code blocks are left out: code is never a
 * point. Material without a tree (pasted text, a web page, a document that could not be read into
 * one) is one section; a brief alone is the content (decision 159) and is its own section.
 */
export interface PlanSection {
  id: string;
  kind: PointSource['kind'];
  /** The document's name as a point's source shows it (never content, decision 161). */
  document: string;
  path: string[];
  page?: number;
  /** The section's text as the document has it, each block on its own line. */
  text: string;
  /** The blocks with their pages, so a point's sentence finds its page. */
  blocks: { text: string; page?: number }[];
}

export interface SectionPlanInput {
  brief: string;
  sourceText: string;
  documents?: SupportingDocument[];
  /** What the given text is (a web page, captions, pasted text) and its title. */
  origin?: OutlineInput['sourceOrigin'];
}

function treeSections(tree: DocumentTree, prefix: string, document: string): PlanSection[] {
  const out: PlanSection[] = [];
  let key = '';
  for (const node of tree.nodes) {
    if (node.type === 'heading' || node.type === 'code') continue;
    const text = nodeText(node).trim();
    if (!text) continue;
    const nodeKey = node.path.join('.');
    let current = out[out.length - 1];
    if (!current || nodeKey !== key) {
      current = { id: `${prefix}.S${out.length + 1}`, kind: 'document', document, path: sectionTitles(tree, node), page: node.page, text: '', blocks: [] };
      out.push(current);
      key = nodeKey;
    }
    current.blocks.push({ text, page: node.page });
    current.text = current.text ? `${current.text}\n${text}` : text;
  }
  return out;
}

const whole = (id: string, kind: PointSource['kind'], document: string, text: string): PlanSection => ({
  id,
  kind,
  document,
  path: [],
  text: text.trim(),
  blocks: [{ text: text.trim() }],
});

/** Every section the materials have, in order; the brief alone when there are none. */
export function sectionPlan(input: SectionPlanInput): PlanSection[] {
  const at = input.sourceText.indexOf(SUPPORTING_MATERIALS_MARKER);
  const given = (at >= 0 ? input.sourceText.slice(0, at) : input.documents?.length ? '' : input.sourceText).trim();
  const out: PlanSection[] = [];
  // Named as the Outline step names sources (decision 161): a web page or a video by its title, pasted text as "Your text".
  if (given) {
    const origin = input.origin;
    const kind = origin?.kind === 'web' || origin?.kind === 'captions' ? origin.kind : null;
    const named = kind ? origin?.title || (kind === 'web' ? 'Web page' : 'Video') : PASTED_TEXT_SOURCE_NAME;
    // A web page's own sections when its structure came with it (issue 20 item 1), else the text as one.
    const sections = kind && origin?.tree ? treeSections(origin.tree, 'T', named).map((section) => ({ ...section, kind })) : [];
    if (sections.length) out.push(...sections);
    else out.push(whole('T1', kind ?? 'brief', named, given));
  }
  const documents = input.documents?.filter((d) => d.text.trim()) ?? [];
  documents.forEach((d, i) => {
    const name = d.name?.trim() || 'Uploaded document';
    const placed = d.tree ? d.tree.nodes.filter((n) => n.end > n.start).length : 0;
    const sections = d.tree && placed > 0 ? treeSections(d.tree, `D${i + 1}`, name) : [];
    out.push(...(sections.length ? sections : [whole(`D${i + 1}.S1`, 'document', name, d.text)]));
  });
  // Documents joined into the source text without their trees (a caller that has only the text).
  if (!documents.length && at >= 0) {
    const joined = input.sourceText.slice(at + SUPPORTING_MATERIALS_MARKER.length).trim();
    if (joined) out.push(whole('D1.S1', 'document', 'Your documents', joined));
  }
  if (!out.length && input.brief.trim()) out.push(whole('B1', 'brief', BRIEF_SOURCE_NAME, input.brief));
  return out;
}

/** A text cut to at most `max` characters at a line or sentence end. */
function trimmed(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = Math.max(text.lastIndexOf('\n', max), text.lastIndexOf('. ', max) + 1);
  return `${text.slice(0, cut > max / 2 ? cut : max).trim()} […]`;
}

/**
 * The plan as the prompt shows it, within a budget of characters: every section keeps its heading
 * line; texts longer than their share are cut at a line or sentence end; sections beyond the
 * budget are named as left out, so the model knows they exist.
 */
export function describeSections(sections: PlanSection[], budget: number): string {
  const share = Math.max(600, Math.floor(budget / Math.max(1, sections.length)));
  const lines: string[] = [];
  let used = 0;
  let left = 0;
  for (const s of sections) {
    const where = [s.document, ...s.path].join(' › ');
    const block = `[${s.id}] ${where}${s.page ? ` (p. ${s.page})` : ''}\n${trimmed(s.text, share)}`;
    if (used + block.length > budget && lines.length) {
      left++;
      continue;
    }
    lines.push(block);
    used += block.length + 2;
  }
  if (left) lines.push(`(${left} more section${left === 1 ? '' : 's'} left out for length.)`);
  return lines.join('\n\n');
}
