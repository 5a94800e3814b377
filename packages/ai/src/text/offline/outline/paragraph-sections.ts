import { cleanText } from '../analysis/clean-text';
import type { SourceSection, SourceSentence, TextAnalysis } from '../analysis/text-analysis';

/** A letter's or e-mail's greeting on its own: "Dear Ms Patel,", "Hi all,". */
const GREETING = /^(?:dear|hi|hello|hey|good (?:morning|afternoon|evening)|greetings|to whom it may concern)\b[^.!?]{0,40}[,:!]?$/i;
/** A sign-off, alone or before the sender's name: "Thanks,", "Yours sincerely, Helen Brooks", "-- Ian Jackson"; never "Thank you for your application". */
const SIGN_OFF =
  /^--\s+\S|^(?:many thanks|thanks(?: again)?|thank you|best wishes|(?:kind|best|warm|warmest) regards|regards|yours (?:sincerely|faithfully|truly)|sincerely|cheers|all the best|best)\s*(?:[,!.]|$)/i;

/** The letters and digits of a text, lower-cased: a sentence is found in its paragraph whatever its spacing or quotes. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const sameWords = (a: string, b: string) => bare(a) === bare(b);

/** The paragraphs of a text: its blocks between blank lines, page furniture gone, as the analysis reads them. */
export function paragraphsOf(text: string): string[] {
  return cleanText(text)
    .split(/\n\s*\n/)
    .map((p) => bare(p))
    .filter(Boolean);
}

/**
 * A text without headings (a memo, a letter, a pasted article or e-mail, a plain .txt) is read into
 * one section, so its plan could only cut its sentences into runs, a slide mixing the end of one
 * paragraph with the start of the next. A writer without headings still groups what belongs
 * together: a paragraph. So each paragraph of such a text becomes a section of its own, with no
 * heading (decision 195): the plan merges related ones and names each slide from its own words.
 *
 * `texts[d]` is the text document `d` was read from (0 the given text; the brief's own sentences,
 * found in none of its paragraphs, keep their section). A document with a heading, or of one
 * paragraph, is kept as it is.
 */
export function withParagraphSections(analysis: TextAnalysis, texts: (string | null)[]): TextAnalysis {
  const paragraphOf = new Map<SourceSentence, number>();
  const framing = new Set<SourceSentence>();
  let changed = false;
  texts.forEach((text, document) => {
    if (!text?.trim()) return;
    const own = analysis.sections.filter((sec) => sec.document === document);
    // (a plain document's headline read as its one heading is its title, not a heading of its parts)
    const titleOnly = (sec: SourceSection, k: number) => k === 0 && own.length === 1 && !!analysis.title && sameWords(sec.heading ?? '', analysis.title);
    if (own.length === 0 || own.some((sec, k) => sec.heading !== null && !titleOnly(sec, k))) return;
    const paragraphs = paragraphsOf(text);
    if (paragraphs.length < 2) return;
    let at = 0;
    const found: [SourceSentence, number][] = [];
    for (const s of own.flatMap((sec) => sec.sentences)) {
      const key = bare(s.text);
      if (!key) continue;
      // (in order: a sentence is looked for from the paragraph the one before it was found in)
      let k = at;
      while (k < paragraphs.length && !(paragraphs[k] as string).includes(key)) k++;
      if (k === paragraphs.length) continue;
      at = k;
      found.push([s, k]);
    }
    if (new Set(found.map(([, k]) => k)).size < 2) return;
    // A letter's or e-mail's greeting and its sign-off with the sender's name under it frame the message; they are none of its content.
    const last = found[found.length - 1]?.[1] ?? 0;
    const signOff = found.findIndex(([x, k]) => k >= last - 1 && SIGN_OFF.test(x.text.trim()));
    for (const [i, [x]] of found.entries()) if ((i === 0 && GREETING.test(x.text.trim())) || (signOff >= 0 && i >= signOff)) framing.add(x);
    for (const [s, k] of found) if (!framing.has(s)) paragraphOf.set(s, k);
    changed = true;
  });
  if (!changed) return analysis;
  // The sections in order: a section of unplaced sentences (the brief's) stays whole; a text's sentences go by paragraph.
  const out: { from: SourceSection; paragraph: boolean; sentences: SourceSentence[] }[] = [];
  for (const sec of analysis.sections) {
    let key: string | null = null;
    for (const s of sec.sentences) {
      if (framing.has(s)) continue;
      const k = paragraphOf.get(s);
      const next = k === undefined ? `section ${s.section}` : `paragraph ${sec.document} ${k}`;
      if (next !== key) out.push({ from: sec, paragraph: k !== undefined, sentences: [] });
      key = next;
      out[out.length - 1]?.sentences.push(s);
    }
  }
  const sentences: SourceSentence[] = [];
  const sections: ParagraphSection[] = out.map((o, k) => {
    // (indexes stay as read: other stages find a sentence by its index)
    const list = o.sentences.map((s, i) => ({ ...s, section: k, positionInSection: i }));
    sentences.push(...list);
    return o.paragraph ? { ...o.from, heading: null, sentences: list, paragraph: true } : { ...o.from, sentences: list };
  });
  return { ...analysis, sections, sentences };
}

/** A section that is one paragraph of a text without headings (decision 195). */
type ParagraphSection = SourceSection & { paragraph?: true };

export const isParagraph = (sec: SourceSection | undefined): boolean => !!(sec as ParagraphSection | undefined)?.paragraph;
