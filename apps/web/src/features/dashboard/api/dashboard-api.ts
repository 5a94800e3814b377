import type { CreateProjectInput, Profile, ProjectListItem } from '@lectern/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PROJECTS_KEY = ['projects'] as const;
export const PROFILE_KEY = ['profile'] as const;

export function useProjects() {
  return useQuery({
    queryKey: PROJECTS_KEY,
    queryFn: () => api<{ projects: ProjectListItem[] }>('/api/projects').then((r) => r.projects),
  });
}

/** Only read for the greeting; the onboarding gate fetches the same cached entry. */
export function useGreetingProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => api<{ profile: Profile }>('/api/profile').then((r) => r.profile),
  });
}

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProjectInput) =>
      api<{ project: ProjectListItem }>('/api/projects', {
        method: 'POST',
        body: input,
      }).then((r) => r.project),
    onSuccess: () => client.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
