import { CHAT_MESSAGES, type ChatSource } from '@lectern/core';
import { and, type Db, documentPages, documents, eq, inArray } from '@lectern/db';
import { type Passage, searchProject, searchTerms, stemsOf } from '../knowledge/knowledge-search';
import type { GroundedWriter } from './grounded-writer';
import { quotableSentences } from './quotable-sentences';

/** Passages read for one answer, and sentences quoted from them at most. */
const PASSAGES = 4;
const SENTENCES = 3;

export interface Answer {
  content: string;
  sources: ChatSource[];
}

const NOT_FOUND: Answer = { content: CHAT_MESSAGES.notFoundAnswer, sources: [] };

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

/**
 * Offline answer (spec 000 §2 "Video Assistant"): the sentences of the best-ranked passages that
 * share the most terms with the question, quoted whole and as written (never a heading or a
 * fragment), with their document and page. A
 * question is only ever data: it selects passages of this one project and is never echoed.
 */
export async function extractiveAnswer(db: Db, question: string, passages: Passage[]): Promise<Answer> {
  const queryStems = new Set((await stemsOf(db, [searchTerms(question).join(' ')]))[0]);
  if (queryStems.size === 0 || passages.length === 0) return NOT_FOUND;
  const candidates = passages.flatMap((p, rank) => quotableSentences(p.text).map((s, position) => ({ s, p, rank, position })));
  const stems = await stemsOf(
    db,
    candidates.map((c) => c.s),
  );
  const scored = candidates.map((c, i) => ({ ...c, overlap: new Set((stems[i] ?? []).filter((t) => queryStems.has(t))).size })).filter((c) => c.overlap > 0);
  if (scored.length === 0) return NOT_FOUND;
  const best = Math.max(...scored.map((c) => c.overlap));
  // Keep sentences nearly as good as the best one; a lone shared word in a long question is noise.
  const floor = Math.max(1, Math.min(best, Math.ceil(queryStems.size / 3)));
  const picked: typeof scored = [];
  const texts = new Set<string>();
  for (const c of [...scored].sort((a, b) => b.overlap - a.overlap || a.rank - b.rank || a.position - b.position)) {
    if (c.overlap < floor || texts.has(c.s)) continue;
    texts.add(c.s);
    picked.push(c);
    if (picked.length === SENTENCES) break;
  }
  if (picked.length === 0) return NOT_FOUND;
  // Read in the order of the material, as a person would quote it.
  picked.sort((a, b) => a.rank - b.rank || a.position - b.position);
  return { content: picked.map((c) => c.s).join(' '), sources: sourcesOf(picked.map((c) => c.p)) };
}

/**
 * Answers a viewer's question from one project's training materials: the grounded writer when an
 * AI provider is configured (falling back to quoting if it fails), otherwise quoting.
 */
export async function answerQuestion(db: Db, projectId: string, question: string, writer?: GroundedWriter | null): Promise<Answer> {
  const passages = await searchProject(db, projectId, question, { limit: PASSAGES });
  if (passages.length === 0) return NOT_FOUND;
  if (writer) {
    try {
      const written = await writer(question, passages);
      if (written)
        return written.notFound
          ? NOT_FOUND
          : { content: written.content, sources: sourcesOf(written.used.map((i) => passages[i]).filter((p): p is Passage => !!p)) };
    } catch (err) {
      console.error(`grounded answer failed, quoting instead: ${(err as Error).message}`);
    }
  }
  return extractiveAnswer(db, question, await pagesOf(db, projectId, passages));
}
