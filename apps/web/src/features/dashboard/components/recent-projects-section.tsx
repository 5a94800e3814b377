import { Button, ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ProjectCard } from '@/components/project-card';
import { QueryError, QueryLoading } from '@/components/query-state';
import { useProjects } from '../api/dashboard-api';
import { recentProjects } from '../recent-projects';

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

      {projects.isPending && <QueryLoading label="Loading projects…" />}

      {projects.isError && (
        <QueryError query={projects} title="Error loading projects">
          {projects.error.message}
        </QueryError>
      )}

      {projects.isSuccess && shown.length === 0 && (
        <EmptyState
          title="No projects yet"
          description="Create your first project to turn a brief, a document or a web page into a narrated video."
          action={<Button onClick={onCreate}>Create your first project</Button>}
        />
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
