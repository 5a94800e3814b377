import { CHAT_STOP_WORDS, questionWords } from '@lectern/core';
import { type Db, rows, sql } from '@lectern/db';

export interface Passage {
  text: string;
  document_name: string;
  page_number: number;
  score: number;
}

export interface SearchOptions {
  limit?: number;
  /** Keep results whose score is at least this share (0–1) of the best one. */
  threshold?: number;
}

/** The words of a query worth searching for (no stop words), at most 12, deduplicated. */
export function searchTerms(query: string): string[] {
  return [...new Set(questionWords(query).filter((w) => w.length > 1 && !CHAT_STOP_WORDS.has(w)))].slice(0, 12);
}

async function ranked(db: Db, projectId: string, tsquery: ReturnType<typeof sql>, limit: number): Promise<Passage[]> {
  // The project filter is in SQL: a question can only ever reach this project's chunks.
  const found = await rows<{ text: string; document_name: string; page_number: number; score: number }>(
    db,
    sql`
    SELECT c.text, d.filename AS document_name, c.page_number, ts_rank(c.tsv, q.query) AS score
    FROM document_chunks c
    JOIN documents d ON d.id = c.document_id AND d.project_id = c.project_id
    CROSS JOIN (SELECT ${tsquery} AS query) q
    WHERE c.project_id = ${projectId} AND c.tsv @@ q.query
    ORDER BY score DESC, c.document_id, c.page_number, c.chunk_index
    LIMIT ${limit}`,
  );
  return found.map((r) => ({ ...r, page_number: Number(r.page_number), score: Number(r.score) }));
}

/**
 * Spec 000 §7 POST …/search: ranked passages of one project (PostgreSQL full-text search).
 * All terms must match first (websearch syntax); when that finds nothing, any term may match.
 */
export async function searchProject(db: Db, projectId: string, query: string, { limit = 5, threshold = 0 }: SearchOptions = {}): Promise<Passage[]> {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  let results = await ranked(db, projectId, sql`websearch_to_tsquery('english', ${terms.join(' ')})`, limit);
  if (results.length === 0 && terms.length > 1) {
    const anyTerm = sql.join(
      terms.map((t) => sql`plainto_tsquery('english', ${t})`),
      sql` || `,
    );
    results = await ranked(db, projectId, anyTerm, limit);
  }
  const best = results[0]?.score ?? 0;
  return results.filter((r) => r.score >= best * threshold);
}

/** The database's own stems of some texts (same dictionary as the index), one list per text. */
export async function stemsOf(db: Db, texts: string[]): Promise<string[][]> {
  if (texts.length === 0) return [];
  const found = await rows<{ i: number | string; stems: string[] | null }>(
    db,
    sql`
    SELECT t.i, tsvector_to_array(to_tsvector('english', t.s)) AS stems
    FROM jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) WITH ORDINALITY AS t(s, i)`,
  );
  const out: string[][] = texts.map(() => []);
  for (const r of found) out[Number(r.i) - 1] = r.stems ?? [];
  return out;
}
