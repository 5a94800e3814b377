import type { Block, ListItem } from './document-tree';
import { isPlainTextCode } from './plain-text-code';
import { continuesExample, fieldLines, plainTextTerm, syntaxLines, termItemText } from './plain-text-terms';
import { questionAnswerBlocks, questionAnswers } from './question-answer';
import { BULLET, headingLike, isAllCaps, isSentenceCaseTitle, isTitleCasePhrase, NUMBERED_HEADING, ORDERED_ITEM } from './text-lines';

const UNDERLINE = /^[ \t]*(=+|-+|~+)[ \t]*$/;
/** A horizontal rule: a line of ten or more rule marks. */
const RULE = /^[ \t]*(?:_{10,}|-{10,}|={10,}|\*{10,})[ \t]*$/;
const isItem = (line: string) => BULLET.test(line) || ORDERED_ITEM.test(line);
const indentWidth = (line: string) => (line.match(/^[ \t]*/)?.[0] ?? '').replace(/\t/g, '    ').length;

/** An appendix's numbered heading: "A.1. Discussion and Amendment" (its letter counts as a level). */
const LETTERED_HEADING = /^[ \t]*([A-Z](?:\.\d{1,3})+)\.?[ \t]+(\S.{0,100})$/;
/** An appendix's own heading on a line alone: "A. Standard Resolution Procedure". */
const LETTERED_TITLE = /^[ \t]*([A-Z])\.[ \t]+(\S.{0,80})$/;
/** A run-in heading: "2. Grant of Copyright License. Subject to the terms…", its title set in title case before a full stop. */
const RUN_IN_HEADING = /^([ \t]*(?:\d{1,3}(?:\.\d{1,3})*|[A-Z](?:\.\d{1,3})+)\.?[ \t]+([\p{Lu}][^.:;!?]{0,60})\.)(?:[ \t]+(\S.*))?$/u;
/** Words a heading never ends on: a line ending on one runs on into the next ("…to further the aims of the"). */
const RUNS_ON_WORDS = new Set(
  'a an the of to for with and or nor but in on at by from into onto that which who whom whose as than if may must shall will can should would could is are be been was were not'.split(
    ' ',
  ),
);

/**
 * A numbered line that is the first line of a wrapped list item, not a heading (the Debian
 * constitution's "1. Nothing in this constitution imposes an obligation on anyone to do" over
 * "work for the Project."): it runs past a full stop, ends on a word no heading ends on, or the
 * next line continues it — opening in lower case, or hanging under the line's own text.
 */
function runsOn(line: string, title: string, block: string[]): boolean {
  const t = title.trim();
  if (/[.!?;:]\s+\S/.test(t)) return true;
  const last = t.split(/\s+/).pop()?.toLowerCase() ?? '';
  if (RUNS_ON_WORDS.has(last)) return true;
  const next = block[block.indexOf(line) + 1];
  if (next === undefined || isItem(next)) return false;
  if (/^\p{Ll}/u.test(next.trim())) return true;
  // Hanging under its own text and as wide as the block's lines: wrapped. A title over its hanging
  // body ("1. Debian will remain 100% free" over "We provide the guidelines…") is far shorter.
  const width = (l: string) => l.replace(/\t/g, '    ').trimEnd().length;
  const textColumn = indentWidth(line) + (line.trim().match(/^\S+\s+/)?.[0].length ?? 0);
  const hangs = indentWidth(next) > indentWidth(line) && indentWidth(next) === textColumn;
  return hangs && width(line) >= 0.85 * Math.max(...block.map(width));
}

/** A block of lines reads as a paragraph when it is more than one short line or ends a sentence. */
const readsAsParagraph = (lines: string[] | undefined) =>
  !!lines && !isItem(lines[0]!) && (lines.length > 1 || lines[0]!.trim().length > 80 || /[.!?:]$/.test(lines[0]!.trim()));

/**
 * Plain text, which marks structure only by layout: numbered headings ("1.", "2.3 Scope"),
 * underlined headings (=== / ---), ALL-CAPS or short sentence-case lines followed by a paragraph,
 * and bulleted or numbered lists. Blank lines separate paragraphs; a paragraph's wrapped lines are
 * joined with spaces.
 */
