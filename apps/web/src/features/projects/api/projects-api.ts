import type { ProjectListItem } from '@lectern/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The same cache entry as the dashboard's recent view, so both lists agree after a change. */
export const PROJECTS_KEY = ['projects'] as const;

export function useProjectList() {
  return useQuery({
    queryKey: PROJECTS_KEY,
    queryFn: () => api<{ projects: ProjectListItem[] }>('/api/projects').then((r) => r.projects),
  });
}

export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ success: boolean }>(`/api/projects/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_r, id) => {
      client.setQueryData<ProjectListItem[]>(PROJECTS_KEY, (list) => list?.filter((p) => p.id !== id));
      return client.invalidateQueries({ queryKey: PROJECTS_KEY });
    },
  });
}
