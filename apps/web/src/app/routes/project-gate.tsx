import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ProjectLoadProblem } from '@/components/project-load-problem';
import { FullPageSpinner } from '@/components/spinner';
import { projectQuery } from '@/lib/projects/project-query';

/**
 * Every /project/{id}/… page reads its project here first, and the page opens only once the
 * project is read, so every page says the same thing when it cannot be: spec 000 §2 "Project not
 * found" for an unknown or malformed id, spec 000 §8 "Failed to load project details" with Try
 * again for any other failure (decision 153). A page never mounts on a failed read: mounting a
 * second reader of a failed query starts a new read, which put the gate back to loading, which
 * unmounted the page, in a loop of about 33 requests a second.
 */
export function ProjectGate({ projectId, children }: { projectId: string; children: ReactNode }) {
  const project = useQuery(projectQuery(projectId));
  if (project.isPending) return <FullPageSpinner label="Loading project…" />;
  if (project.data === undefined) return <ProjectLoadProblem error={project.error} onRetry={() => void project.refetch()} retrying={project.isFetching} />;
  return <>{children}</>;
}
