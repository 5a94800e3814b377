/**
 * What an offline voice is given to say (issue 19 item 5, decision 150): any text a user can type,
 * with what no voice can say taken out, so a narration never fails on its characters. Captions
 * and lip-sync are timed on this text, so they show what was said.
 *
 * - Broken text: a lone surrogate (half an emoji cut by an editor) becomes a space.
 * - Invisible characters: control characters (a tab or line break stays) become a space; format
 *   characters (bidirectional overrides, joiners, soft hyphens, byte-order marks) are dropped, a
 *   zero-width space becoming a space since it separates words; private-use and unassigned code
 *   points become a space.
 * - Pictures: emoji, their modifiers and flags become a space; a narrator does not read them out
 *   (©, ® and ™ stay: they are words).
 * - A run of one punctuation mark or symbol is said once: `&&` → `&`, `!!!` → `!`, `----` → `-`;
 *   three dots or more stay an ellipsis. Voices read each symbol by name, and a long run of them
 *   made one utterance minutes long (and crashed Flite).
 */
const WORD_SYMBOLS = new Set(['\u00A9', '\u00AE', '\u2122']);

export function speakableText(text: string): string {
  return text
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, ' ')
    .replace(/[^\P{Cc}\t\n\r]/gu, ' ')
    .replace(/\u200B/g, ' ')
    .replace(/\p{Cf}/gu, '')
    .replace(/[\p{Co}\p{Cn}]/gu, ' ')
    .replace(/[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]|\u20E3|\uFE0E|\uFE0F/gu, (c) => (WORD_SYMBOLS.has(c) ? c : ' '))
    .replace(/([^\p{L}\p{N}\p{M}\s])\1+/gu, (run, mark: string) => (mark === '.' && run.length >= 3 ? '...' : mark));
}

/** Whether the text has anything to say: a letter or a digit. Punctuation and symbols alone are not read. */
export const hasSpeakableText = (text: string) => /[\p{L}\p{N}]/u.test(speakableText(text));
