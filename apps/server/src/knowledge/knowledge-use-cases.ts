import { CHAT_MESSAGES, type EmbeddingStats } from '@lectern/core';
import { and, type Db, documents, eq, projects, userProfiles } from '@lectern/db';
import { forbidden, validationError } from '../http/errors';
import { ownedProjectRow } from '../projects/project-use-cases';
import { failStaleIndex, indexIsOutdated, startIndexing } from './knowledge-index';
import { type Passage, searchProject } from './knowledge-search';
import { projectSuggestions } from './knowledge-suggestions';

async function hasCompletedDocument(db: Db, projectId: string) {
  const [doc] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.project_id, projectId), eq(documents.status, 'completed')))
    .limit(1);
  return Boolean(doc);
}

export interface ConversationalModeState {
  conversational_mode: boolean;
  embeddings_status: string;
  embeddings_updated_at: string | null;
  embedding_stats: EmbeddingStats | null;
}

/** Spec 000 §7 GET …/conversational-mode. */
export async function getConversationalMode(db: Db, userId: string, projectId: string): Promise<ConversationalModeState> {
  await ownedProjectRow(db, userId, projectId);
  await failStaleIndex(db, projectId);
  const p = await ownedProjectRow(db, userId, projectId);
  return {
    conversational_mode: p.conversational_mode,
    embeddings_status: p.embeddings_status,
    embeddings_updated_at: p.embeddings_updated_at?.toISOString() ?? null,
    embedding_stats: p.embedding_stats ?? null,
  };
}

/**
 * Spec 000 §4/§6: only owners whose profile has conversational_mode_enabled may switch chat mode
 * on, and only with a completed document. Enabling indexes when the index is missing or out of
 * date; disabling is immediate and keeps the index.
 */
export async function setConversationalMode(
  db: Db,
  userId: string,
  projectId: string,
  enabled: boolean,
): Promise<{ success: true; embeddings_status: string }> {
  const project = await ownedProjectRow(db, userId, projectId);
  if (!enabled) {
    await db.update(projects).set({ conversational_mode: false, updated_at: new Date() }).where(eq(projects.id, projectId));
    return { success: true, embeddings_status: project.embeddings_status };
  }
  const [profile] = await db.select({ allowed: userProfiles.conversational_mode_enabled }).from(userProfiles).where(eq(userProfiles.id, userId));
  if (!profile?.allowed) throw forbidden(CHAT_MESSAGES.notAllowed);
  if (!(await hasCompletedDocument(db, projectId))) throw validationError(CHAT_MESSAGES.needsDocument);
  await db.update(projects).set({ conversational_mode: true, updated_at: new Date() }).where(eq(projects.id, projectId));
  await failStaleIndex(db, projectId);
  const outdated = await indexIsOutdated(db, projectId);
  const busy = project.embeddings_status === 'processing';
  if (outdated && !busy) {
    await db.update(projects).set({ embeddings_status: 'processing', embeddings_updated_at: new Date() }).where(eq(projects.id, projectId));
    void startIndexing(db, projectId);
    return { success: true, embeddings_status: 'processing' };
  }
  return { success: true, embeddings_status: busy ? 'processing' : project.embeddings_status };
}

/** Spec 000 §7 POST …/regenerate-embeddings: rebuilds the index from the completed documents. */
export async function regenerateEmbeddings(db: Db, userId: string, projectId: string) {
  await ownedProjectRow(db, userId, projectId);
  if (!(await hasCompletedDocument(db, projectId))) throw validationError(CHAT_MESSAGES.needsDocument);
  await db.update(projects).set({ embeddings_status: 'processing', embeddings_updated_at: new Date() }).where(eq(projects.id, projectId));
  void startIndexing(db, projectId);
  return { success: true, embeddings_status: 'processing' };
}

/** Spec 000 §7 POST …/search (owner only). */
export async function searchOwnProject(
  db: Db,
  userId: string,
  projectId: string,
  query: string,
  options: { limit: number; threshold: number },
): Promise<Passage[]> {
  await ownedProjectRow(db, userId, projectId);
  return searchProject(db, projectId, query, options);
}

export async function ownProjectSuggestions(db: Db, userId: string, projectId: string, limit: number) {
  await ownedProjectRow(db, userId, projectId);
  return projectSuggestions(db, projectId, limit);
}
