/** A sentence that leads into code or a display that the narration does not say ("To restore a folder, run:"). */
const LEADS_INTO_CODE = /\b(?:run|type|enter|execute|invoke|the following|as follows)\s*[.:]?\s*$/i;
/** An FAQ's labels: "Q: The job shows "key mismatch"." and "A: Check free disk space first". */
const QUESTION_LABEL = /^\s*Q\s*[:.)]\s*/;
const ANSWER_LABEL = /^\s*A\s*[:.)]\s*(?=\S)/;

/**
 * A source sentence as the voice may say it (decision 206), or null when it cannot be said: a sentence
 * that introduced a command or a display it no longer carries ("To restore a folder to its original
 * place, run.", "… as follows:") announces what the viewer never hears; an FAQ's question line is said
 * as the question it asks, and one that is a statement ("Q: The job shows "key mismatch".") is not said,
 * since read alone it states a fault as a fact. An answer's label is not read ("A: Check free disk
 * space first" → "Check free disk space first").
 */
export function sayableLine(text: string): string | null {
  const trimmed = text.trim();
  if (QUESTION_LABEL.test(trimmed)) {
    const question = trimmed.replace(QUESTION_LABEL, '');
    return /\?["”’)]?$/.test(question) ? question : null;
  }
  if (LEADS_INTO_CODE.test(trimmed) || /:\s*$/.test(trimmed)) return null;
  return trimmed.replace(ANSWER_LABEL, '');
}
