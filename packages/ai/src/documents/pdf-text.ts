import { getDocumentProxy } from 'unpdf';
import { DocumentExtractionError } from './document-errors';
import { DOCUMENT_LIMITS } from './document-limits';
import { TextBudget } from './text-budget';
import { pdfLayoutReader } from './tree/pdf-layout';
import type { PdfPageLayout } from './tree/pdf-tree';

const tidyPage = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();

/**
 * PDF text per page (PDF.js through unpdf). The page count is read from the page tree and checked
 * before any page is parsed; pages are then read one at a time and released, and reading stops
 * once the text passes the character limit. Broken and password-protected files become one clear error.
 * The document information and XMP metadata are never read: they are optional, and a valid PDF
 * whose metadata is broken is read for its pages like any other (issue 19 item 9, pdf-metadata.test.ts).
 */
export async function pdfPages(
  bytes: Uint8Array,
  budget = new TextBudget(),
  maxPages: number = DOCUMENT_LIMITS.maxPdfPages,
  /** Hands each page's lines with their position, size and font to the structure reader (decision 157). */
  onLayout?: (layout: PdfPageLayout) => void,
): Promise<string[]> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // PDF.js takes ownership of the buffer it is given: hand it a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false, verbosity: 0 });
  } catch (error) {
    throw new DocumentExtractionError((error as Error | undefined)?.name === 'PasswordException' ? 'pdf-encrypted' : 'pdf-unreadable');
  }
  const pages: string[] = [];
  const layout = onLayout && pdfLayoutReader();
  try {
    if (pdf.numPages > maxPages) throw new DocumentExtractionError('pdf-too-many-pages');
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      if (layout) onLayout?.(await layout(page, number, content.items, content.styles));
      page.cleanup();
      budget.spend(text.length);
      pages.push(tidyPage(text));
    }
  } catch (error) {
    if (error instanceof DocumentExtractionError) throw error;
    throw new DocumentExtractionError('pdf-unreadable');
  } finally {
    await pdf.destroy().catch(() => {});
  }
  if (pages.every((p) => !p)) throw new DocumentExtractionError('pdf-no-text');
  return pages;
}