export function plainTextBlocks(text: string): Block[] {
  const groups = text
    .split(/\n[ \t]*\n/)
    .map((g) => g.split('\n').filter((l) => l.trim()))
    .filter((g) => g.length);
  const blocks: Block[] = [];
  let lastAppendix: string | null = null;
  /** Levels the numbered headings sit under a part's title ("The Debian Free Software Guidelines" over "1. Free Redistribution"). */
  let partShift = 0;
  // A long underline under its heading ("Supporting rootless builds" over 26 "=") is no rule:
  // it is as long as the text above it, where a rule spans the page.
  const underlines = (lines: string[]) =>
    lines.length === 2 && headingLike(lines[0]!.trim(), 120) && Math.abs(lines[1]!.trim().length - lines[0]!.trim().length) <= 2;
  const endsOnRule = groups.map((lines) => RULE.test(lines[lines.length - 1] ?? '') && !underlines(lines));
  /** The description list the last term entries went to, and the indents of its levels. */
  let terms: { list: Extract<Block, { type: 'list' }>; indents: number[] } | null = null;
  /** The indent of the example just read, when the block before was one: the next block at it goes on the example. */
  let example: { block: { type: 'code'; text: string }; indent: number } | null = null;
  for (const [g, lines] of groups.entries()) {
    const next = groups[g + 1];
    // A horizontal rule ends what it closes: it is no text of its own.
    while (lines.length && RULE.test(lines[lines.length - 1]!) && !underlines(lines)) lines.pop();
    if (!lines.length) continue;
    // A part's title: a line alone after a horizontal rule, over numbered sections, heads them all (decision 192).
    const afterRule = g > 0 && endsOnRule[g - 1]!;
    if (afterRule && lines.length === 1 && headingLike(lines[0]!.trim()) && NUMBERED_HEADING.test(next?.[0]?.trim() ?? '')) {
      blocks.push({ type: 'heading', level: 1, text: lines[0]!.trim() });
      partShift = 1;
      continue;
    }
    if (example && blocks[blocks.length - 1] === example.block && continuesExample(lines, example.indent)) {
      example.block.text += `\n\n${lines.map((l) => l.trim()).join('\n')}`;
      continue;
    }
    // A question and its answer stay together: neither says anything on a slide alone (decision 207).
    const pairs = questionAnswers(lines);
    if (pairs) {
      const under = [...blocks].reverse().find((b) => b.type === 'heading');
      for (const pair of pairs) blocks.push(...questionAnswerBlocks(pair, (under?.type === 'heading' ? under.level : 0) + 1, text));
      continue;
    }
    // Commands, settings and examples set apart from the text are code, never points nor said (decision 207).
    if (isPlainTextCode(lines, groups[g - 1])) {
      const block = { type: 'code' as const, text: lines.map((l) => l.trim()).join('\n') };
      blocks.push(block);
      example = { block, indent: indentWidth(lines[0]!) };
      continue;
    }
    if (fieldLines(lines)) {
      // Right under the title, before any text, they are the document's own record (its status,
      // version, author), not what it says: no slide shows them.
      if (blocks.every((b) => b.type === 'heading')) continue;
      blocks.push({ type: 'list', ordered: false, items: lines.map((l) => ({ text: l.trim(), level: 0 })) });
      continue;
    }
    let i = 0;
    while (i < lines.length) {
      const line = lines[i]!;
      const t = line.trim();
      const rest = lines.slice(i + 1);
      // An example of syntax (a command's categories, "+ Pending Upload [pending-fixed]") is code:
      // no slide shows it as a point and no narration reads its brackets.
      const syntax = syntaxLines(lines, i);
      if (syntax && !plainTextTerm(lines.slice(i))) {
        const block = {
          type: 'code' as const,
          text: lines
            .slice(i, i + syntax)
            .map((l) => l.trim())
            .join('\n'),
        };
        blocks.push(block);
        example = { block, indent: indentWidth(line) };
        i += syntax;
        continue;
      }
      if (rest.length && UNDERLINE.test(rest[0]!) && rest[0]!.trim().length >= 3 && headingLike(t, 120)) {
        const mark = rest[0]!.trim()[0];
        blocks.push({ type: 'heading', level: mark === '=' ? 1 : mark === '-' ? 2 : 3, text: t });
        i += 2;
        continue;
      }
      const numbered = t.match(NUMBERED_HEADING) ?? t.match(LETTERED_HEADING);
      const neighbourIsItem = (i > 0 && isItem(lines[i - 1]!)) || (rest.length > 0 && isItem(rest[0]!));
      const levelOf = (number: string) => number.split('.').filter(Boolean).length;
      // A run-in heading opens its own paragraph ("2. Grant of Copyright License. Subject to…"), or
      // stands alone ending on its full stop ("1. Definitions."): its title is in title case.
      const runIn = t.match(RUN_IN_HEADING);
      if (runIn && !neighbourIsItem && isTitleCasePhrase(runIn[2]!, 6) && (runIn[3] !== undefined || lines.length === 1)) {
        blocks.push({ type: 'heading', level: levelOf(runIn[1]!.trim().split(/[ \t]/)[0]!), text: runIn[1]!.trim() });
        i++;
        if (runIn[3] !== undefined) {
          const paragraph = [runIn[3]];
          while (i < lines.length && !isItem(lines[i]!)) paragraph.push(lines[i++]!.trim());
          blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
        }
        continue;
      }
      if (
        numbered &&
        headingLike(numbered[2]!) &&
        !neighbourIsItem &&
        !runsOn(line, numbered[2]!, lines) &&
        (numbered[1]!.includes('.') || !/^\d+\s/.test(t) || lines.length === 1)
      ) {
        blocks.push({ type: 'heading', level: levelOf(numbered[1]!) + partShift, text: t });
        i++;
        continue;
      }
      // "A. Standard Resolution Procedure" alone over a paragraph heads an appendix, as a numbered
      // heading would; the next letter ("B. Use of language and typography") needs no title case.
      const lettered = t.match(LETTERED_TITLE);
      const follows = (letter: string) => lastAppendix !== null && letter.charCodeAt(0) === lastAppendix.charCodeAt(0) + 1;
      if (lettered && lines.length === 1 && headingLike(lettered[2]!) && (isTitleCasePhrase(lettered[2]!) || follows(lettered[1]!)) && readsAsParagraph(next)) {
        lastAppendix = lettered[1]!;
        blocks.push({ type: 'heading', level: 1, text: t });
        i++;
        continue;
      }
      if (isItem(line)) {
        const items: ListItem[] = [];
        const indents: number[] = [];
        const ordered = !BULLET.test(line);
        while (i < lines.length) {
          const l = lines[i]!;
          const m = l.match(BULLET) ?? l.match(ORDERED_ITEM);
          if (m) {
            const indent = indentWidth(l);
            while (indents.length && indents[indents.length - 1]! > indent) indents.pop();
            if (!indents.length || indents[indents.length - 1]! < indent) indents.push(indent);
            items.push({ text: m[2]!.trim(), level: indents.length - 1 });
          } else items[items.length - 1]!.text += ` ${l.trim()}`;
          i++;
        }
        blocks.push({ type: 'list', ordered, items });
        continue;
      }
      if (i === 0 && headingLike(t)) {
        const capsHeading = isAllCaps(t) && (rest.length > 0 || next !== undefined);
        const longestAfter = Math.max(0, ...rest.map((l) => l.trim().length));
        const sentenceHeading =
          isSentenceCaseTitle(t) && t.length <= 60 && (rest.length ? !isItem(rest[0]!) && t.length < 0.6 * longestAfter : readsAsParagraph(next));
        if (capsHeading || sentenceHeading) {
          blocks.push({ type: 'heading', level: capsHeading ? 1 : 2, text: t });
          i++;
          continue;
        }
      }
      // A description-list entry: short term lines over a description hanging deeper. Entries in
      // a row make one list, a deeper term nesting under the one before ("getinfo filename" over
      // "maintainers"), as decision 196 reads them in PDFs.
      const term = i === 0 ? plainTextTerm(lines) : null;
      if (term) {
        if (!terms || blocks[blocks.length - 1] !== terms.list) {
          terms = { list: { type: 'list', ordered: false, items: [] }, indents: [] };
          blocks.push(terms.list);
        }
        const { indents } = terms;
        while (indents.length > 1 && indents[indents.length - 1]! > term.indent) indents.pop();
        if (!indents.length || indents[indents.length - 1]! < term.indent) indents.push(term.indent);
        terms.list.items.push({ text: termItemText(term), level: indents.length - 1 });
        i = lines.length;
        continue;
      }
      const paragraph: string[] = [];
      while (i < lines.length && !(paragraph.length && isItem(lines[i]!))) paragraph.push(lines[i++]!.trim());
      blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    }
  }
  return blocks;
}
