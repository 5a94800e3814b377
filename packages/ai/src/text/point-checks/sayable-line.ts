import { ANSWER_MARK, QUESTION_MARK } from '../../documents/tree/question-answer';

/**
 * A lead-in that ends on the command or display it introduces (decision 207): "…, run:", "as follows:",
 * "type the following:", and the same with the colon lost or turned to a stop ("To restore a folder,
 * run."), or with the command's choice still to come ("…, execute either").
 */
const LEADS_INTO_DISPLAY = [
  /\b(?:run|type|enter|execute|invoke|issue)(?:\s+(?:either|one of|the command|the commands|this|these|the following))?\s*[.:]?\s*$/i,
  /\b(?:the following|as follows)\s*[.:]?\s*$/i,
  /\b(?:use|add|write|call|follows|below|this|these|like)\s*:$/i,
];

/**
 * A sentence that only sends the viewer elsewhere — another chapter, a page, a manual page, a file to
 * read — carries nothing of its own to show or say: "See Chapter 2", "[asn1 decode simple der], page
 * 22", "More information is given in the manual page dpkg-deb(1)", "For more information, read
 * apt(8)…". A page reference is the printed book's, and a video has no pages.
 */
const POINTS_ELSEWHERE = [
  /^\s*(?:see|refer to|cf\.?)\s+(?:also\s+)?(?:the\s+)?(?:chapter|section|appendix|page|figure|table|part|manual|man page|\[|“|")/i,
  /^\s*(?:for|with)\s+(?:more|further|additional|full)\s+(?:information|details|info)\b[^.]*\b(?:see|read|refer|consult|look)\b/i,
  /^\s*(?:more|further)\s+(?:information|details)\s+(?:is|are|can be)\s+(?:given|found|available)\s+in\b/i,
  /^\s*\[[^\]]+\],?\s+(?:on\s+)?page\s+\d+\W*$/i,
];

export const leadsIntoDisplay = (text: string) => LEADS_INTO_DISPLAY.some((re) => re.test(text.trim()));
export const pointsElsewhere = (text: string) => POINTS_ELSEWHERE.some((re) => re.test(text.trim()));

/**
 * A line of the source as a slide may show it and the voice may say it, or null when it can be
 * neither (decisions 206, 207 and 214) — the one rule for the points and the narration:
 * - a sentence that leads into a command or a display no one shows announces what is never seen;
 * - a sentence that only sends the viewer to another chapter, page or manual says nothing itself;
 * - an FAQ's question line is the question it asks; one that is a statement ("Q: The job shows "key
 *   mismatch".") is not said, since read alone it states a fault as a fact; an answer's label is not
 *   read ("A: Check free disk space first" → "Check free disk space first").
 * `voice` also leaves out any line ending on a colon: said, it promises a list the voice does not read;
 * a point may end on one ("Each job names the folders to copy, a schedule and how long copies are kept:").
 */
export function sayableLine(text: string, use: 'voice' | 'point' = 'voice'): string | null {
  const trimmed = text.trim();
  if (QUESTION_MARK.test(trimmed)) {
    const question = trimmed.replace(QUESTION_MARK, '');
    return /\?["”’)]?$/.test(question) ? question : null;
  }
  if (leadsIntoDisplay(trimmed) || pointsElsewhere(trimmed)) return null;
  if (use === 'voice' && /:\s*$/.test(trimmed)) return null;
  return trimmed.replace(ANSWER_MARK, '');
}

/** Whether a line can be neither shown nor said as it stands (see `sayableLine`). */
export const unsayable = (text: string, use: 'voice' | 'point' = 'voice') => sayableLine(text, use) === null;
