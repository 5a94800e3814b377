/**
 * A printed or written document's apparatus: what helps a reader find their way in the pages and
 * means nothing to a viewer of a video. A table of contents, footnotes and their markers, figure
 * captions, pointers to a figure or a paragraph ("(see Figure 4.2)", "(see paragraph 4.3)") and a
 * page's running line ("Chapter 4 · The Water Cycle · 61") are left out of every text the engine
 * reads, so they are neither points nor said.
 */

/** A table of contents on one line: a "Contents:" label, or three numbered entries joined by "·", "|" or "•". */
const CONTENTS_LINE = /^\s*(?:[*_]{1,2})?(?:table of )?contents\s*:?\s*(?:[*_]{1,2})?\s*:?\s+\d/i;
const CONTENTS_ENTRY = /(?:^|[·|•])\s*\d+(?:\.\d+)*\.?\s+\p{L}[^·|•\n]{1,60}(?=[·|•]|$)/gu;
/** A Markdown footnote's text ("[^1]: Guidance note WSO-9…"). */
const FOOTNOTE_TEXT = /^\s*\[\^[\w-]{1,12}\]:/;
/** A footnote marker after a word or a sentence: "…for those.[^1]", "…the list itself.[7]". */
const FOOTNOTE_MARKER = /(?<=[\p{L}\p{N}.,;:)’'"”])\[\^?[\w-]{1,4}\](?!\()/gu;
/** A figure's caption on a line of its own: "Figure 4.2 Water vapour leaves a plant…". */
const CAPTION_LINE = /^\s*(?:figure|fig\.|diagram|illustration|photo|image)\s+\d+(?:\.\d+)*[.:]?\s+\p{Lu}/iu;
/** A pointer into the pages, in brackets: "(see Figure 4.2)", "(see paragraph 4.3)", "(Table 2)", "(cf. section 5)". */
const POINTER =
  /[ \t]*\((?:(?:see(?: also)?|cf\.?)\s+)?(?:figures?|fig\.|tables?|diagrams?|illustrations?|sections?|chapters?|paragraphs?|para\.|pages?|p\.|pp\.|appendix|appendices|annex|box)\s+[\w.–-]*\d[\w.–-]*(?:\s+(?:and|to|or)\s+[\w.–-]*\d[\w.–-]*)?(?:\s+(?:above|below|overleaf))?\)/gi;
/** A page's running line: a chapter label, its title and the page number, in either order. */
const RUNNING_LINE =
  /^\s*(?:(?:chapter|part|unit|module)\s+\d+\s*[·|•]\s*[^·|•\n]+[·|•]\s*\d{1,4}|\d{1,4}\s*[·|•]\s*(?:chapter|part|unit|module)\s+\d+\s*[·|•]\s*[^·|•\n]+)\s*$/i;

/**
 * A part's label on a line of its own ("CHAPTER 4", "Unit 3", "Lesson two"): over a heading that names the
 * part, its number orders the book's pages and names nothing a viewer hears (decision 217, course-apparatus.ts).
 */
export const PART_LABEL =
  /^\s*(?:#{1,6}\s+)?(?:[*_]{1,2})?(?:chapter|unit|module|lesson|part|week|session|topic)\s+(?:\d+|[ivxlc]+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\.?(?:[*_]{1,2})?\s*$/i;

export function isContentsLine(line: string): boolean {
  return CONTENTS_LINE.test(line) || (line.match(CONTENTS_ENTRY) ?? []).length >= 3;
}

export function withoutApparatus(text: string): string {
  return text
    .split('\n')
    .filter((line) => !(FOOTNOTE_TEXT.test(line) || CAPTION_LINE.test(line) || RUNNING_LINE.test(line) || isContentsLine(line)))
    .map((line) => line.replace(FOOTNOTE_MARKER, '').replace(POINTER, ''))
    .join('\n');
}
