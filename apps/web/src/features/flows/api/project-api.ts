import type { Project, UpdateProjectInput } from '@lectern/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const projectKey = (id: string) => ['project', id] as const;

export function useProject(id: string) {
  return useQuery({
    queryKey: projectKey(id),
    queryFn: () => api<{ project: Project }>(`/api/projects/${id}`).then((r) => r.project),
    retry: false,
  });
}

export function useUpdateProject(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProjectInput) => api<{ project: Project }>(`/api/projects/${id}`, { method: 'PATCH', body: changes }).then((r) => r.project),
    onSuccess: (project) => {
      client.setQueryData(projectKey(id), project);
      client.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}
