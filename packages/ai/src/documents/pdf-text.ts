import { extractText, getDocumentProxy } from 'unpdf';
import { DocumentExtractionError } from './document-errors';

/** PDF text per page (unpdf / PDF.js). Broken and password-protected files become one clear error. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  let pages: string[];
  try {
    // PDF.js takes ownership of the buffer it is given: hand it a copy.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false, verbosity: 0 });
    try {
      pages = (await extractText(pdf, { mergePages: false })).text;
    } finally {
      await pdf.destroy().catch(() => {});
    }
  } catch {
    throw new DocumentExtractionError('pdf-unreadable');
  }
  const cleaned = pages.map((p) =>
    p
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim(),
  );
  if (cleaned.every((p) => !p)) throw new DocumentExtractionError('pdf-no-text');
  return cleaned;
}
