import { randomUUID } from 'node:crypto';
import { DOCUMENT_MESSAGES, MAX_DOCUMENTS, MAX_DOCUMENTS_TOTAL_BYTES } from '@lectern/core';
import { and, asc, type Db, documentPages, documents, eq, } from '@lectern/db';
import { notFound, validationError } from '../http/errors';
import { isUuid } from '../http/ids';
import { ownedProjectRow } from '../projects/project-use-cases';
import type { FileStorage } from '../storage/file-storage';

export interface ExtractedDocument {
  kind: string;
  pages: { number: number; text: string }[];
  textLength: number;
}

export type ExtractionOutcome = { ok: true; document: ExtractedDocument } | { ok: false; unsupported: boolean; message: string };

/** Reads text out of a file judged by its bytes; never throws (the outcome carries the reason). */
export type DocumentExtractor = (bytes: Uint8Array, filename: string) => Promise<ExtractionOutcome>;

export interface DocumentDeps {
  db: Db;
  storage: FileStorage;
  extract: DocumentExtractor;
}

type Row = typeof documents.$inferSelect;

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
  const rows = await db.select().from(documents).where(eq(documents.project_id, projectId)).orderBy(asc(documents.created_at));
  return rows.map(toDocument);
}

/**
 * Spec 001 §5 "Document upload": at most 3 documents and 10MB in total per project, supported
 * kinds only (checked by content). A file that is of a supported kind but cannot be read
 * (damaged, encrypted, no text) is kept as failed with its reason, as the spec's statuses say.
 */
export async function uploadDocuments(deps: DocumentDeps, userId: string, projectId: string, files: { name: string; bytes: Uint8Array }[]) {
  const { db, storage } = deps;
  await ownedProjectRow(db, userId, projectId);
  if (files.length === 0) throw validationError('Please choose at least one file to upload');
  const existing = await db.select({ size: documents.file_size }).from(documents).where(eq(documents.project_id, projectId));
  if (existing.length + files.length > MAX_DOCUMENTS) throw validationError(DOCUMENT_MESSAGES.tooMany);
  const total = existing.reduce((s, d) => s + d.size, 0) + files.reduce((s, f) => s + f.bytes.byteLength, 0);
  if (total > MAX_DOCUMENTS_TOTAL_BYTES) throw validationError(DOCUMENT_MESSAGES.tooLarge);
  // Read every file first: one of an unsupported kind refuses the whole upload, nothing stored.
  const outcomes = await Promise.all(files.map((f) => deps.extract(f.bytes, f.name)));
  for (const o of outcomes) if (!o.ok && o.unsupported) throw validationError(DOCUMENT_MESSAGES.unsupported);

  let processed = 0;
  for (const [i, file] of files.entries()) {
    const outcome = outcomes[i]!;
    const filename = file.name.replace(/[\\/]/g, '_').slice(0, 200) || 'document';
    const id = randomUUID();
    const key = `projects/${projectId}/documents/${id}`;
    await storage.put(key, file.bytes);
    await db.transaction(async (tx) => {
      const base = { id, project_id: projectId, user_id: userId, filename, file_size: file.bytes.byteLength, storage_key: key };
      if (!outcome.ok) {
        // Spec 001 §3: a document of a supported kind that cannot be read is kept as failed, with why.
        await tx.insert(documents).values({ ...base, status: 'failed', error: outcome.message });
        return;
      }
      const doc = outcome.document;
      await tx.insert(documents).values({ ...base, kind: doc.kind, status: 'completed', pages: doc.pages.length, text_length: doc.textLength });
      if (doc.pages.length > 0) await tx.insert(documentPages).values(doc.pages.map((p) => ({ document_id: id, page_number: p.number, text: p.text })));
    });
    if (outcome.ok) processed += 1;
  }
  return { processed, total: files.length, documents: await listDocuments(db, userId, projectId) };
}

export async function deleteDocument(deps: Pick<DocumentDeps, 'db' | 'storage'>, userId: string, projectId: string, documentId: string) {
  await ownedProjectRow(deps.db, userId, projectId);
  const [row] = isUuid(documentId)
    ? await deps.db
        .delete(documents)
        .where(and(eq(documents.id, documentId), eq(documents.project_id, projectId)))
        .returning()
    : [];
  if (!row) throw notFound('Document not found');
  await deps.storage.delete(row.storage_key).catch(() => undefined);
  return toDocument(row);
}

async function pagesOf(db: Db, documentId: string) {
  return db.select().from(documentPages).where(eq(documentPages.document_id, documentId)).orderBy(asc(documentPages.page_number));
}

export async function getDocumentText(db: Db, userId: string, projectId: string, documentId: string): Promise<string> {
  await ownedProjectRow(db, userId, projectId);
  const [row] = isUuid(documentId)
    ? await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, documentId), eq(documents.project_id, projectId)))
    : [];
  if (!row) throw notFound('Document not found');
  return (await pagesOf(db, documentId)).map((p) => p.text).join('\n\n');
}

/** Spec 001 §7 documents-content: each completed document's text, for the outline and scripts. */
export async function documentsContent(db: Db, userId: string, projectId: string) {
  await ownedProjectRow(db, userId, projectId);
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.project_id, projectId), eq(documents.status, 'completed')))
    .orderBy(asc(documents.created_at));
  return Promise.all(rows.map(async (d) => ({ filename: d.filename, text: (await pagesOf(db, d.id)).map((p) => p.text).join('\n\n') })));
}
