import { type Db, documents, eq, projects, rows, sql } from '@lectern/db';
import { isUuid } from '../http/ids';
import type { FileStorage } from '../storage/file-storage';

/** Where an uploaded document's bytes are stored: the file name is the document row's id. */
export const documentKey = (projectId: string, documentId: string) => `projects/${projectId}/documents/${documentId}`;

/** Runs at start-up (after a crash) and then this often (files left by a failed delete, other processes). */
export const DOCUMENT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes stored document files that have no document row (docs/decisions/101): a server killed
 * during an upload (its transaction rolled back), a delete that removed the row but not the file,
 * a deleted project. Uploads hold their project's row lock from the count until their files and
 * rows are committed, so a project this sweep can lock has no upload under way and every file
 * without a row is garbage; a locked project is left for the next sweep. Works the same on PGlite
 * (one connection, transactions in turn) and PostgreSQL (several processes).
 */
export async function sweepDocumentFiles({ db, storage }: { db: Db; storage: FileStorage }): Promise<{ removed: number }> {
  let removed = 0;
  // Listed through the storage, so the sweep works the same on a local folder and in a bucket.
  for (const [projectId, names] of await documentFilesByProject(storage)) {
    const dir = `projects/${projectId}/documents/`;
    // The usual case, every file has its row, needs no lock.
    const rowsNow = await db.select({ id: documents.id }).from(documents).where(eq(documents.project_id, projectId));
    const knownNow = new Set(rowsNow.map((d) => d.id));
    if (names.every((name) => knownNow.has(name))) continue;
    const [exists] = await rows<{ found: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM projects WHERE id = ${projectId}) AS found`);
    if (!exists?.found) {
      // Nobody writes into a project that no longer exists: an upload locks its row first.
      await storage.deleteFolder(dir);
      removed += names.length;
      continue;
    }
    await db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update', { skipLocked: true });
      if (!locked) return; // an upload is writing here right now
      const known = new Set((await tx.select({ id: documents.id }).from(documents).where(eq(documents.project_id, projectId))).map((d) => d.id));
      for (const key of await storage.list(dir)) {
        if (known.has(key.slice(dir.length))) continue;
        await storage.delete(key);
        removed += 1;
      }
    });
  }
  return { removed };
}

/** File names under projects/<id>/documents/, by project id. */
async function documentFilesByProject(storage: FileStorage): Promise<Map<string, string[]>> {
  const byProject = new Map<string, string[]>();
  for (const key of await storage.list('projects/')) {
    const [, projectId, folder, ...rest] = key.split('/');
    if (!projectId || folder !== 'documents' || rest.length === 0 || !isUuid(projectId)) continue;
    byProject.set(projectId, [...(byProject.get(projectId) ?? []), rest.join('/')]);
  }
  return byProject;
}

/** Sweeps now and every DOCUMENT_SWEEP_INTERVAL_MS; the timer never keeps the process alive. */
export function scheduleDocumentSweep(deps: { db: Db; storage: FileStorage }, intervalMs = DOCUMENT_SWEEP_INTERVAL_MS): () => void {
  const run = () =>
    void sweepDocumentFiles(deps)
      .then(({ removed }) => {
        if (removed > 0) console.log(`Removed ${removed} stored document file(s) without a document (left by an interrupted upload or delete).`);
      })
      .catch((err) => console.error(`document file sweep failed: ${(err as Error).message}`));
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
