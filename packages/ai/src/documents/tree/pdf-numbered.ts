import type { PdfLine } from './pdf-tree';

/**
 * Headings numbered by one number or letter, set at body size in the body's weight: "3 Reporting",
 * "12 Appendix", "A. Scope" (decision 196). Such a line looks like a numbered list's item or a
 * sentence opening on a figure ("3 days a week"), so it is a heading only when the document numbers
 * its sections so: the line is short, opens a block, names something (a capital after the number,
 * no closing full stop), and its number is the next of a run from 1 (or A) through the document,
 * with text between one heading and the next — a list's items follow each other line by line.
 */
const SINGLE_NUMBER = /^(\d{1,2})\.?\s+(?=["“(]?\p{Lu})(\S.*)$/u;
const LETTERED = /^([A-Z])[.)]\s+(?=["“(]?\p{Lu})(\S.*)$/u;
/** At most this many characters and words: a heading, not a sentence that opens on a number. */
const MAX_LENGTH = 60;
const MAX_WORDS = 8;
/** Headings of a run the document must have before any of them counts. */
const MIN_RUN = 2;

interface Candidate {
  line: PdfLine;
  kind: 'number' | 'letter';
  value: number;
}

function candidateOf(line: PdfLine): Candidate | undefined {
  const text = line.text.trim();
  if (text.length > MAX_LENGTH || /[.,;:!]$/.test(text)) return undefined;
  const number = SINGLE_NUMBER.exec(text);
  const letter = number ? null : LETTERED.exec(text);
  const title = (number ?? letter)?.[2] ?? '';
  if (!title || title.split(/\s+/).length > MAX_WORDS || !/\p{L}/u.test(title)) return undefined;
  if (number) return { line, kind: 'number', value: Number(number[1]) };
  if (letter) return { line, kind: 'letter', value: letter[1]!.charCodeAt(0) - 64 };
  return undefined;
}

/**
 * The lines, of pages given in reading order, that are numbered headings. `standsAlone` says a line
 * is set as the body is (other heading rules decide larger or bold lines) and stands as a block of
 * its own: it opens a block, and the line after it does not go on with it.
 */
export function numberedHeadings(
  pages: PdfLine[][],
  standsAlone: (l: PdfLine, before: PdfLine | undefined, after: PdfLine | undefined) => boolean,
): Set<PdfLine> {
  const runs: Record<Candidate['kind'], Candidate[]> = { number: [], letter: [] };
  let sinceLast: Record<Candidate['kind'], number> = { number: 0, letter: 0 };
  for (const lines of pages)
    for (const [k, line] of lines.entries()) {
      const candidate = standsAlone(line, lines[k - 1], lines[k + 1]) ? candidateOf(line) : undefined;
      if (!candidate) {
        sinceLast = { number: sinceLast.number + 1, letter: sinceLast.letter + 1 };
        continue;
      }
      const run = runs[candidate.kind];
      const last = run[run.length - 1];
      // The next in the run, with text since the last one: a heading. Else it may start a run (only 1 or A does).
      if (last && candidate.value === last.value + 1 && sinceLast[candidate.kind] > 0) run.push(candidate);
      else if (!last && candidate.value === 1) run.push(candidate);
      else if (last && candidate.value === 1 && run.length < MIN_RUN) runs[candidate.kind] = [candidate];
      sinceLast = { ...sinceLast, [candidate.kind]: 0 };
    }
  return new Set([...runs.number, ...runs.letter].filter((c) => runs[c.kind].length >= MIN_RUN).map((c) => c.line));
}
