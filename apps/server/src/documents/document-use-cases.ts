import { randomUUID } from 'node:crypto';
import { DOCUMENT_PAGE_SEPARATOR, type DocumentTree, documentTreeSchema, type SupportingDocument } from '@lectern/ai';
import { DOCUMENT_MESSAGES, DOCUMENT_TEXT_MESSAGES, MAX_DOCUMENTS, MAX_DOCUMENTS_TOTAL_BYTES } from '@lectern/core';
import { and, asc, type Db, documentPages, documents, eq, projects, sql } from '@lectern/db';
import { AppError, notFound, orServerFault, validationError } from '../http/errors';
import { isUuid } from '../http/ids';
import { ownedProjectRow } from '../projects/project-use-cases';
import type { FileStorage } from '../storage/file-storage';
import { documentKey } from './document-files';

export interface ExtractedDocument {
  kind: string;
  pages: { number: number; text: string }[];
  textLength: number;
  /** The document's structure placed in its pages' text (decision 157), when it could be read. */
  tree?: DocumentTree;
}

/** `unsupported`: not a kind Lectern reads (refuses the upload); `busy`: try again later (refuses it too). */
export type ExtractionOutcome = { ok: true; document: ExtractedDocument } | { ok: false; unsupported: boolean; busy?: boolean; message: string };

/** Reads text out of a file judged by its bytes; never throws (the outcome carries the reason). */
export type DocumentExtractor = (bytes: Uint8Array, filename: string) => Promise<ExtractionOutcome>;

export interface DocumentDeps {
  db: Db;
  storage: FileStorage;
  extract: DocumentExtractor;
}

/**
 * Every column a document's answers show. The structure tree (decision 157) is left out: it can
 * be as large as the text, and only the engine's input reads it (supportingDocuments).
 */
const listed = {
  id: documents.id,
  filename: documents.filename,
  file_size: documents.file_size,
  status: documents.status,
  error: documents.error,
  pages: documents.pages,
  text_length: documents.text_length,
  created_at: documents.created_at,
  storage_key: documents.storage_key,
};
type Row = { [K in keyof typeof listed]: (typeof documents.$inferSelect)[K] };

/** Spec 001 §3 "Document" / spec 000 §3 field names as the client reads them. */
export const toDocument = (row: Row) => ({
  id: row.id,
  filename: row.filename,
  fileSize: row.file_size,
  status: row.status,
  error: row.error,
  pages: row.pages,
  textLength: row.text_length,
  uploadDate: row.created_at.toISOString(),
});
export type DocumentDto = ReturnType<typeof toDocument>;

export async function listDocuments(db: Db, userId: string, projectId: string): Promise<DocumentDto[]> {
  await ownedProjectRow(db, userId, projectId);
  const rows = await db.select(listed).from(documents).where(eq(documents.project_id, projectId)).orderBy(asc(documents.created_at));
  return rows.map(toDocument);
}

type Upload = { name: string; bytes: Uint8Array };

/** Spec 001 §5: at most 3 documents and 10MB in total per project, counting what is already stored. */
async function checkRoom(db: Pick<Db, 'select'>, projectId: string, files: Upload[]) {
  const existing = await db.select({ size: documents.file_size }).from(documents).where(eq(documents.project_id, projectId));
  if (existing.length + files.length > MAX_DOCUMENTS) throw validationError(DOCUMENT_MESSAGES.tooMany);
  const total = existing.reduce((s, d) => s + d.size, 0) + files.reduce((s, f) => s + f.bytes.byteLength, 0);
  if (total > MAX_DOCUMENTS_TOTAL_BYTES) throw validationError(DOCUMENT_MESSAGES.tooLarge);
}

/**
 * Page rows per insert statement. PGlite runs each statement on the event loop: batches keep
 * every pause short (a few tens of ms for 500 pages), and one JSON parameter per batch costs
 * PGlite and PostgreSQL a third of what a row of parameters per page does.
 */
const PAGE_BATCH = 500;

/**
 * Spec 001 §5 "Document upload": at most 3 documents and 10MB in total per project, supported
 * kinds only (checked by content). A file that is of a supported kind but cannot be read
 * (damaged, encrypted, no text, over a reading limit) is kept as failed with its reason, as the
 * spec's statuses say.
 *
 * Concurrent uploads to one project are counted under the project's row lock, and rows and files
 * are written in that same transaction (docs/decisions/101): a crash leaves either everything or
 * only files without rows, which sweepDocumentFiles removes.
 */
