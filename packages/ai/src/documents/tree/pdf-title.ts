import type { Block } from './document-tree';
import type { PdfPageLayout } from './pdf-tree';
import { MAX_DEPTH } from './place-blocks';

/** A heading that only labels what follows: "Chapter 1", "Part II", "Appendix A". */
const LABEL_HEADING = /^(?:chapter|part|section|appendix|unit|lesson|module)\s+(?:\d{1,3}|[ivxlc]{1,6}|[a-z])\.?$/i;

/**
 * A title page's title is often set smaller than the chapter headings after it (LaTeX's 17 pt title
 * over 25 pt chapters): when the document opens on a heading that is the largest text of its page
 * but not of the document, it is still the document's title, level 1, and every later heading sits
 * one level under it (decision 192).
 */
export function withTitleFirst(blocks: Block[], firstPage: PdfPageLayout | undefined): Block[] {
  const first = blocks[0];
  if (first?.type !== 'heading' || first.level === 1 || !firstPage || first.page !== firstPage.number) return blocks;
  const largest = firstPage.lines.reduce((max, l) => Math.max(max, l.size), 0);
  const line = firstPage.lines.find((l) => first.text.startsWith(l.text));
  if (!line || line.size < largest) return blocks;
  return blocks.map((b, i) => (b.type !== 'heading' ? b : i === 0 ? { ...b, level: 1 } : { ...b, level: Math.min(MAX_DEPTH, b.level + 1) }));
}

const sameWords = (a: string, b: string) => a.toLowerCase().replace(/\s+/g, ' ').trim() === b.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * "Chapter 1" over "Definitions and overview" is one heading: a heading that only labels the one
 * right after it joins it, at the larger heading's level ("Chapter 1 Definitions and overview").
 * The document's title set again over its copyright page, before any other heading, is not a
 * section of its own.
 */
export function withLabelsJoined(blocks: Block[]): Block[] {
  const out: Block[] = [];
  let title: string | undefined;
  let headings = 0;
  for (const block of blocks) {
    const last = out[out.length - 1];
    if (block.type === 'heading' && last?.type === 'heading' && LABEL_HEADING.test(last.text.trim()) && !LABEL_HEADING.test(block.text.trim())) {
      out[out.length - 1] = { ...block, level: Math.min(last.level, block.level), text: `${last.text} ${block.text}`, page: last.page ?? block.page };
      if (headings === 1) title = `${last.text} ${block.text}`;
      continue;
    }
    if (block.type === 'heading') {
      if (headings === 1 && title !== undefined && sameWords(title, block.text)) continue;
      title ??= block.text;
      headings++;
    }
    out.push(block);
  }
  return out;
}
