import { DocumentExtractionError } from './document-errors';
import { DOCUMENT_LIMITS } from './document-limits';
import { scanXml, tidy } from './office-xml';
import { TextBudget } from './text-budget';
import type { ZipArchive } from './zip-archive';

/**
 * Word text per page: paragraphs become lines, tables cells are separated by tabs, and explicit
 * page breaks (w:br type=page, w:pageBreakBefore) start a new page. Without them the document is
 * one page. A break on an empty page starts nothing, so doubled and trailing breaks make no pages.
 */
export async function docxPages(
  zip: ZipArchive,
  budget = new TextBudget(),
  maxPages: number = DOCUMENT_LIMITS.maxDocxPages,
  /** Hands the document's XML to the structure reader (decision 157), so it is inflated once. */
  onXml?: (xml: string) => void,
): Promise<string[]> {
  const xml = await zip.text('word/document.xml');
  if (xml === undefined) return [];
  onXml?.(xml);
  const pages: string[] = [''];
  let hasText = false;
  const append = (s: string) => {
    budget.spend(s.length);
    pages[pages.length - 1] += s;
    if (!hasText && s.trim()) hasText = true;
  };
  const newPage = () => {
    if (!hasText) return;
    if (pages.length >= maxPages) throw new DocumentExtractionError('docx-too-many-pages');
    pages.push('');
    hasText = false;
  };
  let inText = 0;
  let skipped = 0;
  scanXml(xml, {
    open(tag, attr) {
      if (tag === 'w:t') inText++;
      // Deleted revisions and field codes are not document text.
      else if (tag === 'w:delText' || tag === 'w:instrText') skipped++;
      else if (tag === 'w:tab') append('\t');
      else if (tag === 'w:br' || tag === 'w:cr') {
        if (attr('w:type') === 'page') newPage();
        else append('\n');
      } else if (tag === 'w:pageBreakBefore') {
        const on = attr('w:val');
        if (on !== '0' && on !== 'false') newPage();
      }
    },
    close(tag) {
      if (tag === 'w:t') inText = Math.max(0, inText - 1);
      else if (tag === 'w:delText' || tag === 'w:instrText') skipped = Math.max(0, skipped - 1);
      else if (tag === 'w:p') append('\n');
      else if (tag === 'w:tc') append('\t');
    },
    text(t) {
      if (inText > 0 && skipped === 0) append(t);
    },
  });
  const cleaned = pages.map(tidy);
  return cleaned.filter((p, i) => p || (i === 0 && cleaned.length === 1));
}