export async function uploadDocuments(deps: DocumentDeps, userId: string, projectId: string, files: Upload[]) {
  const { db, storage } = deps;
  await ownedProjectRow(db, userId, projectId);
  if (files.length === 0) throw validationError('Please choose at least one file to upload');
  // An early answer before any reading; the count that decides is the one under the lock below.
  await checkRoom(db, projectId, files);
  // Read every file first (off the event loop, see document-extractor.ts): one of an unsupported
  // kind refuses the whole upload, nothing stored.
  const outcomes = await Promise.all(files.map((f) => deps.extract(f.bytes, f.name)));
  for (const o of outcomes) if (!o.ok && o.unsupported) throw validationError(DOCUMENT_MESSAGES.unsupported);
  for (const o of outcomes) if (!o.ok && o.busy) throw new AppError(o.message, 'unavailable');

  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
      if (!project) throw notFound('Project not found');
      await checkRoom(tx, projectId, files);
      for (const [i, file] of files.entries()) {
        const outcome = outcomes[i]!;
        const id = randomUUID();
        const key = documentKey(projectId, id);
        const base = {
          id,
          project_id: projectId,
          user_id: userId,
          filename: file.name.replace(/[\\/]/g, '_').slice(0, 200) || 'document',
          file_size: file.bytes.byteLength,
          storage_key: key,
        };
        if (!outcome.ok) {
          // Spec 001 §3: a document of a supported kind that cannot be read is kept as failed, with why.
          await tx.insert(documents).values({ ...base, status: 'failed', error: outcome.message });
        } else {
          const doc = outcome.document;
          await tx
            .insert(documents)
            .values({ ...base, kind: doc.kind, status: 'completed', pages: doc.pages.length, text_length: doc.textLength, structure: doc.tree ?? null });
          for (let at = 0; at < doc.pages.length; at += PAGE_BATCH) {
            const batch = JSON.stringify(doc.pages.slice(at, at + PAGE_BATCH).map((p) => ({ n: p.number, t: p.text })));
            await tx.execute(
              sql`INSERT INTO document_pages (document_id, page_number, text) SELECT ${id}, x.n, x.t FROM jsonb_to_recordset(${batch}::jsonb) AS x(n int, t text)`,
            );
            // PGlite answers within the same turn of the event loop: let other requests run between batches.
            await new Promise((resolve) => setImmediate(resolve));
          }
        }
        written.push(key);
        await storage.put(key, file.bytes);
      }
    });
  } catch (error) {
    // The transaction rolled back: its files have no rows. Remove them now; the sweep would later.
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
  const processed = outcomes.filter((o) => o.ok).length;
  return { processed, total: files.length, documents: await listDocuments(db, userId, projectId) };
}

export async function deleteDocument(deps: Pick<DocumentDeps, 'db' | 'storage'>, userId: string, projectId: string, documentId: string) {
  await ownedProjectRow(deps.db, userId, projectId);
  const [row] = isUuid(documentId)
    ? await deps.db
        .delete(documents)
        .where(and(eq(documents.id, documentId), eq(documents.project_id, projectId)))
        .returning(listed)
    : [];
  if (!row) throw notFound('Document not found');
  await deps.storage.delete(row.storage_key).catch(() => undefined);
  return toDocument(row);
}

async function pagesOf(db: Db, documentId: string) {
  return db.select().from(documentPages).where(eq(documentPages.document_id, documentId)).orderBy(asc(documentPages.page_number));
}

/** Spec 000 §8: a text that cannot be read is "Failed to load document text" (the details go to the log). */
export function getDocumentText(db: Db, userId: string, projectId: string, documentId: string): Promise<string> {
  return orServerFault(DOCUMENT_TEXT_MESSAGES.loadFailed, () => readDocumentText(db, userId, projectId, documentId));
}

async function readDocumentText(db: Db, userId: string, projectId: string, documentId: string): Promise<string> {
  await ownedProjectRow(db, userId, projectId);
  const [row] = isUuid(documentId)
    ? await db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.id, documentId), eq(documents.project_id, projectId)))
    : [];
  if (!row) throw notFound('Document not found');
  return joinedText(db, documentId);
}

/** Spec 001 §7 documents-content: each completed document's text, for the outline and scripts. */
export async function documentsContent(db: Db, userId: string, projectId: string) {
  await ownedProjectRow(db, userId, projectId);
  const rows = await db
    .select({ id: documents.id, filename: documents.filename })
    .from(documents)
    .where(and(eq(documents.project_id, projectId), eq(documents.status, 'completed')))
    .orderBy(asc(documents.created_at));
  return Promise.all(rows.map(async (d) => ({ filename: d.filename, text: await joinedText(db, d.id) })));
}

/** A document's text as stored and handed on: its pages joined by a blank line, where the tree's ranges point. */
const joinedText = async (db: Db, documentId: string) => (await pagesOf(db, documentId)).map((p) => p.text).join(DOCUMENT_PAGE_SEPARATOR);

/**
 * The project's completed documents as the text engine receives them (issue 20 item 1): each one's
 * text and, when it has one, its structure tree, whose ranges point into that text (decision 157).
 * A stored tree that does not pass the schema (written by an older reader) is left out, never trusted.
 */
export async function supportingDocuments(db: Db, userId: string, projectId: string): Promise<SupportingDocument[]> {
  await ownedProjectRow(db, userId, projectId);
  const rows = await db
    .select({ id: documents.id, filename: documents.filename, structure: documents.structure })
    .from(documents)
    .where(and(eq(documents.project_id, projectId), eq(documents.status, 'completed')))
    .orderBy(asc(documents.created_at));
  return Promise.all(
    rows.map(async (d) => {
      const tree = d.structure == null ? undefined : documentTreeSchema.safeParse(d.structure).data;
      // The file name only names a point's source in the Outline step (decision 161), never the content.
      return { name: d.filename, text: await joinedText(db, d.id), ...(tree ? { tree } : {}) };
    }),
  );
}
