import type { Block, ListItem } from './document-tree';
import { withQuestionsAnswered } from './question-answer';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const THEMATIC = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}>[ \t]?(.*)$/;
const ITEM = /^([ \t]*)([-*+]|\d{1,9}[.)])[ \t]+(.*)$/;
const TABLE_DELIMITER = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const INDENTED = /^(?: {4}|\t)(.*)$/;

/** Emphasis and code marks are formatting, not words. */
const inline = (s: string) => s.replace(/\*\*|__|`/g, '').trim();
const indentWidth = (s: string) => s.replace(/\t/g, '    ').length;
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => inline(c.replace(/\\\|/g, '|')));

/**
 * Markdown (CommonMark block structure): ATX and Setext headings, bullet and ordered lists with
 * their nesting, pipe tables, fenced and indented code, block quotes; everything else is a
 * paragraph. Inline markup is left as written apart from emphasis and code marks.
 */
export function markdownBlocks(text: string): Block[] {
  const lines = text.split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: ListItem[]; indents: number[] } | undefined;
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: inline(paragraph.join(' ')) });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items });
    list = undefined;
  };
  const end = () => {
    endParagraph();
    endList();
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = line.match(FENCE);
    if (fence) {
      end();
      const marker = fence[1]!;
      const body: string[] = [];
      i++;
      const closes = (l: string) => {
        const m = l.match(/^ {0,3}(`{3,}|~{3,})[ \t]*$/);
        return !!m && m[1]![0] === marker[0] && m[1]!.length >= marker.length;
      };
      while (i < lines.length && !closes(lines[i]!)) body.push(lines[i++]!);
      blocks.push({ type: 'code', text: body.join('\n') });
      continue;
    }
    if (!line.trim()) {
      endParagraph();
      // A blank line inside a list ends it only when what follows is not indented or another item.
      if (list) {
        const next = lines.slice(i + 1).find((l) => l.trim());
        if (next === undefined || (!ITEM.test(next) && !/^[ \t]/.test(next))) endList();
      }
      continue;
    }
    const atx = line.match(ATX);
    if (atx) {
      end();
      blocks.push({ type: 'heading', level: atx[1]!.length, text: inline(atx[2] ?? '') });
      continue;
    }
    const setext = line.match(SETEXT);
    if (setext && paragraph.length && !list) {
      const heading = paragraph.join(' ');
      paragraph = [];
      blocks.push({ type: 'heading', level: setext[1]![0] === '=' ? 1 : 2, text: inline(heading) });
      continue;
    }
    if (THEMATIC.test(line)) {
      end();
      continue;
    }
    const item = line.match(ITEM);
    if (item) {
      endParagraph();
      const indent = indentWidth(item[1]!);
      if (!list) list = { ordered: /\d/.test(item[2]!), items: [], indents: [] };
      // Nesting follows indentation: deeper than an open item's marker is one level below it.
      while (list.indents.length && list.indents[list.indents.length - 1]! > indent) list.indents.pop();
      if (!list.indents.length || list.indents[list.indents.length - 1]! < indent) list.indents.push(indent);
      list.items.push({ text: inline(item[3]!), level: list.indents.length - 1 });
      continue;
    }
    if (list && /^[ \t]+\S/.test(line)) {
      const last = list.items[list.items.length - 1]!;
      last.text = `${last.text} ${inline(line)}`.trim();
      continue;
    }
    const quote = line.match(QUOTE);
    if (quote) {
      end();
      const body = [quote[1]!];
      while (i + 1 < lines.length && QUOTE.test(lines[i + 1]!)) body.push(lines[++i]!.match(QUOTE)![1]!);
      blocks.push({ type: 'quote', text: inline(body.map((l) => l.replace(/^(?:>[ \t]?)+/, '')).join('\n')) });
      continue;
    }
    if (line.includes('|') && i + 1 < lines.length && TABLE_DELIMITER.test(lines[i + 1]!) && lines[i + 1]!.includes('-')) {
      end();
      const rows = [cells(line)];
      i++;
      while (i + 1 < lines.length && lines[i + 1]!.includes('|') && lines[i + 1]!.trim()) rows.push(cells(lines[++i]!));
      // A pipe table's first row is its header: the delimiter row sets it apart (decision 196).
      blocks.push({ type: 'table', rows, header: true });
      continue;
    }
    const indented = line.match(INDENTED);
    if (indented && !paragraph.length) {
      end();
      const body = [indented[1]!];
      while (i + 1 < lines.length && (INDENTED.test(lines[i + 1]!) || (!lines[i + 1]!.trim() && INDENTED.test(lines[i + 2] ?? '')))) {
        body.push(lines[++i]!.replace(INDENTED, '$1'));
      }
      blocks.push({ type: 'code', text: body.join('\n') });
      continue;
    }
    endList();
    paragraph.push(line.trim());
  }
  end();
  // "Q:" and "A:" paragraphs are read as the plain-text reader reads them (decision 214).
  return withQuestionsAnswered(blocks, text);
}
