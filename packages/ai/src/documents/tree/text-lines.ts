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

/** Words a title leaves in lower case ("Grant of Copyright License", "Disclaimer of Warranty"). */
const MINOR_WORDS = /^(?:a|an|and|as|at|by|for|from|in|into|nor|not|of|on|or|per|the|to|vs|via|with)$/i;

/** A short phrase in title case: every word but the small ones opens on a capital or a digit. */
export function isTitleCasePhrase(text: string, maxWords = 8): boolean {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length === 0 || words.length > maxWords || !/^["“]?[\p{Lu}\d]/u.test(words[0]!)) return false;
  return words.every((w) => MINOR_WORDS.test(w) || /^["“(]?[\p{Lu}\d]/u.test(w));
}

export const isAllCaps = (line: string) => /\p{Lu}/u.test(line) && !/\p{Ll}/u.test(line);
/** Starts with a capital letter (or a digit) and has no more than 10 words. */
export const isSentenceCaseTitle = (line: string) => /^[\p{Lu}\d]/u.test(line.trim()) && line.trim().split(/\s+/).length <= 10;

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DATE_LINE = new RegExp(
  `^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\\s+)?(?:(?:\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}|${MONTH}(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?),?\\s+\\d{4}|\\d{1,4}[-/.]\\d{1,2}[-/.]\\d{1,4})$`,
  'i',
);
/** A date alone ("May 31, 2022", "3 March 2024", "2024-03-01"): a title page's or letter's date, never a heading. */
export const isDateLine = (line: string) => DATE_LINE.test(line.trim());
