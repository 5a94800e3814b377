import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { useProjects } from '../api/dashboard-api';
import { recentProjects } from '../recent-projects';
import { ProjectCard } from './project-card';

/** Spec 000 §2 "Dashboard" / "Project list" recent view. */
export function RecentProjectsSection({ onCreate }: { onCreate: () => void }) {
  const projects = useProjects();
  const { shown, hasMore } = recentProjects(projects.data ?? []);

  return (
    <section aria-labelledby="recent-projects-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="recent-projects-title" className="text-lg font-semibold text-ink">
            Recent projects
          </h2>
          {hasMore && <p className="text-sm text-ink-subtle">Latest 5 shown</p>}
        </div>
        {hasMore && (
          <ButtonLink to="/projects" variant="secondary" size="sm">
            View All Projects
          </ButtonLink>
        )}
      </div>

      {projects.isPending && (
        <div className="flex justify-center py-12 text-brand">
          <Spinner label="Loading projects…" />
        </div>
      )}

      {projects.isError && (
        <Alert
          tone="error"
          title="Error loading projects"
          action={
            <Button size="sm" variant="secondary" onClick={() => projects.refetch()} busy={projects.isFetching}>
              Try again
            </Button>
          }
        >
          {projects.error.message}
        </Alert>
      )}

      {projects.isSuccess && shown.length === 0 && (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-soft text-brand">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="M10 9.5v5l4-2.5-4-2.5Z" />
            </svg>
          </span>
          <h3 className="mt-4 text-base font-semibold text-ink">No projects yet</h3>
          <p className="mt-1 max-w-sm text-sm text-ink-muted">Create your first project to turn a brief, a document or a web page into a narrated video.</p>
          <Button className="mt-5" onClick={onCreate}>
            Create your first project
          </Button>
        </Card>
      )}

      {shown.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((project) => (
            <li key={project.id} className="flex">
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
