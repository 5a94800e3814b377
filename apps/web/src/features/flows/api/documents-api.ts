import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentsKey, type ProjectDocument, projectDocumentsQuery } from '@/lib/projects/documents-query';

export type { ProjectDocument };

export function useDocuments(projectId: string) {
  return useQuery({
    ...projectDocumentsQuery(projectId),
    // A document still being read is polled until it settles.
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending' || d.status === 'processing') ? 2000 : false),
  });
}

export function useUploadDocuments(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const f of files) form.append('documents', f);
      return api<{ success: boolean; processed: number; total: number; documents: ProjectDocument[] }>(`/api/projects/${projectId}/documents`, {
        method: 'POST',
        body: form,
      });
    },
    // Spec 001 §4: the list is reloaded after each upload (also after a failed one).
    onSettled: () => client.invalidateQueries({ queryKey: documentsKey(projectId) }),
  });
}

export function useDeleteDocument(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (doc: ProjectDocument) => api<{ success: boolean }>(`/api/projects/${projectId}/documents/${doc.id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: documentsKey(projectId) }),
  });
}
