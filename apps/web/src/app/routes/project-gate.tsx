import type { Project } from '@lectern/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ProjectLoadProblem } from '@/components/project-load-problem';
import { FullPageSpinner } from '@/components/spinner';
import { api } from '@/lib/api-client';

/**
 * Every /project/{id}/… page checks the project first, so an unknown or malformed id reads the same
 * everywhere: spec 000 §2 "Missing project: 'Project not found' with a Return to Dashboard button",
 * instead of some pages bouncing to the dashboard without a word. Other failures are left to the page.
 * Same query key and shape as the project view's, so the page reuses the answer.
 */
export function ProjectGate({ projectId, children }: { projectId: string; children: ReactNode }) {
  const project = useQuery({
    queryKey: ['project', projectId],
    queryFn: () => api<{ project: Project }>(`/api/projects/${encodeURIComponent(projectId)}`).then((r) => r.project),
    retry: false,
  });
  if (project.isPending) return <FullPageSpinner label="Loading project…" />;
  const status = (project.error as { status?: number } | null)?.status;
  if (status === 404 || status === 400) return <ProjectLoadProblem />;
  return <>{children}</>;
}
