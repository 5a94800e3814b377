import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document';
import { BROKEN_PDF_METADATA, pdfWithBrokenMetadata } from './testing/hostile-documents';

/**
 * Issue 19 item 9: a PDF's document information and XMP metadata are optional; a valid PDF whose
 * metadata cannot be read is read for its pages, never refused as damaged.
 */
describe('a PDF whose metadata is broken', () => {
  for (const [name, broken] of Object.entries(BROKEN_PDF_METADATA)) {
    it(`is read for its text: ${name}`, async () => {
      const doc = await extractDocument(pdfWithBrokenMetadata(broken), 'report.pdf');
      expect(doc.kind).toBe('pdf');
      expect(doc.pages.map((p) => p.text)).toEqual(['Page 1 has one line.', 'Page 2 has one line.']);
    });
  }
});
