// The constants file itself, not the package index: the reader process starts once per document
// and loading all of core there costs about a second.
import { DOCUMENT_MESSAGES } from '@lectern/core/src/flows/flow-constants';
import { DOCUMENT_LIMITS, formatCount } from './document-limits';

export type DocumentErrorCode =
  | 'unsupported'
  | 'pdf-unreadable'
  | 'pdf-encrypted'
  | 'pdf-no-text'
  | 'pdf-too-many-pages'
  | 'docx-too-many-pages'
  | 'pptx-too-many-slides'
  | 'office-encrypted'
  | 'corrupt-archive'
  | 'archive-too-large'
  | 'too-much-text'
  | 'too-slow'
  | 'too-much-memory'
  | 'reader-failed'
  | 'busy'
  | 'empty';

const L = DOCUMENT_LIMITS;
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Shown to the owner as the failed document's reason: say what is wrong and what to do. */
export const DOCUMENT_ERROR_MESSAGES: Record<DocumentErrorCode, string> = {
  unsupported: DOCUMENT_MESSAGES.unsupported,
  'pdf-unreadable': 'This PDF is password-protected or damaged and cannot be read.',
  'pdf-encrypted': 'This PDF is password-protected. Remove the password and upload it again.',
  'pdf-no-text': 'This PDF has no selectable text (it may be a scanned image).',
  'pdf-too-many-pages': `This PDF has more than ${formatCount(L.maxPdfPages)} pages. Split it into smaller files and upload the part you need.`,
  'docx-too-many-pages': `This Word document has more than ${formatCount(L.maxDocxPages)} pages. Split it into smaller files and upload the part you need.`,
  'pptx-too-many-slides': `This presentation has more than ${formatCount(L.maxSlides)} slides. Split it into smaller files and upload the part you need.`,
  'office-encrypted': 'This file is password-protected. Save it again without a password and upload it again.',
  'corrupt-archive': 'This file is damaged and cannot be opened.',
  'archive-too-large': `This file unpacks to more than ${mb(L.maxArchiveBytes)} MB of text and layout, so it was not read. Upload a smaller file or only the part you need.`,
  'too-much-text': `This document has more than ${formatCount(L.maxCharacters)} characters of text. Upload a shorter document or only the part you need.`,
  'too-slow': `Reading this document took longer than ${L.timeLimitMs / 1000} seconds, so it was stopped. Upload a smaller or simpler file.`,
  'too-much-memory': `Reading this document needed more than ${L.memoryCeilingMb} MB of memory, so it was stopped. Upload a smaller or simpler file.`,
  'reader-failed': 'This document could not be read. Please try again, or upload it in another format.',
  busy: 'The server is busy reading other documents. Please try again in a minute.',
  empty: 'This document contains no text.',
};

/** The only error document extraction throws; its message is shown to the user as is. */
export class DocumentExtractionError extends Error {
  override readonly name = 'DocumentExtractionError';
  constructor(readonly code: DocumentErrorCode) {
    super(DOCUMENT_ERROR_MESSAGES[code]);
  }
}
