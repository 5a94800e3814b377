import { buildSuggestions } from '@lectern/core';
import { and, asc, type Db, documentPages, documents, eq } from '@lectern/db';

/** Spec 000 §7 search-suggestions: questions built from the completed documents' headings and key terms. */
export async function projectSuggestions(db: Db, projectId: string, limit: number): Promise<string[]> {
  const pages = await db
    .select({ text: documentPages.text })
    .from(documentPages)
    .innerJoin(documents, eq(documents.id, documentPages.document_id))
    .where(and(eq(documents.project_id, projectId), eq(documents.status, 'completed')))
    .orderBy(asc(documents.created_at), asc(documentPages.page_number));
  return buildSuggestions(
    pages.map((p) => p.text),
    limit,
  );
}
