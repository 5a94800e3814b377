import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec 001 §3 "Document" as GET /api/projects/{id}/documents returns it. */
export interface ProjectDocument {
  id: string;
  filename: string;
  fileSize: number;
  status: string | null;
  error: string | null;
  pages: number | null;
  textLength: number | null;
  uploadDate: string;
}

export const documentsKey = (projectId: string) => ['project', projectId, 'documents'] as const;

/**
 * A project's documents. The wizard, the project view and the chat settings read this one cache
 * entry, each adding its own options (polling, enabled), so an upload shows everywhere.
 */
export const projectDocumentsQuery = (projectId: string) =>
  queryOptions({
    queryKey: documentsKey(projectId),
    queryFn: () => api<{ documents: ProjectDocument[] }>(`/api/projects/${projectId}/documents`).then((r) => r.documents),
  });
