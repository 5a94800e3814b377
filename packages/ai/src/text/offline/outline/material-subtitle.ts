import { leansOnEarlierSentence } from '../../nlp/leans-on-earlier-sentence';
import { looksLikeCode } from '../../point-checks/looks-like-code';
import type { SourceSentence } from '../analysis/text-analysis';
import { isAboutTheDocument } from './about-the-document';

/** Words a subtitle may have: a longer sentence is a point, and a cut one says half of it. */
export const MAX_SUBTITLE_WORDS = 25;

/** A file, an address or a web link: where to read more, never what the video is about. */
const POINTER = /\b[\w-]+\.(?:txt|pdf|html?|md|docx?|pptx?)\b|\b\S+@\S+\.\w+|https?:\/\/|\bwww\./i;
/** The text itself named inside the sentence ("…copies of this document", "…Sections 1 through 9 of this document"): housekeeping. */
const THIS_TEXT = /\bthis\s+(?:document|file|manual|guide|faq|page|text|booklet|licen[cs]e)\b/i;
/** A term's definition ("\"Licensor\" shall mean…", "Means each individual…"): one entry of a glossary, not the text's subject. */
const DEFINITION = /\bshall mean\b|^means\b/i;
/** A footnote ("[^1]: Guidance note WSO-9…") or a line in capitals (a notice set apart): not what the text is about. */
const SET_APART = (text: string) => /^\[|\[\^/.test(text) || !/\p{Ll}/u.test(text);
/** An aside in brackets: a defined term or a reference ("…neighboring rights (\"Copyright and Related Rights\")"), legal wording, not a line under a title. */
const ASIDE = /\(/;

/** Whether a sentence can stand under the video's title as its subtitle. */
export function standsAsSubtitle(text: string): boolean {
  return (
    !isAboutTheDocument(text) &&
    !POINTER.test(text) &&
    !THIS_TEXT.test(text) &&
    !DEFINITION.test(text.trim()) &&
    !ASIDE.test(text) &&
    !SET_APART(text.trim()) &&
    !looksLikeCode(text)
  );
}

/**
 * The line under the title when the brief names its subject beside material (decision 205): not the
 * brief's words, but the material's first statement, in reading order, that stands alone — a sentence
 * of six to 25 words opening on a capital (a numbered paragraph's too), not leaning on a sentence
 * before it, not about the document nor naming it, no pointer to a file or address, no definition, no
 * aside in brackets, no footnote, no line in capitals, no code. A text's first statement says what it
 * is about, as the brief's subject did ("Fontconfig is a library designed to provide system-wide font
 * configuration…"); it is shown whole, since a cut one says half of it. Null when none stands alone.
 */
export function materialSubtitle(sentences: SourceSentence[]): SourceSentence | null {
  return (
    sentences.find(
      (x) =>
        x.words >= 6 &&
        x.words <= MAX_SUBTITLE_WORDS &&
        /^["“]?[\p{Lu}\p{N}]/u.test(x.text.trim()) &&
        /[.!]["”’)]?$/.test(x.text.trim()) &&
        !leansOnEarlierSentence(x.text) &&
        standsAsSubtitle(x.text),
    ) ?? null
  );
}
