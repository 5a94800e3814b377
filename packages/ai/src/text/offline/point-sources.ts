import { type PointSource, type Slide, slidePoints } from '@lectern/core';
import { type DocumentTree, nodeText, sectionTitles, type TreeNode } from '../../documents/tree/document-tree';
import { splitSentences } from '../nlp/split-sentences';
import { stem, tokenize } from './analysis/terms-of';
import { STOP_WORDS } from './stop-words';

/**
 * Where each point of a slide comes from (issue 20 item 3, decision 161): the source span — a
 * sentence, a list item or a table row of the brief, the pasted text or page, or a document —
 * that holds the point's words. A rule, not a list of cases: a point is placed in the span that
 * holds at least three quarters of its content words (three at least), or, for a point of one or
 * two words, in a list item or a comma-separated part of a sentence whose words are exactly its
 * words; every figure of the point must be in the span, and a negated point needs a negated span.
 * A point with no such span, or with equally good spans in two materials, gets no entry: never a
 * wrong one.
 */

/** One thing the points may come from, named as the Outline step shows it. */
export interface PointSourceMaterial {
  kind: PointSource['kind'];
  /** The file name as uploaded, a page's title, "Your brief". */
  name: string;
  text: string;
  /** The structure tree whose ranges point into `text` (decision 157); without one, blank lines part its paragraphs. */
  tree?: DocumentTree;
}

/** A long point needs this share of its content words in one span... */
const MIN_COVERAGE = 0.75;
/** ...and at least this many of them. */
const MIN_MATCHED = 3;
/** Schema limits of a source (core pointSourceSchema). */
const MAX_NAME = 300;
const MAX_EXCERPT = 2000;
const MAX_SECTIONS = 9;

/** Words that change a fact ("only", "before") count even though they are stop words elsewhere. */
const KEPT_WORDS = new Set(['always', 'only', 'must', 'all', 'before', 'after', 'above', 'below', 'within']);
/** Any negation counts as one term, so "don't" and "do not" agree and "never" and "always" do not. */
const NEGATION = /^(?:no|not|never|nor|none|nobody|nothing|without|cannot|\w+n't)$/;
const NEGATED = '¬';

/** A text's content words, stemmed; figures count ("63", "2024"), one-letter words do not; any negation is the one term "¬". */
export function contentTerms(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of tokenize(text)) {
    if (NEGATION.test(t)) out.add(NEGATED);
    else if (KEPT_WORDS.has(t) || /\d/.test(t) || (t.length > 1 && !STOP_WORDS.has(t))) out.add(stem(t));
  }
  return out;
}

/** A block of a material: prose is split into sentences when a point may be in it; a list item or table row is one span. */
interface Block {
  /** Reading order across the materials. */
  index: number;
  material: number;
  text: string;
  prose: boolean;
  page?: number;
  section: string[];
  terms: Set<string>;
  spans?: Span[];
}

interface Span {
  block: Block;
  text: string;
  terms: Set<string>;
  /** Its parts between commas, colons, semicolons and "and"/"or", for points of one or two words. */
  parts: Set<string>[];
  /** Its place in its block. */
  order: number;
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);
const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

type Unread = Omit<Block, 'terms' | 'index'>;

function treeBlocks(material: number, tree: DocumentTree): Unread[] {
  const out: Unread[] = [];
  const at = (node: TreeNode) => ({ material, ...(node.page ? { page: node.page } : {}), section: sectionTitles(tree, node) });
  for (const node of tree.nodes) {
    // Headings name sections and code is never a point (issue 20 item 3).
    if (node.type === 'heading' || node.type === 'code') continue;
    if (node.type === 'list') for (const item of node.items) out.push({ ...at(node), text: item.text, prose: false });
    else if (node.type === 'table') for (const row of node.rows) out.push({ ...at(node), text: row.filter(Boolean).join(' · '), prose: false });
    else out.push({ ...at(node), text: nodeText(node), prose: true });
  }
  // A deck's speaker notes belong to their slide's section.
  for (const note of tree.notes) {
    const title = tree.nodes.find((n) => n.type === 'heading' && n.page === note.page);
    out.push({ material, page: note.page, section: title ? [...sectionTitles(tree, title), nodeText(title)] : [], text: note.text, prose: true });
  }
  return out;
}

/** Without a tree: paragraphs between blank lines, each split into sentences and list items when needed. */
const textBlocks = (material: number, text: string): Unread[] =>
  text.split(/\n\s*\n/).flatMap((p) => (p.trim() ? [{ material, text: p, prose: true, section: [] }] : []));

/**
 * A tree whose content could mostly not be placed in the text (a scanned-style PDF whose words run
 * together) does not say where the text's words are: the text is read without it.
 */
function placedTree(tree: DocumentTree | undefined): DocumentTree | undefined {
  const content = tree?.nodes.filter((n) => n.type !== 'heading') ?? [];
  return content.length > 0 && content.filter((n) => n.end > n.start).length >= content.length / 2 ? tree : undefined;
}

function blocksOf(materials: PointSourceMaterial[]): Block[] {
  return materials
    .flatMap((m, i) => {
      const tree = placedTree(m.tree);
      return tree ? treeBlocks(i, tree) : textBlocks(i, m.text);
    })
    .flatMap((b, index) => (b.text.trim() ? [{ ...b, index, terms: contentTerms(b.text) }] : []));
}

