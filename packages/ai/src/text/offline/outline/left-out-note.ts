import { joinList } from '../text-shaping';

/** Left-out sections named one by one; beyond these, counted. */
const NAMED_LEFT_OUT = 3;

/**
 * A heading that is no topic to name: a defined term in quotes ('"Contributor"', the definitions of a
 * licence), a title with its version ("CC0 1.0 Universal"). Said as "… also covers "Contributor",
 * "Contributor Version"…" they read as the same words twice and tell the viewer nothing (decision 216).
 */
const NOT_A_TOPIC = /^["“‘'«]|\b\d+(?:\.\d+)+\b/;

/**
 * The closing slide's line on what the video leaves out (decisions 178, 216): "More in the Benefits
 * Guide: Travel Insurance and Gifts.", the document named by its own title, never its file name (a
 * learner never sees a file name, spec 001 §7). The voice says the same items in the same order
 * ("The Benefits Guide also covers travel insurance and gifts."). Null when no section is worth naming.
 */
export function leftOutNote(headings: string[], documents: string[]): string | null {
  const topics = namedLeftOut(headings, documents);
  if (topics.length === 0) return null;
  const more = topics.length - NAMED_LEFT_OUT;
  const named = more > 1 ? [...topics.slice(0, NAMED_LEFT_OUT), `${more} more sections`] : topics;
  const where = documents.length ? joinList(documents.map(namedDocument)) : 'the full text';
  return `More in ${where}: ${joinList(named)}.`;
}

/** The left-out sections worth naming, in order (a document's own title is the place, never one of its sections). */
export function namedLeftOut(headings: string[], documents: string[]): string[] {
  const titles = new Set(documents.map((d) => d.trim().toLowerCase()));
  return headings.filter((h) => !NOT_A_TOPIC.test(h.trim()) && !titles.has(h.trim().toLowerCase()));
}

/**
 * A document named in a sentence: "the" only before a title that ends on what the document is ("the
 * Benefits Guide", "the Travel Policy"); a title that opens on its own article or names its subject
 * ("The Contoso Courier", "Benefits & Perks") is said as it is.
 */
export const namedDocument = (title: string) => (/^(?:the|a|an)\s/i.test(title) || !DOCUMENT_NOUN.test(title.trim()) ? title : `the ${title}`);
/** What a document is, by the last word of its title ("Travel Policy" → policy). */
export const DOCUMENT_NOUN =
  /\b(guide|guidance|policy|handbook|manual|document|report|newsletter|charter|plan|code|FAQ|agreement|contract|licen[cs]e|procedure|standard|notes|overview|brochure|leaflet|booklet|presentation|deck|article|page|letter|memo|checklist|statement|constitution|specification|terms)$/i;
