/**
 * A document read into its structure (issue 20 item 1, decision 157): headings, paragraphs,
 * lists, tables, code blocks and quotes in reading order, each with where it sits in the
 * extracted text. Types only: the reader process must not load zod (decision 100); the schema
 * that checks a tree crossing the process boundary or read back from storage is
 * document-tree-schema.ts.
 */

/** What a format reader finds, before it is placed in the extracted text. */
export type Block =
  /** `inText: false`: a heading the text does not hold (a video chapter's title), placed as an empty range right after the node before it. */
  | { type: 'heading'; level: number; text: string; page?: number; inText?: false }
  | { type: 'paragraph' | 'quote'; text: string; page?: number }
  /** `inside`: code displayed inside the sentence of the node before it (decision 201), placed within that node's range. */
  | { type: 'code'; text: string; page?: number; inside?: true }
  | { type: 'list'; ordered: boolean; items: ListItem[]; page?: number }
  /** `header`: the first row names the columns (set apart by weight, size or a rule), when the reader can tell. */
  | { type: 'table'; rows: string[][]; header?: boolean; page?: number };

/** A PowerPoint slide's speaker notes, placed with the slide's blocks but kept apart in the tree. */
export interface NoteBlock {
  type: 'note';
  page: number;
  text: string;
}

export interface ListItem {
  text: string;
  /** Nesting, 0 for a top-level item. */
  level: number;
}

/**
 * Where a node sits: `start`/`end` are character offsets in the document's extracted text as
 * stored and handed on (its pages joined by a blank line, DOCUMENT_PAGE_SEPARATOR); an empty range
 * means the node's words could not be found there. `page` is the 1-based page, slide or
 * page-broken part, for formats that have pages. `path` lists the indexes (in `nodes`) of the
 * headings the node sits under, outermost first.
 */
export interface Placement {
  start: number;
  end: number;
  page?: number;
  path: number[];
}

export type TreeNode = Block & Placement;

export interface DocumentTree {
  /** Bumped when the shape changes, so stored trees can be told apart. */
  version: 1;
  nodes: TreeNode[];
  /** PowerPoint speaker notes, kept out of the slide's own content. */
  notes: { page: number; text: string; start: number; end: number }[];
}

/** How the stored and joined text separates pages (document-use-cases.ts joins them so). */
export const DOCUMENT_PAGE_SEPARATOR = '\n\n';

/** A node's text as one string: list items and table rows on their own lines, cells by tabs. */
export function nodeText(node: Block): string {
  if (node.type === 'list') return node.items.map((i) => i.text).join('\n');
  if (node.type === 'table') return node.rows.map((r) => r.join('\t')).join('\n');
  return node.text;
}

/** The headings a node sits under, outermost first: its section path as words. */
export function sectionTitles(tree: DocumentTree, node: TreeNode): string[] {
  return node.path.map((i) => tree.nodes[i]).flatMap((h) => (h?.type === 'heading' ? [h.text] : []));
}
