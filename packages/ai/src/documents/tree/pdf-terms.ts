import type { PdfLine } from './pdf-tree';
import { BULLET, ORDERED_ITEM } from './text-lines';

/**
 * Description lists in print (decision 196): a short term on a line of its own, bold or not, with
 * its description indented under it, as manuals set options and glossaries set words:
 *
 *     --verbose
 *         Print more about what is being done.
 *
 * A term is not a heading of its own, nor the first words of a paragraph: it and its description
 * are one list item. Only a run of two or more such pairs, terms at one left edge and descriptions
 * at one indent, counts — a heading over a paragraph whose first line is indented is one pair alone.
 */
export const PDF_TERMS = { maxTermLength: 50, minIndent: 1.5, minPairs: 2 } as const;

const isTerm = (l: PdfLine) =>
  l.text.length <= PDF_TERMS.maxTermLength && /\p{L}/u.test(l.text) && !/[.,;!?]$/.test(l.text) && !BULLET.test(l.text) && !ORDERED_ITEM.test(l.text);
const sameEdge = (a: PdfLine, b: PdfLine) => Math.abs(a.x - b.x) <= Math.max(a.size, b.size) * 0.5;
const near = (above: PdfLine, below: PdfLine) => above.y > below.y && above.y - below.y <= Math.max(above.size, below.size) * 2.2;

/** A term's shape: its edge, its description's indent, its type. */
interface Pair {
  term: PdfLine;
  first: PdfLine;
  /** Nothing goes on under the description at the term's edge at line spacing (a paragraph whose first line is indented does). */
  setApart: boolean;
  /** Not inside a sentence: the line before the term ends one (or is no body text), and the description opens one. */
  ownSentence: boolean;
}
const sameShape = (a: Pair, b: Pair) =>
  sameEdge(a.term, b.term) &&
  Math.abs(a.first.x - a.term.x - (b.first.x - b.term.x)) <= Math.max(a.term.size, b.term.size) * 0.5 &&
  !!a.term.bold === !!b.term.bold &&
  !!a.term.mono === !!b.term.mono;

/**
 * The lines, given in reading order, that are terms of a description list; `atBodySize` keeps larger headings out.
 * A pair alone is a term too (decision 201) when it is set apart below and has the shape of a run of pairs elsewhere
 * in the document (edge, indent, weight and type alike), or when its term is set in type (an option, a command)
 * over a description that is not, outside any sentence: a manual's short section with one option. A bold line over an indented block
 * with no such list elsewhere stays a heading.
 */
export function descriptionTerms(lines: PdfLine[], atBodySize: (l: PdfLine) => boolean): Set<PdfLine> {
  const terms = new Set<PdfLine>();
  const runs: Pair[] = [];
  const lone: Pair[] = [];
  let run: Pair[] = [];
  const close = () => {
    if (run.length >= PDF_TERMS.minPairs)
      for (const t of run) {
        terms.add(t.term);
        runs.push(t);
      }
    else if (run.length === 1) lone.push(run[0]!);
    run = [];
  };
  let k = 0;
  while (k < lines.length) {
    const term = lines[k]!;
    const first = lines[k + 1];
    const pairs =
      !!first && atBodySize(term) && isTerm(term) && near(term, first) && first.x >= term.x + term.size * PDF_TERMS.minIndent && !BULLET.test(first.text);
    if (!pairs || (run.length && !sameEdge(run[0]!.term, term))) {
      close();
      if (!pairs) {
        k++;
        continue;
      }
    }
    // The description: the indented lines under the term, down to the next line back at the term's edge.
    let end = k + 1;
    while (end + 1 < lines.length && sameEdge(lines[end + 1]!, first!) && near(lines[end]!, lines[end + 1]!)) end++;
    const after = lines[end + 1];
    if (after && after.x > term.x + term.size * 0.5 && near(lines[end]!, after)) {
      close();
      k = end + 1;
      continue;
    }
    // A line at the term's edge right under the description goes on with it, unless it is the next term.
    const next = lines[end + 2];
    const nextIsTerm = !!after && !!next && isTerm(after) && near(after, next) && next.x >= after.x + after.size * PDF_TERMS.minIndent;
    const setApart = !after || !near(lines[end]!, after) || !atBodySize(after) || nextIsTerm;
    const before = k > 0 ? lines[k - 1] : undefined;
    const ownSentence = (!before || !atBodySize(before) || /[.!?]["”’)\]]*$/.test(before.text)) && /^[\p{Lu}\d"“(]/u.test(first!.text);
    run.push({ term, first: first!, setApart, ownSentence });
    k = end + 1;
  }
  close();
  // A command in type displayed inside a sentence, the sentence going on indented under it, is no term.
  for (const pair of lone)
    if (pair.setApart && (runs.some((r) => sameShape(r, pair)) || (!!pair.term.mono && !pair.first.mono && pair.ownSentence))) terms.add(pair.term);
  return terms;
}
