import type JSZip from 'jszip';
import { attrsOf, childrenOf, parseXml, tagOf, textOf, tidy, type XmlNode } from './office-xml';

/**
 * Word text per page: paragraphs become lines, tables cells are separated by tabs, and explicit
 * page breaks (w:br type=page, w:pageBreakBefore) start a new page. Without them the document is one page.
 */
export async function docxPages(zip: JSZip): Promise<string[]> {
  const xml = await zip.file('word/document.xml')?.async('string');
  if (xml === undefined) return [];
  const pages: string[] = [''];
  const append = (s: string) => {
    pages[pages.length - 1] += s;
  };
  const walk = (nodes: XmlNode[]) => {
    for (const node of nodes) {
      const tag = tagOf(node);
      if (tag === '#text') continue;
      if (tag === 'w:t') append(childrenOf(node).map(textOf).join(''));
      else if (tag === 'w:tab') append('\t');
      else if (tag === 'w:br' || tag === 'w:cr') {
        if (attrsOf(node)['w:type'] === 'page') pages.push('');
        else append('\n');
      } else if (tag === 'w:pageBreakBefore' && attrsOf(node)['w:val'] !== '0' && attrsOf(node)['w:val'] !== 'false') {
        if ((pages[pages.length - 1] ?? '').trim()) pages.push('');
      } else if (tag === 'w:p') {
        walk(childrenOf(node));
        append('\n');
      } else if (tag === 'w:tc') {
        walk(childrenOf(node));
        append('\t');
      } else if (tag === 'w:delText' || tag === 'w:instrText') {
        // Deleted revisions and field codes are not document text.
      } else walk(childrenOf(node));
    }
  };
  walk(parseXml(xml));
  const cleaned = pages.map(tidy);
  // Drop empty pages made by trailing or doubled breaks, keeping the rest in order.
  return cleaned.filter((p, i) => p || (i === 0 && cleaned.length === 1));
}
