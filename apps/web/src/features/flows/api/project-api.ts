import type { Project, UpdateProjectInput } from '@lectern/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKey, projectQuery } from '@/lib/projects/project-query';

export { projectKey };

export function useProject(id: string) {
  return useQuery(projectQuery(id));
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
