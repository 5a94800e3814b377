import { DocumentExtractionError, extractDocument } from '@lectern/ai';
import type { DocumentExtractor } from './document-use-cases';

/** The document use-cases' view of packages/ai's extraction. */
export const documentExtractor: DocumentExtractor = async (bytes, filename) => {
  try {
    const doc = await extractDocument(bytes, filename);
    return { ok: true, document: { kind: doc.kind, pages: doc.pages, textLength: doc.textLength } };
  } catch (err) {
    if (err instanceof DocumentExtractionError) return { ok: false, unsupported: err.code === 'unsupported', message: err.message };
    return { ok: false, unsupported: false, message: 'This document could not be read.' };
  }
};
