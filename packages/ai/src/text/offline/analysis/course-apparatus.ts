import { countWords, stripTrailingPunctuation } from '../text-shaping';
import { type Line, looksLikeTitleLine } from './classify-lines';
import { PART_LABEL } from './page-apparatus';

/**
 * Course material's apparatus (decision 217): what a textbook or a training module prints around its
 * content for a reader working through the pages, and a teacher would not show as content.
 * - Learning objectives ("Learning objectives / By the end of this chapter you should be able to: a)
 *   name…; b) explain…") are the lesson's promise: they are taken out of the content and handed to the
 *   opening, which says them once as what the viewer will learn, never as orders on a slide.
 * - Review questions ("Check your understanding", "Exercises", "Questions for discussion") test what the
 *   reader read, at the reader's pace and with answers the text does not give: they are left out.
 * - A "Key words" list of bare terms names what the slides already explain; a glossary that defines
 *   its terms ("Evaporation: water turning into a gas") is content and stays.
 * - "Further reading" lists point at other books: left out.
 */

const LABEL = String.raw`^(?:\d+(?:\.\d+)*[.)]?\s+)?(?:[*_]{1,2})?`;
const END = String.raw`(?:[*_]{1,2})?\s*:?\s*$`;
const heading = (words: string) => new RegExp(`${LABEL}(?:${words})${END}`, 'i');
const OBJECTIVES_HEADING = heading(
  String.raw`(?:learning|lesson|chapter|module|unit|course|session|training)\s+(?:objectives|aims|outcomes|goals)|what you(?:'|’)?ll learn|what you will learn|in this (?:chapter|module|unit|lesson|session|course|section)(?: you will(?: learn)?)?`,
);
/** "Objectives" or "Aims" alone heads a project's goals as often as a lesson's: it is the lesson's only over a lead-in ("By the end of…"). */
const LOOSE_OBJECTIVES_HEADING = heading('objectives|aims|aims and objectives');
const EXERCISES_HEADING = heading(
  'review questions|revision questions|check your (?:understanding|knowledge|learning)|test your(?:self| knowledge| understanding)|self[- ]assessment(?: questions)?|exercises|practice questions|questions for (?:discussion|review|reflection)|discussion questions|end[- ]of[- ]chapter questions',
);
const GLOSSARY_HEADING = heading('key (?:words|terms|vocabulary)|glossary|vocabulary|terms to know');
const READING_HEADING = heading('(?:further|suggested|recommended|additional) reading|reading list');
/** The line that leads into a list of objectives: "By the end of this chapter you should be able to:". */
const OBJECTIVES_LEAD =
  /^(?:by the end of (?:this|the) (?:chapter|module|unit|lesson|session|course|section|video)|after (?:reading|completing|studying|working through) this (?:chapter|module|unit|lesson|session|course|section)|in this (?:chapter|module|unit|lesson|session|course|section)),?\s+(?:you|learners|students|participants)\s+(?:will|should|can)\b/i;

const OBJECTIVES_TAIL = /\b(?:be able to|learn(?: how)? to|learn about|know how to)\s+(.+)$/i;

type Kind = 'objectives' | 'exercises' | 'glossary' | 'reading';

function kindOf(text: string): Kind | null {
  const t = text.trim();
  if (countWords(t) > 8) return null;
  if (EXERCISES_HEADING.test(t)) return 'exercises';
  if (GLOSSARY_HEADING.test(t)) return 'glossary';
  if (READING_HEADING.test(t)) return 'reading';
  if (OBJECTIVES_HEADING.test(t) || LOOSE_OBJECTIVES_HEADING.test(t)) return 'objectives';
  return null;
}

/** A list of bare terms ("evaporation · transpiration · condensation"): no entry is longer than a name, none says anything. */
const bareTerms = (text: string) =>
  text
    .split(/\s*[·•|,;]\s*/)
    .filter(Boolean)
    .every((t) => countWords(t) <= 4 && !/[.!?:]$/.test(t.trim()));

export interface CourseApparatus {
  lines: Line[];
  /** The material's learning objectives, each as the verb phrase it lists ("name the four main stages of the water cycle"). */
  objectives: string[];
}

