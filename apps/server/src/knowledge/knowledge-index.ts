import { chunkPages } from '@lectern/ai';
import type { EmbeddingStats } from '@lectern/core';
import { and, asc, type Db, documentChunks, documentPages, documents, eq, projects, rows, sql } from '@lectern/db';

/** Chunks inserted per statement; progress is written after each batch. */
const BATCH = 50;
/** A "processing" index that has not moved for this long belongs to a process that stopped. */
export const STALE_INDEX_MS = 5 * 60 * 1000;

/**
 * Vector embeddings are optional (DESIGN.md "search for chat"): an adapter, when configured,
 * embeds each chunk after the full-text index is written. None ships enabled by default.
 */
export interface EmbeddingAdapter {
  embed(texts: string[]): Promise<number[][]>;
}

const stats = (totalChunks: number, chunksWithEmbeddings: number): EmbeddingStats => ({
  totalChunks,
  chunksWithEmbeddings,
  embeddingProgress: totalChunks === 0 ? 100 : Math.round((chunksWithEmbeddings / totalChunks) * 100),
});

async function setStatus(db: Db, projectId: string, status: 'processing' | 'completed' | 'failed', embeddingStats?: EmbeddingStats) {
  await db
    .update(projects)
    .set({ embeddings_status: status, embeddings_updated_at: new Date(), ...(embeddingStats ? { embedding_stats: embeddingStats } : {}) })
    .where(eq(projects.id, projectId));
}

/**
 * Rebuilds a project's search index from its completed documents: every page is chunked on its
 * own (chunkPages), so each passage cites exactly one page. The tsvector is computed by the
 * database (a generated column), so the index works on PGlite and on PostgreSQL 15 alike.
 */
export async function buildProjectIndex(db: Db, projectId: string): Promise<EmbeddingStats> {
  const docs = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.project_id, projectId), eq(documents.status, 'completed')))
    .orderBy(asc(documents.created_at));
  const pending: (typeof documentChunks.$inferInsert)[] = [];
  for (const doc of docs) {
    const pages = await db.select().from(documentPages).where(eq(documentPages.document_id, doc.id)).orderBy(asc(documentPages.page_number));
    for (const page of pages) {
      for (const chunk of chunkPages([{ number: page.page_number, text: page.text }], { targetWords: 120, overlap: 20 })) {
        pending.push({ project_id: projectId, document_id: doc.id, page_number: page.page_number, chunk_index: chunk.index, text: chunk.text });
      }
    }
  }
  await setStatus(db, projectId, 'processing', stats(pending.length, 0));
  await db.delete(documentChunks).where(eq(documentChunks.project_id, projectId));
  for (let i = 0; i < pending.length; i += BATCH) {
    await db.insert(documentChunks).values(pending.slice(i, i + BATCH));
    await setStatus(db, projectId, 'processing', stats(pending.length, Math.min(pending.length, i + BATCH)));
  }
  const done = stats(pending.length, pending.length);
  await setStatus(db, projectId, 'completed', done);
  return done;
}

const running = new Map<string, Promise<void>>();

/**
 * Starts indexing in this process after the request has answered (docs/decisions/080). The status
 * lives in the projects row, so any API process can report it; a second start for a project
 * already indexing here joins the running one.
 */
export function startIndexing(db: Db, projectId: string, log: (message: string) => void = console.error): Promise<void> {
  const current = running.get(projectId);
  if (current) return current;
  const job = (async () => {
    try {
      await setStatus(db, projectId, 'processing', stats(0, 0));
      await buildProjectIndex(db, projectId);
    } catch (err) {
      log(`knowledge index for project ${projectId} failed: ${(err as Error).message}`);
      await setStatus(db, projectId, 'failed').catch(() => undefined);
    } finally {
      running.delete(projectId);
    }
  })();
  running.set(projectId, job);
  return job;
}

/** Resolves when every index started in this process has finished (tests, shutdown). */
export async function settleIndexing(): Promise<void> {
  while (running.size > 0) await Promise.all([...running.values()]);
}

/**
 * A "processing" index whose process stopped (restart, crash) would otherwise spin forever on
 * the owner's screen: once it has not moved for STALE_INDEX_MS it is reported as failed, which
 * offers "Try regenerating".
 */
export async function failStaleIndex(db: Db, projectId: string): Promise<void> {
  if (running.has(projectId)) return;
  await rows(
    db,
    sql`
    UPDATE projects SET embeddings_status = 'failed'
    WHERE id = ${projectId} AND embeddings_status = 'processing'
      AND (embeddings_updated_at IS NULL OR embeddings_updated_at < now() - make_interval(secs => ${STALE_INDEX_MS / 1000}))
    RETURNING id`,
  );
}

/** True when a completed document changed after the index was built (or there is no index). */
export async function indexIsOutdated(db: Db, projectId: string): Promise<boolean> {
  const [row] = await rows<{ outdated: boolean }>(
    db,
    sql`
    SELECT (p.embeddings_status IN ('none', 'failed'))
        OR EXISTS (SELECT 1 FROM documents d WHERE d.project_id = p.id AND d.status = 'completed'
                   AND (p.embeddings_updated_at IS NULL OR d.updated_at > p.embeddings_updated_at))
        OR EXISTS (SELECT 1 FROM document_chunks c WHERE c.project_id = p.id
                   AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.id = c.document_id AND d.status = 'completed')) AS outdated
    FROM projects p WHERE p.id = ${projectId}`,
  );
  return row?.outdated ?? true;
}
