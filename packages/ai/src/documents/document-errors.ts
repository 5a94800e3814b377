import { DOCUMENT_MESSAGES } from '@lectern/core';

export type DocumentErrorCode = 'unsupported' | 'pdf-unreadable' | 'pdf-no-text' | 'corrupt-archive' | 'empty';

export const DOCUMENT_ERROR_MESSAGES: Record<DocumentErrorCode, string> = {
  unsupported: DOCUMENT_MESSAGES.unsupported,
  'pdf-unreadable': 'This PDF is password-protected or damaged and cannot be read.',
  'pdf-no-text': 'This PDF has no selectable text (it may be a scanned image).',
  'corrupt-archive': 'This file is damaged and cannot be opened.',
  empty: 'This document contains no text.',
};

/** The only error document extraction throws; its message is shown to the user as is. */
export class DocumentExtractionError extends Error {
  override readonly name = 'DocumentExtractionError';
  constructor(readonly code: DocumentErrorCode) {
    super(DOCUMENT_ERROR_MESSAGES[code]);
  }
}
