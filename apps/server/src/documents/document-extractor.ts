import { DOCUMENT_ERROR_MESSAGES, DocumentExtractionError, extractDocumentIsolated } from '@lectern/ai';
import type { DocumentExtractor } from './document-use-cases';

/**
 * The document use-cases' view of packages/ai's extraction. Reading happens in a separate process
 * under time and memory limits (docs/decisions/100), so no upload can stall or take down the server.
 */
export const documentExtractor: DocumentExtractor = async (bytes, filename) => {
  try {
    const doc = await extractDocumentIsolated(bytes, filename);
    return { ok: true, document: { kind: doc.kind, pages: doc.pages, textLength: doc.textLength, tree: doc.tree } };
  } catch (err) {
    if (err instanceof DocumentExtractionError) return { ok: false, unsupported: err.code === 'unsupported', busy: err.code === 'busy', message: err.message };
    return { ok: false, unsupported: false, message: DOCUMENT_ERROR_MESSAGES['reader-failed'] };
  }
};
