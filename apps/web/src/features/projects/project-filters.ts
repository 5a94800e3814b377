import type { ProjectListItem } from '@lectern/core';

/** Spec 000 §2 "Project list" tabs: All Projects, Draft (every project not completed), Completed. */
export const PROJECT_TABS = [
  { id: 'all', label: 'All Projects', empty: 'No projects yet' },
  { id: 'draft', label: 'Draft', empty: 'No draft projects' },
  { id: 'completed', label: 'Completed', empty: 'No completed projects' },
] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number]['id'];

const inTab = (project: ProjectListItem, tab: ProjectTab) =>
  tab === 'all' ? true : tab === 'completed' ? project.status === 'completed' : project.status !== 'completed';

/** Counts per tab, over every project (the search narrows the cards, not the counts). */
export function tabCounts(projects: readonly ProjectListItem[]): Record<ProjectTab, number> {
  const completed = projects.filter((p) => p.status === 'completed').length;
  return { all: projects.length, draft: projects.length - completed, completed };
}

/** The cards of one tab whose title contains the search text (case-insensitive), newest first. */
export function visibleProjects(projects: readonly ProjectListItem[], tab: ProjectTab, search: string): ProjectListItem[] {
  const needle = search.trim().toLocaleLowerCase();
  return projects
    .filter((p) => inTab(p, tab) && (!needle || p.name.toLocaleLowerCase().includes(needle)))
    .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
}