function spansOf(block: Block): Span[] {
  if (!block.spans) {
    const texts = block.prose ? splitSentences(block.text).map((s) => s.text) : [block.text];
    block.spans = texts.map((text, i) => ({
      block,
      text: tidy(text),
      terms: contentTerms(text),
      parts: text.split(/[,;:()]|\s(?:and|or)\s/i).map(contentTerms),
      order: i,
    }));
  }
  return block.spans;
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((t) => b.has(t));
const matchedIn = (point: Set<string>, terms: Set<string>) => [...point].filter((t) => terms.has(t)).length;

/** How well a span holds a point, or null when it does not hold it strongly enough. */
function score(point: Set<string>, span: Span): number | null {
  const matched = matchedIn(point, span.terms);
  // A figure is the fact itself ("8%" is not "5%"), and "never" is not "always".
  if ([...point].some((t) => (t === NEGATED || /\d/.test(t)) && !span.terms.has(t))) return null;
  if (point.size <= 2) return span.parts.some((p) => sameSet(p, point)) ? 1 + matched / Math.max(span.terms.size, 1) : null;
  if (matched < MIN_MATCHED || matched / point.size < MIN_COVERAGE) return null;
  // The share of the point found first, then how much of the span the point is.
  return matched / point.size + 0.25 * (matched / span.terms.size);
}

/** Every span that holds the point best (ties included). */
function bestSpans(point: string, blocks: Block[]): Span[] {
  const terms = contentTerms(point);
  if (terms.size === 0) return [];
  // A block that cannot hold the point is never split into sentences.
  const need = terms.size <= 2 ? terms.size : Math.max(MIN_MATCHED, Math.ceil(terms.size * MIN_COVERAGE));
  let best: Span[] = [];
  let top = -1;
  for (const block of blocks) {
    if (matchedIn(terms, block.terms) < need) continue;
    for (const span of spansOf(block)) {
      const s = score(terms, span);
      if (s === null || s < top - 1e-9) continue;
      if (s > top + 1e-9) {
        best = [];
        top = s;
      }
      best.push(span);
    }
  }
  return best;
}

function toSource(point: string, span: Span, materials: PointSourceMaterial[]): PointSource {
  const material = materials[span.block.material] as PointSourceMaterial;
  return {
    point,
    kind: material.kind,
    document: clip(material.name, MAX_NAME),
    ...(span.block.page ? { page: span.block.page } : {}),
    section: span.block.section.slice(0, MAX_SECTIONS).map((s) => clip(tidy(s), MAX_NAME)),
    excerpt: clip(span.text, MAX_EXCERPT),
  };
}

/** A span's document, and its document and section: where a slide's points are said to lead. */
const materialOf = (s: Span) => String(s.block.material);
const sectionOf = (s: Span) => `${s.block.material}|${s.block.section.join('\u0000')}`;

/**
 * Of equally good spans, those in the one place (by `place`) the slide's other points come from;
 * all of them when they are in one place; none when no place leads.
 */
function narrow(spans: Span[], place: (s: Span) => string, votes: Map<string, number>): Span[] {
  const places = [...new Set(spans.map(place))];
  if (places.length <= 1) return spans;
  const most = Math.max(...places.map((p) => votes.get(p) ?? 0));
  const leaders = places.filter((p) => (votes.get(p) ?? 0) === most);
  return most > 0 && leaders.length === 1 ? spans.filter((s) => place(s) === leaders[0]) : [];
}

/** How many of the slide's points have all their best spans in each place. */
function votesOf(found: Span[][], place: (s: Span) => string): Map<string, number> {
  const votes = new Map<string, number>();
  for (const spans of found) {
    const places = new Set(spans.map(place));
    const [only] = places;
    if (places.size === 1 && only !== undefined) votes.set(only, (votes.get(only) ?? 0) + 1);
  }
  return votes;
}

/**
 * The slides with the sources of the points the materials hold. Equally good spans in several
 * materials, or in several sections of one: the one the slide's other points come from (a slide
 * draws from one document and its own sections, issue 20 item 2), else none; in one section: the
 * first. A title slide's points are the agenda of the slides after it, which carry their own.
 */
export function withPointSources(slides: Slide[], materials: PointSourceMaterial[]): Slide[] {
  const usable = materials.filter((m) => m.text.trim() && m.name.trim());
  if (usable.length === 0) return slides;
  const blocks = blocksOf(usable);
  return slides.map((slide) => {
    if (slide.templateId === 'title-slide') return slide;
    const points = [...new Set(slidePoints(slide).filter((p) => p.trim()))];
    const found = points.map((p) => bestSpans(p, blocks));
    const byMaterial = votesOf(found, materialOf);
    const bySection = votesOf(found, sectionOf);
    const sources: PointSource[] = [];
    points.forEach((point, i) => {
      const pick = narrow(narrow(found[i] ?? [], materialOf, byMaterial), sectionOf, bySection);
      const first = pick.sort((a, b) => a.block.index - b.block.index || a.order - b.order)[0];
      if (first) sources.push(toSource(point, first, usable));
    });
    return sources.length ? { ...slide, pointSources: sources.slice(0, 60) } : slide;
  });
}
