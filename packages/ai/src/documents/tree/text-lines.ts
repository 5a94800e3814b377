/**
 * Line patterns shared by the readers of unstyled text (plain text, PDF): list markers and
 * numbered headings are told by their glyphs, since nothing else marks them.
 */
export const BULLET = /^[ \t]*([•●▪■◦‣○◆◇►▸➢✓✔·*+\-–—])[ \t]+(\S.*)$/u;
export const ORDERED_ITEM = /^[ \t]*(\d{1,3}|[a-zA-Z]|[ivxIVX]{1,5})[.)][ \t]+(\S.*)$/;
/** "1 Scope", "2.3 Fire exits", "4.1.2. Drills": a section number, then a title. */
export const NUMBERED_HEADING = /^[ \t]*(\d{1,3}(?:\.\d{1,3})*)\.?[ \t]+(\S.{0,100})$/;

/** A heading is a short line that does not read as a sentence or a clause running on. */
export function headingLike(line: string, maxLength = 80): boolean {
  const t = line.trim();
  if (!t || t.length > maxLength) return false;
  if (!/\p{L}/u.test(t)) return false;
  return !/[.,;:!?]$/.test(t) || (/\?$/.test(t) && t.length <= 60);
}

export const isAllCaps = (line: string) => /\p{Lu}/u.test(line) && !/\p{Ll}/u.test(line);
/** Starts with a capital letter (or a digit) and has no more than 10 words. */
export const isSentenceCaseTitle = (line: string) => /^[\p{Lu}\d]/u.test(line.trim()) && line.trim().split(/\s+/).length <= 10;
