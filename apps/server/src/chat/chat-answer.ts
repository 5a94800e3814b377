import { CHAT_MESSAGES, type ChatSource } from '@lectern/core';
import { and, type Db, documentPages, documents, eq, inArray } from '@lectern/db';
import { type Passage, rankedPassages, type SearchTerm, stemsOf, weightedTerms } from '../knowledge/knowledge-search';
import { familyKey } from '../knowledge/word-family';
import type { GroundedWriter } from './grounded-writer';
import { pageSentences } from './quotable-sentences';
import { sentenceCoverage } from './sentence-coverage';

/** Passages read for one answer, and sentences quoted from them at most. */
const PASSAGES = 6;
const SENTENCES = 3;
/** Sentences weighed for one answer at most: a long page is first narrowed to those holding a term. */
const MAX_CANDIDATES = 300;
/**
 * The share of a question's weight one sentence must cover to answer it; below it the answer is
 * "not found". Calibrated on the evaluation set's tuning questions (chat/eval, docs/decisions/155).
 */
export const ANSWER_FLOOR = 0.54;

export interface Answer {
  content: string;
  sources: ChatSource[];
  /** False for the "could not find" answer: the owner's list of what to add to the materials (decision 182). */
  found: boolean;
}

const NOT_FOUND: Answer = { content: CHAT_MESSAGES.notFoundAnswer, sources: [], found: false };

const pageKey = (documentName: string, page: number) => `${documentName}\u0000${page}`;

/**
 * The whole pages the passages come from, best-ranked first, each once. Index chunks are flattened
 * and may start mid-sentence; the page keeps its line breaks, which tell headings from sentences.
 * A page that cannot be found keeps its passage's text.
 */
async function pagesOf(db: Db, projectId: string, passages: Passage[]): Promise<Passage[]> {
  const rowsFound = await db
    .select({ name: documents.filename, page: documentPages.page_number, text: documentPages.text })
    .from(documentPages)
    .innerJoin(documents, eq(documents.id, documentPages.document_id))
    .where(
      and(
        eq(documents.project_id, projectId),
        inArray(documents.filename, [...new Set(passages.map((p) => p.document_name))]),
        inArray(documentPages.page_number, [...new Set(passages.map((p) => p.page_number))]),
      ),
    );
  const texts = new Map(rowsFound.map((r) => [pageKey(r.name, Number(r.page)), r.text]));
  const seen = new Set<string>();
  return passages.flatMap((p) => {
    const key = pageKey(p.document_name, p.page_number);
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ ...p, text: texts.get(key) ?? p.text }];
  });
}

function sourcesOf(passages: Passage[]): ChatSource[] {
  const seen = new Set<string>();
  const out: ChatSource[] = [];
  for (const p of passages) {
    const key = pageKey(p.document_name, p.page_number);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ document_name: p.document_name, page_number: p.page_number });
  }
  return out;
}

/** The words of a file name ("coffee-machine-manual.md", "SafetyPolicy_v2.pdf"), without its extension. */
const nameWords = (filename: string) =>
  filename
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

interface RankedSentence {
  text: string;
  passage: Passage;
  coverage: number;
  mentions: number;
  rank: number;
  position: number;
}

/**
 * The sentences of the retrieved pages that answer the question, best first (issue 19 item 8): by
 * how much of the question's weight each covers, then how much it mentions (sentenceCoverage), then
 * by its passage's rank and its place on the page. Headings, questions and fragments are never
 * candidates (pageSentences); sentences below ANSWER_FLOOR are left out, so an empty list means
 * "not found".
 */
export async function rankSentences(db: Db, terms: SearchTerm[], pages: Passage[]): Promise<RankedSentence[]> {
  const keys = terms.map((t) => familyKey(t.stem));
  const candidates = pages
    .flatMap((p, rank) => pageSentences(p.text).map((s, position) => ({ ...s, passage: p, rank, position })))
    .filter((c) => keys.some((k) => c.text.toLowerCase().includes(k) || (c.opens && c.context.toLowerCase().includes(k))))
    .slice(0, MAX_CANDIDATES);
  if (candidates.length === 0) return [];
  const contexts = [...new Set(candidates.map((c) => c.context).filter(Boolean))];
  const names = [...new Set(candidates.map((c) => c.passage.document_name))];
  const stems = await stemsOf(db, [...candidates.map((c) => c.text), ...contexts, ...names.map(nameWords)]);
  const contextStems = new Map(contexts.map((c, i) => [c, stems[candidates.length + i] ?? []]));
  const topicStems = new Map(names.map((n, i) => [n, stems[candidates.length + contexts.length + i] ?? []]));
  return candidates
    .map((c, i) => ({
      text: c.text,
      passage: c.passage,
      rank: c.rank,
      position: c.position,
      ...sentenceCoverage(terms, {
        own: stems[i] ?? [],
        context: contextStems.get(c.context),
        topic: topicStems.get(c.passage.document_name),
        opens: c.opens,
      }),
    }))
    .filter((c) => c.coverage >= ANSWER_FLOOR)
    .sort((a, b) => b.coverage - a.coverage || b.mentions - a.mentions || a.rank - b.rank || a.position - b.position);
}

/**
 * Offline answer (spec 000 §2 "Video Assistant"): the best sentence first, quoted whole and as
 * written, then any other sentence that answers as fully (at most SENTENCES), with their document
 * and page. A question is only ever data: it selects sentences of this one project and is never echoed.
 */
function quote(ranked: RankedSentence[]): Answer {
  const best = ranked[0];
  if (!best) return NOT_FOUND;
  const picked = [best];
  for (const c of ranked.slice(1)) {
    if (picked.length === SENTENCES || c.coverage < best.coverage || c.mentions < best.mentions) break;
    if (!picked.some((p) => p.text === c.text)) picked.push(c);
  }
  return { content: picked.map((c) => c.text).join(' '), sources: sourcesOf(picked.map((c) => c.passage)), found: true };
}

/**
 * Answers a viewer's question from one project's training materials. Retrieval, sentence ranking
 * and the "not found" floor are the same with and without an AI provider: the grounded writer is
 * only asked when a sentence answers, and reads the passage holding the best sentence first;
 * if it fails, the sentences are quoted.
 */
export async function answerQuestion(db: Db, projectId: string, question: string, writer?: GroundedWriter | null): Promise<Answer> {
  const terms = await weightedTerms(db, projectId, question);
  const passages = await rankedPassages(db, projectId, terms, PASSAGES);
  if (passages.length === 0) return NOT_FOUND;
  const ranked = await rankSentences(db, terms, await pagesOf(db, projectId, passages));
  if (ranked.length === 0) return NOT_FOUND;
  if (writer) {
    // The writer reads first the passage holding the best sentence, then the rest of its page.
    const best = ranked[0]!;
    const first = pageKey(best.passage.document_name, best.passage.page_number);
    const order = (p: Passage) => (p.text.replace(/\s+/g, ' ').includes(best.text) ? 2 : pageKey(p.document_name, p.page_number) === first ? 1 : 0);
    const ordered = [...passages].sort((a, b) => order(b) - order(a));
    try {
      const written = await writer(question, ordered);
      if (written)
        return written.notFound
          ? NOT_FOUND
          : { content: written.content, sources: sourcesOf(written.used.map((i) => ordered[i]).filter((p): p is Passage => !!p)), found: true };
    } catch (err) {
      console.error(`grounded answer failed, quoting instead: ${(err as Error).message}`);
    }
  }
  return quote(ranked);
}