/** Takes course apparatus out of a document's classified lines; the objectives are kept for the opening. */
export function withoutCourseApparatus(lines: Line[]): CourseApparatus {
  const out: Line[] = [];
  const objectives: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const text = line.kind === 'blank' ? '' : line.text;
    const lead = line.kind === 'text' && OBJECTIVES_LEAD.test(text);
    const kind: Kind | null = line.kind === 'heading' || line.kind === 'text' ? (lead ? 'objectives' : kindOf(text)) : null;
    // A part's label over the line that names the part ("CHAPTER 4" / "The Water Cycle") gives way to the name, which heads the part.
    const at = lines.findIndex((l, k) => k > i && l.kind !== 'blank');
    const named = lines[at];
    if (line.kind !== 'blank' && line.kind !== 'item' && PART_LABEL.test(line.text) && named) {
      if (named.kind === 'heading') continue;
      const after = lines.slice(at + 1).find((l) => l.kind !== 'blank');
      if (named.kind === 'text' && looksLikeTitleLine(named.text) && !/[.!?:;,]$/.test(named.text) && (!after || after.kind === 'heading')) {
        out.push({ kind: 'heading', text: named.text, ...(line.kind === 'heading' && line.level !== undefined ? { level: line.level } : {}) });
        i = at;
        continue;
      }
    }
    if (!kind) {
      out.push(line);
      continue;
    }
    // The block under the label: a lead-in line, its list (or a block's lines up to the next blank for a
    // label on a line of its own), blank lines between the items; it ends at a heading or at text after the list.
    const block: string[] = lead ? [text] : [];
    let j = i + 1;
    let items = 0;
    for (; j < lines.length; j++) {
      const next = lines[j] as Line;
      if (next.kind === 'heading') break;
      if (next.kind === 'blank') {
        if ((items > 0 || (kind === 'reading' && block.length > 0)) && (lines[j + 1]?.kind ?? 'blank') !== 'item') break;
        continue;
      }
      if (next.kind === 'item') {
        items++;
        block.push(next.text);
        continue;
      }
      const leadIn = OBJECTIVES_LEAD.test(next.text) || /:\s*$/.test(next.text);
      const question = kind === 'exercises' && /\?\s*$/.test(next.text);
      const listed = (kind === 'glossary' || kind === 'reading') && items === 0 && block.length === 0;
      if (items > 0 && !question && kind !== 'reading') break;
      if (!(leadIn || question || listed || kind === 'reading')) break;
      block.push(next.text);
      if (kind === 'glossary' && !bareTerms(next.text)) break;
    }
    // (a lead-in that says its objectives itself, "…you will learn how to read a payslip.", gives them)
    const said = block
      .filter((t) => OBJECTIVES_LEAD.test(t) && !/:\s*$/.test(t))
      .map((t) => t.match(OBJECTIVES_TAIL)?.[1] ?? '')
      .filter(Boolean);
    const body = [...said, ...block.filter((t) => !OBJECTIVES_LEAD.test(t) && !/:\s*$/.test(t))];
    // A label over nothing it can take (an "Exercises" heading over a paragraph) heads that paragraph.
    if (block.length === 0) {
      out.push(line);
      continue;
    }
    // A glossary that defines its terms is content: only a list of bare terms is left out.
    if (kind === 'glossary' && !body.every(bareTerms)) {
      out.push(line);
      continue;
    }
    // A lead-in sentence with no list is an ordinary sentence of the text.
    const loose = !lead && LOOSE_OBJECTIVES_HEADING.test(text) && !block.some((t) => OBJECTIVES_LEAD.test(t));
    if ((lead && items === 0 && said.length === 0) || loose || (kind === 'objectives' && body.length === 0)) {
      out.push(line);
      continue;
    }
    if (kind === 'objectives') objectives.push(...body.map(asObjective).filter(Boolean));
    i = j - 1;
  }
  return { lines: out, objectives };
}

/** "a) Name the four main stages of the water cycle;" → "name the four main stages of the water cycle". */
function asObjective(item: string): string {
  const t = stripTrailingPunctuation(item.replace(/^\(?[a-z\d]{1,3}[.)]\s+/i, '').replace(/\s+(?:and|or)$/i, ''));
  const first = t.split(/\s+/)[0] ?? '';
  return /^[A-Z][a-z]+$/.test(first) ? t.charAt(0).toLowerCase() + t.slice(1) : t;
}
