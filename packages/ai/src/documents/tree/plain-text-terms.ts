import { BULLET, isAllCaps, ORDERED_ITEM } from './text-lines';

const indentWidth = (line: string) => (line.match(/^[ \t]*/)?.[0] ?? '').replace(/\t/g, '    ').length;

/** How much deeper than its term a description hangs: manuals indent by a tab stop or more. */
const MIN_HANG = 4;
/** A term is a short line: a command with its arguments, an option, a name. */
const MAX_TERM_LENGTH = 60;
/** At most this many term lines share one description ("quit", "stop", "thanks", … "--"). */
const MAX_TERM_LINES = 8;

/** One description-list entry read from plain text: its term lines, the description, the term's indent. */
export interface PlainTextTerm {
  terms: string[];
  description: string;
  indent: number;
}

/**
 * A description-list entry as manuals and references set it in plain text (doc-debian's request
 * server, man pages, `--help` output): one to four short lines at one indent, the terms, then the
 * description hanging at least a tab stop deeper.
 *
 *     send bugnumber
 *     send-detail bugnumber
 *            Requests the transcript for the bug report in question.
 *
 * Null for a heading over its indented body (an ALL-CAPS "DESCRIPTION", a line ending a sentence),
 * a list item, or a block whose lines do not hang (a paragraph, an aligned table).
 */
export function plainTextTerm(lines: readonly string[]): PlainTextTerm | null {
  const indent = indentWidth(lines[0] ?? '');
  const hangAt = lines.findIndex((l) => indentWidth(l) >= indent + MIN_HANG);
  if (hangAt < 1 || hangAt > MAX_TERM_LINES) return null;
  const terms = lines.slice(0, hangAt);
  if (terms.some((l) => indentWidth(l) !== indent)) return null;
  const isTerm = (l: string) => {
    const t = l.trim();
    // A sentence's end is no term's, an ellipsis is ("#..." for a comment).
    const endsSentence = /[!?;,]$/.test(t) || (/\.$/.test(t) && !/\.\.\.$/.test(t));
    // A field with its value ("Description : Discussion about…") or a lead-in ("…look like this:")
    // is text whose next line wraps or follows, not a term.
    const labelled = /:(\s|$)/.test(t);
    return t.length <= MAX_TERM_LENGTH && !endsSentence && !labelled && !isAllCaps(t) && !BULLET.test(l) && !ORDERED_ITEM.test(l);
  };
  if (!terms.every(isTerm)) return null;
  const body = lines.slice(hangAt);
  const bodyIndent = indentWidth(body[0] as string);
  // The description hangs: none of its lines comes back to the term's column.
  if (body.some((l) => indentWidth(l) < bodyIndent)) return null;
  const description = body.map((l) => l.trim()).join(' ');
  // It reads as words: a letter starts it and it holds a few words (not one more aligned column).
  if (!/^[\p{L}"'(]/u.test(description) || description.split(/\s+/).length < 3) return null;
  return { terms: terms.map((l) => l.trim()), description, indent };
}

/** The list item a term entry becomes: "send bugnumber, send-detail bugnumber: Requests the transcript…". */
export const termItemText = (term: PlainTextTerm) => `${term.terms.join(', ')}: ${term.description}`;

/** A bracket that holds syntax, not words: options and fields ("[tag=patch]", "[0:pending]", "[a|b]"), nested or empty brackets. */
const SYNTAX_BRACKET = /\[[^\]\s]*[=:|+][^\]]*\]|\[\s*\[|\[\s*\]/;

/**
 * A line of an example or a syntax block: no sentence ends on it, and it is an item or holds a
 * bracket ("+ Outstanding with Patch Available [0:pending+tag=patch]", "usercategory x [hidden]").
 */
const syntaxish = (line: string) => {
  const t = line.trim();
  return !/[.!?]$/.test(t) && (BULLET.test(line) || /\[[^\]]*\]/.test(t) || /^#\s/.test(t));
};

/**
 * How many lines from `from` are an example of syntax (a command's categories, an option block):
 * two or more syntax-ish lines in a row, at least half of them with a syntax bracket. Zero when
 * the lines are a list or prose. Such lines are shown and said by no one: they are code.
 */
export function syntaxLines(lines: readonly string[], from: number): number {
  let end = from;
  while (end < lines.length && syntaxish(lines[end] as string)) end++;
  const run = lines.slice(from, end);
  if (run.length < 2) return 0;
  const strong = run.filter((l) => SYNTAX_BRACKET.test(l)).length;
  return strong * 2 >= run.length ? run.length : 0;
}

/** A line that goes on an example just before it at its indent: a comment, a command, an item, no sentence. */
export const continuesExample = (lines: readonly string[], indent: number) =>
  indentWidth(lines[0] ?? '') === indent && lines.every((l) => indentWidth(l) >= indent && !/[.!?]$/.test(l.trim()) && l.trim().length <= MAX_TERM_LENGTH);

/** A field and its value on a line of its own: "Status: recommendation, stable", "Version: 1.0". */
const FIELD_LINE = /^[ \t]*\p{Lu}[\p{L}-]*(?: [\p{L}-]+){0,2}:[ \t]+\S.{0,60}$/u;

/**
 * A block of two or more "Field: value" lines (a specification's status and version, a form's
 * answers): each line is an item of its own, never one paragraph fusing them ("…stable Version: 1.0").
 */
export const fieldLines = (lines: readonly string[]) => lines.length >= 2 && lines.every((l) => FIELD_LINE.test(l) && !/[.!?]$/.test(l.trim()));
