import { type ProjectListItem, RECENT_PROJECTS_COUNT } from '@lectern/core';

/** Spec 000 §2 "Dashboard": the 5 most recent projects by updated_at, newest first. */
export function recentProjects(projects: readonly ProjectListItem[]): {
  shown: ProjectListItem[];
  hasMore: boolean;
} {
  const sorted = [...projects].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
  return {
    shown: sorted.slice(0, RECENT_PROJECTS_COUNT),
    hasMore: sorted.length > RECENT_PROJECTS_COUNT,
  };
}
