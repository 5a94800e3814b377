import { DocumentExtractionError } from './document-errors';
import { DOCUMENT_LIMITS } from './document-limits';

/**
 * Stops reading once a document has produced clearly more text than it may keep. Raw text
 * shrinks when it is tidied (runs of spaces, blank lines), so reading stops at twice the limit
 * and extractDocument applies the exact limit to the tidied pages.
 */
export class TextBudget {
  private used = 0;
  constructor(private readonly max: number = DOCUMENT_LIMITS.maxCharacters) {}

  spend(characters: number): void {
    this.used += characters;
    if (this.used > this.max * 2) throw new DocumentExtractionError('too-much-text');
  }
}
