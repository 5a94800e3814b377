import { flowTypeBadge, type Project, projectPath, projectStatusLabel } from '@lectern/core';
import { Link } from 'react-router';
import { Badge, Card } from '@/components/card';
import { formatDate } from '@/lib/format-date';

/** A recent-project card (spec 000 §2 "Project list" fields), opening the project where it left off. */
export function ProjectCard({ project }: { project: Project }) {
  const completed = project.status === 'completed';
  const progress = Math.max(0, Math.min(100, Math.round(project.progress_percentage)));
  const action = completed ? 'View Video' : 'Continue Project';
  return (
    <Card className="flex w-full flex-col p-5 transition-shadow focus-within:shadow-md hover:shadow-md">
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
        <div className="flex justify-between text-xs">
          <span className="text-ink-subtle">Progress</span>
          <span className="font-semibold text-ink">{progress}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={`${project.name} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-line"
        >
          <div className={`h-full rounded-full ${completed ? 'bg-success' : 'bg-brand'}`} style={{ width: `${progress}%` }} />
        </div>
      </div>
      <div className="mt-auto pt-5">
        <Link
          to={projectPath(project)}
          className="inline-flex items-center gap-1 self-start rounded-md text-sm font-semibold text-brand hover:text-brand-hover"
          aria-label={`${action}: ${project.name}`}
        >
          {action}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </Card>
  );
}
