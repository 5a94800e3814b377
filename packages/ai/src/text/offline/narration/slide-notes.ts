import type { PointSource } from '@lectern/core';
import type { DocumentTree } from '../../../documents/tree/document-tree';
import { splitSentences } from '../../nlp/split-sentences';
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
 * The speaker notes of the deck slide a slide was made from, sentence by sentence in their order
 * (decision 185): a deck's notes are what its author meant to say about that slide. The deck slide
 * is the one (document and page) most of the slide's point sources name; a slide without sources is
 * matched by its title to a deck slide's title. No deck slide, or one without notes: none.
 */
export function slideNotes(slide: NotedSlide, documents: NotedDocument[]): string[] {
  const noted = documents.filter((d) => d.tree?.notes.length);
  if (!noted.length) return [];
  const counts = new Map<string, { document: string; page: number; n: number }>();
  for (const s of slide.pointSources ?? []) {
    if (s.kind !== 'document' || !s.page) continue;
    const key = `${s.page}\u0000${s.document}`;
    const seen = counts.get(key) ?? { document: s.document, page: s.page, n: 0 };
    counts.set(key, { ...seen, n: seen.n + 1 });
  }
  const best = [...counts.values()].sort((a, b) => b.n - a.n)[0];
  const place = best ? { tree: noted.find((d) => d.name === best.document)?.tree, page: best.page } : byTitle(slide.title, noted);
  return sentencesOf(place?.tree?.notes.filter((n) => n.page === place.page) ?? []);
}

/** Every sentence of every deck's notes: each belongs to its own slide, never said on another as a supporting sentence. */
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
