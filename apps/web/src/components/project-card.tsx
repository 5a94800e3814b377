import { flowTypeBadge, type ProjectListItem, projectPath, projectStatusLabel } from '@lectern/core';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format-date';
import { Badge, Card } from './card';
import { ProgressMeter } from './progress-meter';

/**
 * Spec 000 §2 "Project list" card, shown on the dashboard's recent projects and on /projects: it
 * opens the project where it left off. With `onDelete`, a delete button appears on hover or
 * keyboard focus (always shown on touch screens, which cannot hover).
 */
export function ProjectCard({ project, onDelete }: { project: ProjectListItem; onDelete?: (project: ProjectListItem) => void }) {
  const completed = project.status === 'completed';
  const progress = Math.max(0, Math.min(100, Math.round(project.progress_percentage)));
  const action = completed ? 'View Video' : 'Continue Project';
  return (
    <Card className="group flex w-full flex-col p-5 transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-base font-semibold break-words text-ink">{project.name}</h3>
        <Badge tone={project.flow_type === 'experimental' ? 'brand' : 'neutral'} className="shrink-0">
          {flowTypeBadge(project.flow_type)}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-ink-muted">{project.purpose}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
        <dt className="text-ink-subtle">Status</dt>
        <dd className="text-right">
          <Badge tone={completed ? 'success' : 'warning'}>{projectStatusLabel(project.status)}</Badge>
        </dd>
        <dt className="text-ink-subtle">Created</dt>
        <dd className="text-right text-ink-muted">
          <time dateTime={project.created_at}>{formatDate(project.created_at)}</time>
        </dd>
      </dl>
      <div className="mt-4">
        <ProgressMeter caption="Progress" label={`${project.name} progress`} percent={progress} barClassName={completed ? 'bg-success' : 'bg-brand'} />
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 pt-5">
        <Link
          to={projectPath(project)}
          className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand hover:text-brand-hover"
          aria-label={`${action}: ${project.name}`}
        >
          {action}
          <span aria-hidden="true">→</span>
        </Link>
        {onDelete && (
          <button
            type="button"
            onClick={() => onDelete(project)}
            aria-label={`Delete ${project.name}`}
            title="Delete project"
            className="rounded-md p-1.5 text-ink-subtle opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 hover:bg-danger-soft hover:text-danger focus-visible:opacity-100 [@media(hover:none)]:opacity-100"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
              <path
                fillRule="evenodd"
                d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.443c-.795.077-1.584.176-2.365.298a.75.75 0 1 0 .23 1.482l.149-.022.841 10.518A2.75 2.75 0 0 0 7.596 19h4.807a2.75 2.75 0 0 0 2.742-2.53l.841-10.52.149.023a.75.75 0 0 0 .23-1.482A41.03 41.03 0 0 0 14 4.193V3.75A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.673.025 2.5.075V3.75c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.325C8.327 4.025 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z"
                clipRule="evenodd"
              />
            </svg>
          </button>
        )}
      </div>
    </Card>
  );
}
