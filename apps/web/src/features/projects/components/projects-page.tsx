import { type ProjectListItem, projectDeleteFailed } from '@lectern/core';
import { type ComponentType, useMemo, useState } from 'react';
import { Button, ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ProjectCard } from '@/components/project-card';
import { QueryError, QueryLoading } from '@/components/query-state';
import { SearchField } from '@/components/search-field';
import { TabCount, TabPanel, Tabs } from '@/components/tabs';
import { useToast } from '@/components/toaster';
import { useDeleteProject, useProjectList } from '../api/projects-api';
import { PROJECT_TABS, type ProjectTab, tabCounts, visibleProjects } from '../project-filters';
import { DeleteProjectDialog } from './delete-project-dialog';

/** The create-project dialog, composed in by the app (it belongs to the dashboard feature). */
export type CreateProjectDialogComponent = ComponentType<{ open: boolean; onClose: () => void }>;

/** Spec 000 §2 "Project list (/projects)". */
export function ProjectsPage({ CreateDialog }: { CreateDialog?: CreateProjectDialogComponent }) {
  const projects = useProjectList();
  const remove = useDeleteProject();
  const toast = useToast();
  const [tab, setTab] = useState<ProjectTab>('all');
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<ProjectListItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const create = CreateDialog ? () => setCreating(true) : undefined;

  const all = projects.data ?? [];
  const counts = useMemo(() => tabCounts(all), [all]);
  const shown = useMemo(() => visibleProjects(all, tab, search), [all, tab, search]);
  const current = PROJECT_TABS.find((t) => t.id === tab) ?? PROJECT_TABS[0];
  const tabs = PROJECT_TABS.map((t) => ({
    id: t.id,
    label: t.label,
    badge: <TabCount count={counts[t.id]} />,
    accessibleName: `${t.label} (${counts[t.id]})`,
  }));

  const confirmDelete = (project: ProjectListItem) => {
    setDeleteError(null);
    remove.mutate(project.id, {
      onSuccess: () => {
        setToDelete(null);
        toast.success(`"${project.name}" was deleted`);
      },
      // Spec 000 §8: a failed delete shows "Error loading projects" with the message.
      onError: (err) => {
        setToDelete(null);
        setDeleteError(projectDeleteFailed(err.message));
      },
    });
  };

  const error = projects.isError ? projects.error.message : deleteError;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Projects</h1>
          <p className="mt-1 text-ink-muted">Every video project you have started, in progress and finished.</p>
        </div>
        {create && (
          <Button size="lg" onClick={create} className="w-full shrink-0 sm:w-auto">
            Create Project
          </Button>
        )}
      </div>

      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <Tabs group="projects" label="Project status" variant="segmented" className="w-full md:w-auto" tabs={tabs} active={tab} onChange={setTab} />
        <SearchField label="Search projects by title" value={search} onChange={setSearch} className="md:w-72" />
      </div>

      {error && (
        <QueryError
          query={projects}
          title="Error loading projects"
          onRetry={() => {
            setDeleteError(null);
            projects.refetch();
          }}
        >
          {error}
        </QueryError>
      )}

      <TabPanel group="projects" active={tab} tabIndex={-1}>
        {projects.isPending && <QueryLoading label="Loading projects…" className="py-16" />}
        {projects.isSuccess && shown.length === 0 && (
          <ProjectsEmptyState
            title={counts[tab] === 0 ? current.empty : `No projects match "${search.trim()}"`}
            tab={tab}
            searching={counts[tab] > 0}
            onClear={() => setSearch('')}
            onCreate={create}
          />
        )}
        {shown.length > 0 && (
          // The cards' titles are h3s: this heading keeps the outline h1 → h2 → h3 for screen readers.
          <h2 className="sr-only">{current.label}</h2>
        )}
        {shown.length > 0 && (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={`${current.label} list`}>
            {shown.map((project) => (
              <li key={project.id} className="flex">
                <ProjectCard project={project} onDelete={setToDelete} />
              </li>
            ))}
          </ul>
        )}
      </TabPanel>

      {CreateDialog && <CreateDialog open={creating} onClose={() => setCreating(false)} />}
      <DeleteProjectDialog project={toDelete} deleting={remove.isPending} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} />
    </div>
  );
}

const emptyHints: Record<ProjectTab, string> = {
  all: 'Create your first project to turn a brief, a document or a web page into a narrated video.',
  draft: 'Projects you have started but not finished appear here.',
  completed: 'Projects whose video is ready appear here.',
};

function ProjectsEmptyState({
  title,
  tab,
  searching,
  onClear,
  onCreate,
}: {
  title: string;
  tab: ProjectTab;
  searching: boolean;
  onClear: () => void;
  onCreate?: () => void;
}) {
  return (
    <EmptyState
      heading="h2"
      title={title}
      description={searching ? 'Try a different title, or clear the search.' : emptyHints[tab]}
      action={
        searching ? (
          <Button variant="secondary" onClick={onClear}>
            Clear search
          </Button>
        ) : (
          tab === 'all' && (onCreate ? <Button onClick={onCreate}>Create your first project</Button> : <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>)
        )
      }
    />
  );
}
