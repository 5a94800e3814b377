import type { DocumentTree } from '../../../documents/tree/document-tree';
import { countWords, DANGLING_END } from '../text-shaping';
import { contrastTableLines } from './contrast-table-lines';

/**
 * A document's structure tree (decision 157) written as the text the analysis reads (decision 178):
 * each heading as a Markdown heading of its level, so the sections are the document's own and never
 * guessed from short lines; list items and table rows one item a line; code left out, since code is
 * never a point (issue 20 item 3). A heading that does not read as one (a bold run that opens a
 * paragraph, "Waiver. To the greatest extent permitted by, but") is read as text. A tree whose content could mostly not be placed in the text (a
 * scanned-style PDF whose words run together) does not say where the text's words are: null, and the
 * text is read as it is.
 */
export function treeText(tree: DocumentTree | undefined): string | null {
  if (!tree) return null;
  const content = tree.nodes.filter((n) => n.type !== 'heading');
  if (content.length === 0 || content.filter((n) => n.end > n.start).length < content.length / 2) return null;
  const blocks: string[] = [];
  // A table of contents repeats the headings with their page numbers: it is the document's furniture.
  let skipUnder = 0;
  for (const node of tree.nodes) {
    if (node.type === 'heading' && skipUnder && node.level <= skipUnder) skipUnder = 0;
    if (node.type === 'heading' && CONTENTS.test(oneLine(node.text))) skipUnder = node.level;
    if (skipUnder) continue;
    // A contents line run into one paragraph ("Contents: 1 Who this is for · 2 The law · …") is furniture too (decision 192).
    if (node.type === 'paragraph' && CONTENTS_LINE.test(oneLine(node.text))) continue;
    if (node.type === 'heading')
      blocks.push(readsAsHeading(node.text) ? `${'#'.repeat(Math.min(Math.max(node.level, 1), 6))} ${headingText(node.text)}` : oneLine(node.text));
    else if (node.type === 'list') blocks.push(node.items.map((i) => `- ${oneLine(i.text)}`).join('\n'));
    else if (node.type === 'table') blocks.push(contrastTableLines(node.rows, !!node.header) ?? tableLines(node.rows, !!node.header));
    else if (node.type !== 'code') blocks.push(oneLine(node.text));
  }
  const text = blocks.filter((b) => b.replace(/[#\s-]/g, '')).join('\n\n');
  return text && `${HEADINGS_STATED}\n\n${text}`;
}

/**
 * Opens a text whose every heading is written as a Markdown heading: a tree's reader has already
 * told its headings from its paragraphs by style, size or markup, so no line of it is taken for a
 * heading by its look ("May 31, 2022" on a title page, "Currently there are three versions:" over
 * a list, decision 192). An HTML comment, so cleaning the text for speech keeps it for the line
 * reader (classify-lines.ts), which drops it.
 */
export const HEADINGS_STATED = '<!-- headings stated -->';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A table's rows as items, one a line (decision 196): a row is named by its first cell, "Hotel cap:
 * $180 a night, most cities", so it reads as a point on its own. A header row only names the columns
 * ("Item, Limit, Where") and is no item; a table whose header the reader could not tell keeps its
 * first row, joined as before.
 */
function tableLines(rows: string[][], header: boolean): string {
  const row = (cells: string[]) => {
    const [first = '', ...rest] = cells.map(oneLine).filter(Boolean);
    return `- ${rest.length && header ? `${first.replace(/:$/, '')}: ${rest.join(', ')}` : [first, ...rest].join(', ')}`;
  };
  return (header ? rows.slice(1) : rows).map(row).join('\n');
}

/** A section's number is the document's furniture, not its name: "2.1 Scope", "4. Controls", "3 Restoring Files", "Chapter 12. Getting Support" and a printed PDF's "1.3OK, now I know…" (its number set against the text) lose it, "2024 Benefits" keeps its year. */
const SECTION_NUMBER = /^(?:(?:chapter|section|part)\s+\d+(?:\.\d+)*[.:]?|\d+(?:\.\d+)+\.?|\d+[.)]|\d{1,2}(?=\s+\p{Lu}))\s+(?=\S)/iu;
const GLUED_NUMBER = /^\d+(?:\.\d+)+(?=\p{Lu})/u;
const withoutNumber = (text: string) => oneLine(text).replace(SECTION_NUMBER, '').replace(GLUED_NUMBER, '');
const CONTENTS = /^(?:table of )?contents$/i;
const CONTENTS_LINE = /^(?:table of )?contents\s*[:—–]\s/i;
export const headingText = (text: string) => withoutNumber(text) || oneLine(text);

/** Words in a heading at most: a longer line is a sentence set in bold. A question, an FAQ's heading, may run longer (decision 192). */
const MAX_HEADING_WORDS = 10;
const MAX_QUESTION_WORDS = 20;

const PARTICLE = /^(?:off|in|out|up|down|over|on|back|away)$/;

/** A heading names a section: a short line that neither runs on into a sentence nor stops mid-phrase. */
export function readsAsHeading(text: string): boolean {
  const t = withoutNumber(text);
  const words = t
    .replace(/[^\p{L}\p{N}]+$/u, '')
    .split(/\s+/)
    .map((w) => w.toLowerCase());
  const last = words[words.length - 1] ?? '';
  // An infinitive ends a name whole: "What to Do", "Where to Go" (decision 184).
  const infinitive = words[words.length - 2] === 'to';
  // A particle closes a phrasal noun whole: "Time Off", "Sign In", "Opting out" name a section, where
  // "… an Organisation That" stops mid-phrase.
  const phrasal = PARTICLE.test(last) && words.length >= 2 && words.length <= 3 && !DANGLING_END.has(words[words.length - 2] ?? '');
  const question = /\?$/.test(t) && !/[.!?]\s+\S/.test(t) && countWords(t) <= MAX_QUESTION_WORDS;
  return question || (countWords(t) <= MAX_HEADING_WORDS && !/[,;]$/.test(t) && !/[.!?]\s+\S/.test(t) && (infinitive || phrasal || !DANGLING_END.has(last)));
}
