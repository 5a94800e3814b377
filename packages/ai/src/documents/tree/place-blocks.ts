import { type Block, DOCUMENT_PAGE_SEPARATOR, type DocumentTree, type NoteBlock, nodeText, type TreeNode } from './document-tree';

/** How far past the previous node a node's first word may be (page furniture, notes and markup lie between). */
const FIRST_WORD_WINDOW = 20_000;
/** How far apart two words of one node may be (markup, a table's tabs, a dropped running header). */
const NEXT_WORD_WINDOW = 600;

/** Deepest heading and list level the tree keeps (Word's outline has 9); deeper nesting stays at this level. */
export const MAX_DEPTH = 9;

/**
 * A word as a printed text may hold it broken at a line's end: a hyphen and the line break may sit
 * between any two of its letters, and a hyphen of its own may be followed by the break. A PDF's tree
 * mends "se-⏎lect" to "select" (decision 192) while the text keeps it as printed.
 */
function brokenWord(word: string): RegExp {
  const chars = [...word];
  const parts = chars.map((c, i) => {
    const escaped = c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (c === '-') return '-\\s?';
    const between = i < chars.length - 1 && /\p{L}/u.test(c) && /\p{L}/u.test(chars[i + 1]!) ? '(?:-\\s)?' : '';
    return escaped + between;
  });
  return new RegExp(parts.join(''), 'u');
}

/** Levels as the tree holds them: headings 1…MAX_DEPTH, list items 0…MAX_DEPTH. */
function clampLevels(block: Block): Block {
  if (block.type === 'heading') return { ...block, level: Math.min(MAX_DEPTH, Math.max(1, Math.round(block.level) || 1)) };
  if (block.type === 'list') return { ...block, items: block.items.map((i) => ({ ...i, level: Math.min(MAX_DEPTH, Math.max(0, Math.round(i.level) || 0)) })) };
  return block;
}

const isEmpty = (b: Block | NoteBlock) => (b.type === 'note' ? !b.text.trim() : !nodeText(b).trim());

/**
 * Places what a format reader found in the document's extracted text: each node gets the range
 * its words cover there (searched forward from the previous node, so the ranges follow the text's
 * order), its page when the format has pages, and the path of headings it sits under. The text
 * itself is never changed by this: the tree is added next to it (decision 157).
 */
export function placeBlocks(found: (Block | NoteBlock)[], pages: string[], paged: boolean): DocumentTree {
  const text = pages.join(DOCUMENT_PAGE_SEPARATOR);
  const pageStarts: number[] = [];
  let offset = 0;
  for (const p of pages) {
    pageStarts.push(offset);
    offset += p.length + DOCUMENT_PAGE_SEPARATOR.length;
  }
  const pageAt = (at: number) => {
    let lo = 0;
    let hi = pageStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (pageStarts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  /** Where the word is next, and where it ends: as written, or broken over a line's end in the text ("se-⏎lect" for "select"). */
  const search = (word: string, from: number, window: number): { at: number; end: number } | undefined => {
    const slice = text.slice(from, from + window + 2 * word.length);
    const at = slice.slice(0, window + word.length).indexOf(word);
    // The broken form is looked for only where a line ends on a hyphen before the word as written.
    const before = at < 0 ? slice : slice.slice(0, at);
    const broken =
      /\p{L}{4}/u.test(word) && /-\s/.test(before) ? brokenWord(word).exec(before.length < slice.length ? slice.slice(0, at + word.length) : slice) : null;
    if (broken) return { at: from + broken.index, end: from + broken.index + broken[0].length };
    return at < 0 ? undefined : { at: from + at, end: from + at + word.length };
  };
  /** The node's words from a first-word match: where they end, and how many were found. */
  const follow = (words: string[], from: { at: number; end: number }) => {
    const first = words[0]!;
    let start = from.at;
    let end = from.end;
    let found = 1;
    for (const word of words.slice(1)) {
      const next = search(word, end, NEXT_WORD_WINDOW);
      if (next === undefined) continue;
      // The node starts at the use of its first word nearest its second ("The kits… The stairs").
      if (found === 1) start = Math.max(from.at, text.lastIndexOf(first, next.at - first.length));
      end = next.end;
      found++;
    }
    return { start, end, found };
  };
  const locate = (words: string[], from: number, page: number | undefined) => {
    const first = words[0]!;
    let start = search(first, from, FIRST_WORD_WINDOW);
    // A reader may order a page differently from its text (two columns read column by column).
    if (start === undefined && page !== undefined && pageStarts[page - 1] !== undefined) start = search(first, pageStarts[page - 1]!, FIRST_WORD_WINDOW);
    // A first word found where the rest of the node does not follow is another use of that word:
    // a few later matches are tried, and a node never found does not move the cursor.
    for (let attempt = 0; start !== undefined && attempt < 3; attempt++) {
      const match = follow(words, start);
      if (match.found * 2 >= words.length) return { start: match.start, end: match.end };
      start = search(first, start.at + 1, FIRST_WORD_WINDOW);
    }
    // Read in another order than the text holds it (a title drawn after the running header above
    // it), a node is looked for from its page's start too.
    const pageStart = page === undefined ? undefined : pageStarts[page - 1];
    if (pageStart !== undefined && pageStart < from) {
      start = search(first, pageStart, from - pageStart);
      for (let attempt = 0; start !== undefined && attempt < 3; attempt++) {
        const match = follow(words, start);
        if (match.found * 2 >= words.length) return { start: match.start, end: match.end };
        start = search(first, start.at + 1, from - start.at);
      }
    }
    return undefined;
  };

  const tree: DocumentTree = { version: 1, nodes: [], notes: [] };
  const headings: { level: number; index: number }[] = [];
  let cursor = 0;
  let previousStart = 0;
  for (const raw of found) {
    if (isEmpty(raw)) continue;
    const block = raw.type === 'note' ? raw : clampLevels(raw);
    // A colon or comma a reader adds after a word ("--verbose: Print…", decision 196) is not looked for: the word is.
    const words = (block.type === 'note' ? block.text : nodeText(block))
      .split(/\s+/)
      .map((w) => w.replace(/[:;,]+$/, ''))
      .filter(Boolean);
    const outside = block.type === 'heading' && block.inText === false;
    // Code inside a sentence is looked for from where that sentence's node starts: its words come before the sentence's end.
    const inside = block.type === 'code' && block.inside === true;
    const range = (!outside && locate(words, inside ? previousStart : cursor, block.page)) || { start: cursor, end: cursor };
    if (range.end > cursor) cursor = range.end;
    if (!inside) previousStart = range.start;
    if (block.type === 'note') {
      tree.notes.push({ page: block.page, text: block.text, ...range });
      continue;
    }
    const page = paged ? (block.page ?? pageAt(range.start)) : undefined;
    if (block.type === 'heading') while (headings.length && headings[headings.length - 1]!.level >= block.level) headings.pop();
    const path = headings.map((h) => h.index);
    const { page: _readerPage, ...rest } = block;
    if ('inText' in rest) delete rest.inText;
    if ('inside' in rest) delete rest.inside;
    const node = { ...rest, ...range, ...(page === undefined ? {} : { page }), path } as TreeNode;
    tree.nodes.push(node);
    if (block.type === 'heading') headings.push({ level: block.level, index: tree.nodes.length - 1 });
  }
  return tree;
}
