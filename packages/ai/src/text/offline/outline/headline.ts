import { cleanText } from '../analysis/clean-text';
import type { TextAnalysis } from '../analysis/text-analysis';
import { countWords, stripTrailingPunctuation } from '../text-shaping';
import { uncappedTitle } from '../title-casing';

/** Words a headline may have: a news headline is often a sentence ("City opens first protected cycle lane on Harbour Road"). */
export const MAX_HEADLINE_WORDS = 12;

/** The label before an e-mail's subject line. */
const MAIL_SUBJECT = /^(?:subject|re|fwd?|aw)\s*:\s*/i;

/**
 * A pasted text's headline (decision 191): its first line once the page's furniture is gone, standing
 * alone over a blank line or underlined, with more text after it, short, opening on a capital and ending on no
 * sentence mark. It names the text, as the first line of a pasted article or a plain document does.
 */
export function headlineOf(text: string): string | null {
  const lines = cleanText(text).split('\n');
  const first = lines.findIndex((l) => l.trim());
  if (first < 0) return null;
  // (an e-mail's subject line names it without its "Subject:" or "Re:", decision 195)
  const line = (lines[first] as string)
    .trim()
    .replace(/^#{1,6}\s+/, '')
    .replace(MAIL_SUBJECT, '');
  const words = countWords(line);
  // (a line underlined with "===" or "---" stands alone as a title does)
  const underlined = /^\s*(?:={3,}|-{3,})\s*$/.test(lines[first + 1] ?? '');
  const standsAlone = (underlined || !lines[first + 1]?.trim()) && lines.slice(first + (underlined ? 2 : 1)).some((l) => l.trim());
  if (!standsAlone || words < 2 || words > MAX_HEADLINE_WORDS) return null;
  if (/[.!?:;,]["”’)]?$/.test(line) || !/^["“]?[\p{Lu}\p{N}]/u.test(line) || /^[-*•·]\s/.test(line)) return null;
  return line;
}

/**
 * The analysis with the text's headline as its title, never a point (decision 191): the sentence the
 * headline was read as, opening a section under no heading, leaves the body, and an opening left empty
 * leaves the sections. It stands before any heading, so it is the title even when the analysis took the
 * first heading for one ("Severity Levels" under "Ticket Escalation Procedure"); a text whose headline
 * was read as a heading is kept as it is.
 */
export function withHeadline(analysis: TextAnalysis, headline: string | null): TextAnalysis {
  if (!headline) return analysis;
  const key = stripTrailingPunctuation(headline);
  const line = analysis.sentences.find(
    (s) => s.positionInSection === 0 && analysis.sections[s.section]?.heading === null && stripTrailingPunctuation(s.text.replace(MAIL_SUBJECT, '')) === key,
  );
  if (!line) return analysis;
  return titledBy(analysis, line, headline);
}

/** The analysis without `line`, which now titles the video: its section goes with it when it held nothing else. */
function titledBy(analysis: TextAnalysis, line: TextAnalysis['sentences'][number], title: string): TextAnalysis {
  const emptied = analysis.sections[line.section]?.sentences.length === 1 ? line.section : -1;
  const sentences = analysis.sentences
    .filter((s) => s !== line)
    .map((s) => ({
      ...s,
      section: emptied >= 0 && s.section > emptied ? s.section - 1 : s.section,
      positionInSection: s.section === line.section ? s.positionInSection - 1 : s.positionInSection,
    }));
  const sections = analysis.sections.filter((_, k) => k !== emptied).map((sec, k) => ({ ...sec, sentences: sentences.filter((s) => s.section === k) }));
  return { ...analysis, title, sentences, sections };
}

/** A book's label for where a text sits: "Chapter 4", "Part II", "Unit 3", "Appendix B". */
const PART_LABEL = /^(?:chapter|part|section|unit|lesson|module|appendix|book|volume)\s+(?:\d+|[ivxlc]+|[a-z])[.:]?$/i;
/** A line that names: two to eight words, no sentence mark, its first and last words capitalised ("The Water Cycle"). */
const NAME_LINE = /^[\p{Lu}\p{N}][^.!?;:,]*[\p{Lu}\p{N}][\p{L}\p{N}'’-]*$/u;

/**
 * A title that only says where a text sits in its book ("CHAPTER 4") gives way to the line that names
 * it just under it ("The Water Cycle"), which names the video and is never a point (issue 20 item 2,
 * decision 200): a part label and a number say which, not what, as a measure does.
 */
export function withPartName(analysis: TextAnalysis): TextAnalysis {
  const title = analysis.title?.trim() ?? '';
  if (!PART_LABEL.test(title)) return analysis;
  const line = analysis.sentences[0];
  const section = line ? analysis.sections[line.section] : undefined;
  const name = stripTrailingPunctuation(line?.text.trim() ?? '');
  if (!line || !section || line.positionInSection !== 0 || section.heading?.trim() !== title) return analysis;
  if (countWords(name) < 2 || countWords(name) > 8 || !NAME_LINE.test(name)) return analysis;
  return titledBy(analysis, line, name);
}

/** A part label and its number opening a title that goes on to name the text: "Chapter 9. Keeping your Debian system up-to-date". */
const PART_PREFIX = /^(?:chapter|part|section|unit|lesson|module|appendix|book|volume)\s+(?:\d+(?:\.\d+)*|[ivxlc]+|[a-z])[.:]?\s+(?:[—–-]\s+)?(?=\S)/i;

/**
 * The document's title as a trainer would write it for the video (decision 205): without the label of
 * where the text sits in its book when a name follows it ("Chapter 1. Definitions and overview" →
 * "Definitions and overview": the number says which, the name says what), and out of capitals
 * ("NOTICE OF CHANGES TO YOUR TENANCY" → "Notice of changes to your tenancy", `uncappedTitle`).
 */
export function readableTitle(title: string, analysis: TextAnalysis): string {
  const named = title.trim().replace(PART_PREFIX, '');
  return uncappedTitle(countWords(named) >= 2 ? named : title.trim(), analysis.sentences.map((s) => s.text).join('\n'));
}

/**
 * A line that names rather than says (decision 205): two to twelve words, no sentence mark at its end,
 * and every word of four letters or more capitalised or a figure ("Harbourline Backup Agent 3.2
 * Administrator's Manual"), as a document's title line is.
 */
export function isNameLine(text: string): boolean {
  const line = text.trim().replace(/\.$/, '');
  const words = line.split(/\s+/);
  if (words.length < 2 || words.length > MAX_HEADLINE_WORDS || /[.!?:;,]["”’)]?$/.test(line) || /[!?;]/.test(line)) return false;
  const long = words.filter((w) => /\p{L}{4}/u.test(w));
  return long.length >= 2 && long.every((w) => /^["“(]?[\p{Lu}\p{N}]/u.test(w));
}
