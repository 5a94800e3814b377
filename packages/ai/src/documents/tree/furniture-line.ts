/** What a joined line is split at: a middle dot, a bar or a bullet between spaces ("Ltd · Manual 3.2 · Page 2"). */
const JOINER = /\s+[·|•]\s+/;

/** A piece that only a page's furniture holds: where the page sits, which edition, who published it, when it is reviewed, its copyright. */
const FURNITURE_PIECE = new RegExp(
  [
    String.raw`^(?:page|p\.|pg\.?)\s*\d+(?:\s*(?:of|/)\s*\d+)?$`,
    String.raw`^\d+\s*(?:of|/)\s*\d+$`,
    String.raw`\b(?:first|second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th))\s+edition$`,
    String.raw`^edition\s+\d+$`,
    String.raw`^(?:version|rev(?:ision|\.)?|v)\s*\d+(?:\.\d+)*$`,
    String.raw`^published\s+by\b`,
    String.raw`^(?:last\s+)?(?:reviewed|revised|updated)\b`,
    String.raw`^(?:©|\(c\)|copyright)\s`,
    '^all rights reserved$',
  ].join('|'),
  'i',
);

/**
 * A running header, footer or colophon set as one line of short pieces joined by "·" or "|"
 * (issue 20 item 3, decision 207): "Harbourline Systems Ltd · Administrator's Manual 3.2 · Page 2",
 * "Published by the Workplace Standards Office · Guidance note WSO-14 · Third edition",
 * "WSO-14 · Page 1 of 1 · Reviewed annually". It names the document, its publisher, edition or
 * page, never what the document says, so it is no point and is never said. A joined line of
 * content ("Tea · Coffee · Juice", "Do | Don't") holds no piece of furniture and stays.
 */
export function isFurnitureLine(text: string): boolean {
  const t = text
    .replace(/^[\s*_]+|[\s*_]+$/g, '')
    .replace(/[.]$/, '')
    .trim();
  if (t.includes('\n') || t.length > 160) return false;
  const pieces = t.split(JOINER).map((p) => p.trim());
  if (pieces.length < 2) return false;
  // Each piece is short and no sentence: a name, a number, a phrase.
  if (pieces.some((p) => !p || p.split(/\s+/).length > 8 || /[.!?;]\s/.test(p))) return false;
  return pieces.some((p) => FURNITURE_PIECE.test(p));
}
