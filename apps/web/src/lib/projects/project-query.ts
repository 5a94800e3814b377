import type { Project } from '@lectern/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const projectKey = (id: string) => ['project', id] as const;

/**
 * One project as GET /api/projects/{id} returns it. The project gate, the wizards and the project
 * view read this one cache entry with the app's retry rule (decision 153): a server or network
 * failure is tried again a few times with a growing wait, a 404/400 is not.
 */
export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: projectKey(id),
    queryFn: () => api<{ project: Project }>(`/api/projects/${encodeURIComponent(id)}`).then((r) => r.project),
  });
