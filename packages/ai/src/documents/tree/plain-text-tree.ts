import type { Block, ListItem } from './document-tree';
import { BULLET, headingLike, isAllCaps, isSentenceCaseTitle, NUMBERED_HEADING, ORDERED_ITEM } from './text-lines';

const UNDERLINE = /^[ \t]*(=+|-+|~+)[ \t]*$/;
const isItem = (line: string) => BULLET.test(line) || ORDERED_ITEM.test(line);
const indentWidth = (line: string) => (line.match(/^[ \t]*/)?.[0] ?? '').replace(/\t/g, '    ').length;

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
  for (const [g, lines] of groups.entries()) {
    const next = groups[g + 1];
    let i = 0;
    while (i < lines.length) {
      const line = lines[i]!;
      const t = line.trim();
      const rest = lines.slice(i + 1);
      if (rest.length && UNDERLINE.test(rest[0]!) && rest[0]!.trim().length >= 3 && headingLike(t, 120)) {
        const mark = rest[0]!.trim()[0];
        blocks.push({ type: 'heading', level: mark === '=' ? 1 : mark === '-' ? 2 : 3, text: t });
        i += 2;
        continue;
      }
      const numbered = t.match(NUMBERED_HEADING);
      const neighbourIsItem = (i > 0 && isItem(lines[i - 1]!)) || (rest.length > 0 && isItem(rest[0]!));
      if (numbered && headingLike(numbered[2]!) && !neighbourIsItem && (numbered[1]!.includes('.') || !/^\d+\s/.test(t) || lines.length === 1)) {
        blocks.push({ type: 'heading', level: numbered[1]!.split('.').filter(Boolean).length, text: t });
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
      const paragraph: string[] = [];
      while (i < lines.length && !(paragraph.length && isItem(lines[i]!))) paragraph.push(lines[i++]!.trim());
      blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    }
  }
  return blocks;
}
