import type { PointSource } from '@lectern/core';
import type { DocumentTree } from '../../../documents/tree/document-tree';
import { splitSentences } from '../../nlp/split-sentences';
import { spokenNote } from '../analysis/presenter-notes';
import { titleKey } from '../outline/slide-titles';

/** What the narration needs of a deck: its name, as point sources give it, and its tree with the speaker notes. */
export interface NotedDocument {
  name?: string;
  tree?: DocumentTree;
}

/** What a slide tells of where it was made from: its title and its points' sources (decision 161). */
export interface NotedSlide {
  title: string;
  pointSources?: PointSource[];
}

/**
 * The speaker notes of the deck slides a slide was made from, sentence by sentence in the deck's
 * order (decision 185): a deck's notes are what its author meant to say about that slide. The deck
 * slides are those (document and page) the slide's point sources name, so a slide that merges two
 * deck slides says both their notes; a slide without sources is matched by its title to a deck
 * slide's title. No deck slide, or one without notes: none. Notes are written to the presenter, so
 * each sentence is said as what it asks to be said, and a stage direction ("Pause here", "Click to
 * show the chart") is not said at all (decision 196).
 */
export function slideNotes(slide: NotedSlide, documents: NotedDocument[]): string[] {
  const noted = documents.filter((d) => d.tree?.notes.length);
  if (!noted.length) return [];
  const places = new Map<string, { order: number; page: number; tree: DocumentTree }>();
  for (const s of slide.pointSources ?? []) {
    if (s.kind !== 'document' || !s.page) continue;
    const order = noted.findIndex((d) => d.name === s.document);
    const tree = noted[order]?.tree;
    if (tree) places.set(`${s.page}\u0000${s.document}`, { order, page: s.page, tree });
  }
  const named = [...places.values()].sort((a, b) => a.order - b.order || a.page - b.page);
  const found = named.length ? named : [byTitle(slide.title, noted)].filter((p) => !!p);
  return sentencesOf(found.flatMap((p) => p.tree.notes.filter((n) => n.page === p.page))).flatMap((s) => spokenNote(s) ?? []);
}

/** Every sentence of every deck's notes, as written: each belongs to its own slide, never said on another as a supporting sentence. */
export const allNoteSentences = (documents: NotedDocument[]): string[] => sentencesOf(documents.flatMap((d) => d.tree?.notes ?? []));

const sentencesOf = (notes: { text: string }[]) => notes.flatMap((n) => splitSentences(n.text.replace(/\s+/g, ' ')).map((s) => s.text.trim())).filter(Boolean);

/** The deck slide whose title is the slide's title, when exactly one deck has it. */
function byTitle(title: string, documents: NotedDocument[]): { tree: DocumentTree; page: number } | undefined {
  const key = titleKey(title);
  const found = documents.flatMap((d) =>
    (d.tree?.nodes ?? []).flatMap((n) => (n.type === 'heading' && n.page && titleKey(n.text) === key && d.tree ? [{ tree: d.tree, page: n.page }] : [])),
  );
  return found.length === 1 ? found[0] : undefined;
}
