/** Words of a document, lower-cased, as they are written whole (hyphens kept). */
export function vocabularyOf(lines: string[]): Set<string> {
  const words = new Set<string>();
  for (const line of lines) for (const w of line.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []) words.add(w);
  return words;
}

/** How much of a text's end a join reads: more than any word or web address broken over a line. */
const TAIL = 2000;

/** A web address broken at a line's end: "(https:", "(https://www.", "www.debian.". */
export const BROKEN_ADDRESS = /(?:^|\s)[(<[]?(?:(?:https?|ftp|mailto|file):(?:\/\/[^\s)>\]]*)?|www\.[^\s)>\]]*)$/i;

/**
 * Joins a line to the text it continues. A word broken at the line's end ("se-" over "lect") is
 * mended: joined without its hyphen when the document writes it so elsewhere ("select"), else with
 * it ("non-free", "well-known"), since print breaks a compound at its own hyphen and a hyphen kept
 * loses no word; and a web address broken over two lines is one again (decision 192).
 */
export function joinWrapped(text: string, line: string, vocabulary: Set<string>): string {
  // Only the text's end is read: a paragraph of many lines is joined in time linear in its length.
  const tail = text.slice(-TAIL);
  // A web address goes on where it broke: "(https://www." over "debian.org/security/faq)".
  if (BROKEN_ADDRESS.test(tail) && /^[\w/.#%~-]/.test(line)) return `${text}${line}`;
  const broken = /([\p{L}]+)-$/u.exec(tail);
  const next = /^(\p{Ll}[\p{L}]*)/u.exec(line);
  if (!broken || !next) return `${text} ${line}`;
  const whole = `${broken[1]}${next[1]}`.toLowerCase();
  return vocabulary.has(whole) ? `${text.slice(0, -1)}${line}` : `${text}${line}`;
}
