/** What names the text itself: a document, its file or page, never what it rules ("This policy applies…" is content). */
const TEXT = '(?:document|file|page|text|manual|guide|faq|section|chapter|handbook|booklet|article|leaflet|pack|deck|presentation|note|version|copy)';
/** The text as the subject of a sentence that says what the text does: "This file will try to document…", "This document does not describe…". */
const TEXT_DOES = new RegExp(
  String.raw`^(?:please note that\s+)?(?:this|the present)\s+${TEXT}\s+(?:will\s+|does not\s+|doesn['’]t\s+|is\s+|was\s+)?(?:try(?:ing)?\s+to\s+|intended\s+to\s+|meant\s+to\s+)?(?:document|describe|explain|cover|contain|list|provide|give|summari[sz]e|set out|outline|walk|is provided|was written|has been written)`,
  'i',
);
/** Its own licence notice: "This document is free; you can redistribute it…", "…received a copy of the GNU GPL along with this document". */
const LICENSED = new RegExp(
  String.raw`^(?:this|the present)\s+${TEXT}\s+is\s+(?:free\b|licensed|distributed|released under|copyright|in the public domain)|\breceived\s+a\s+copy\s+of\b.*\bwith\s+this\s+${TEXT}\b`,
  'i',
);
/** The reader's reading of it: "In case you are reading this as a plain text file or via email". */
const READING = /\b(?:you are|you['’]re|you)\s+(?:reading|viewing)\s+(?:this|it)\b/i;
/** Its versions and formats: "An HTML version is available…", "Version 1.2 ratified on…", "Supersedes Version 1.1…". */
const VERSIONS =
  /^(?:(?:an?|the)\s+(?:html|pdf|plain[- ]text|text|printed|printable|online|web|latest|current|newer|older)\s+version\b|version\s+\d+(?:\.\d+)*\s+(?:ratified|released|published|adopted|approved)\b|supersedes\s+version\b)/i;
/** What the rest of the text will do: "Most of the remainder of this document will outline…". */
const REST = new RegExp(String.raw`\b(?:the\s+)?(?:remainder|rest)\s+of\s+this\s+${TEXT}\b`, 'i');
/** Another document pointed at for the matter: "This is described in another document", "See the GNU General Public License for more details". */
const ELSEWHERE =
  /\b(?:is|are)\s+(?:described|documented|explained|covered|given)\s+in\s+(?:another|a separate|a different|the following)\s+(?:document|file|page|manual)\b|^see\s+\S.{0,80}?\s+for\s+(?:more|further|full)\s+(?:details|information)\W*$/i;

/**
 * A sentence about the text itself — the document as its subject, its versions or formats, the
 * reader's reading of it, or another document where the matter is told — is housekeeping, not
 * content, and is never chosen as a point (issue 20 item 3, decision 203). A rule's subject is not
 * the text: "This policy applies to every employee" says who, and stays.
 */
export const isAboutTheDocument = (text: string): boolean => {
  const t = text.trim();
  return TEXT_DOES.test(t) || READING.test(t) || VERSIONS.test(t) || ELSEWHERE.test(t) || REST.test(t) || LICENSED.test(t);
};
