import { type Db, rows, sql } from '@lectern/db';
import { questionTerms } from './question-terms';
import { familyTsquery } from './word-family';

export interface Passage {
  text: string;
  document_name: string;
  page_number: number;
  /** Share (0–1) of the question's weighted terms the passage holds. */
  score: number;
}

/** A stemmed content word of the question and how much it tells (rarer in the project = more). */
export interface SearchTerm {
  stem: string;
  weight: number;
}

export interface SearchOptions {
  limit?: number;
  /** Keep results whose score is at least this share (0–1) of the best one. */
  threshold?: number;
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

/**
 * The question's stems, each weighted by its rarity among the project's chunks (smoothed inverse
 * document frequency over word families, ln((n + 1) / (df + 1)) + 1): a word found in few chunks
 * says more about which one answers. A word found nowhere weighs the most, so a question about something else ("the capital of France")
 * is mostly not covered by any passage.
 */
export async function weightedTerms(db: Db, projectId: string, query: string): Promise<SearchTerm[]> {
  const words = questionTerms(query);
  if (words.length === 0) return [];
  const stems = [...new Set((await stemsOf(db, [words.join(' ')]))[0])];
  if (stems.length === 0) return [];
  const counts = sql.join(
    stems.map((s) => sql`count(*) FILTER (WHERE tsv @@ ${familyTsquery(s)}::tsquery)`),
    sql`, `,
  );
  const [row] = await rows<{ counts: (number | string)[] }>(
    db,
    sql`SELECT ARRAY[count(*), ${counts}] AS counts FROM document_chunks WHERE project_id = ${projectId}`,
  );
  const [total = 0, ...frequencies] = (row?.counts ?? []).map(Number);
  return stems.map((stem, i) => ({ stem, weight: Math.log((total + 1) / ((frequencies[i] ?? 0) + 1)) + 1 }));
}

/**
 * Spec 000 §7 POST …/search: ranked passages of one project (PostgreSQL full-text search), for the
 * owner's search and the assistant alike. Any term may match (an AND of all terms misses answers
 * phrased with other words); chunks are ranked by how much of the question's weight they cover,
 * then by ts_rank. The project filter is in SQL: a question only ever reaches this project's chunks.
 */
export async function rankedPassages(db: Db, projectId: string, terms: SearchTerm[], limit: number): Promise<Passage[]> {
  const total = terms.reduce((n, t) => n + t.weight, 0);
  if (terms.length === 0 || total <= 0) return [];
  const queries = terms.map((t) => sql`${familyTsquery(t.stem)}::tsquery`);
  const covered = sql.join(
    terms.map((t, i) => sql`(CASE WHEN c.tsv @@ ${queries[i]} THEN ${t.weight}::float8 ELSE 0 END)`),
    sql` + `,
  );
  const found = await rows<{ text: string; document_name: string; page_number: number; score: number }>(
    db,
    sql`
    SELECT c.text, d.filename AS document_name, c.page_number, (${covered}) / ${total}::float8 AS score
    FROM document_chunks c
    JOIN documents d ON d.id = c.document_id AND d.project_id = c.project_id
    CROSS JOIN (SELECT ${sql.join(queries, sql` || `)} AS query) q
    WHERE c.project_id = ${projectId} AND c.tsv @@ q.query
    ORDER BY score DESC, ts_rank(c.tsv, q.query) DESC, c.document_id, c.page_number, c.chunk_index
    LIMIT ${limit}`,
  );
  return found.map((r) => ({ ...r, page_number: Number(r.page_number), score: Number(r.score) }));
}

export async function searchProject(db: Db, projectId: string, query: string, { limit = 5, threshold = 0 }: SearchOptions = {}): Promise<Passage[]> {
  const results = await rankedPassages(db, projectId, await weightedTerms(db, projectId, query), limit);
  const best = results[0]?.score ?? 0;
  return results.filter((r) => r.score >= best * threshold);
}
