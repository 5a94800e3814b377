import { AVATARS, type FlowType } from '@lectern/core';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '@/components/card';
import { ProjectLoadProblem } from '@/components/project-load-problem';
import { FullPageSpinner } from '@/components/spinner';
import { useProject, useUpdateProject } from '../api/project-api';

const FLOW_ROUTES: Record<FlowType, string> = { native: 'native-flow', azure: 'azure-flow', experimental: 'avatar-flow' };

const choices: { flow: FlowType; title: string; body: string; points: string[]; icon: ReactElement }[] = [
  {
    flow: 'native',
    title: 'Video without Avatar',
    body: 'Narrated slides: Lectern writes the outline and the script, designs the slides and records the voice-over.',
    points: ['1 to 5 minutes', 'Twelve themes, your logo and images', 'Uses non-avatar minutes'],
    icon: (
      <svg aria-hidden="true" viewBox="0 0 48 48" className="h-12 w-12">
        <rect x="4" y="9" width="40" height="26" rx="4" className="fill-brand-soft stroke-brand" strokeWidth="2" />
        <path d="M12 17h14M12 22h20M12 27h10" className="stroke-brand" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M20 39h8M24 35v4" className="stroke-brand" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    ),
  },
  {
    flow: 'experimental',
    title: 'Video with Avatar',
    body: 'A presenter appears beside your slides and speaks the script, for a face-to-face feel.',
    points: ['1, 2 or 3 minutes', `Choose from ${AVATARS.length} presenters in casual, professional and formal styles`, 'Uses avatar minutes'],
    icon: (
      <svg aria-hidden="true" viewBox="0 0 48 48" className="h-12 w-12">
        <rect x="4" y="9" width="40" height="26" rx="4" className="fill-brand-soft stroke-brand" strokeWidth="2" />
        <circle cx="33" cy="19" r="5" className="fill-brand" />
        <path d="M25 33c1-5 4.5-7 8-7s7 2 8 7" className="fill-brand" />
        <path d="M10 17h10M10 22h8" className="stroke-brand" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    ),
  },
];

/** Spec 001 §2 "Flow selection": the project's name and the two kinds of video. */
export function SelectFlowPage({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const project = useProject(projectId);
  const update = useUpdateProject(projectId);

  // Spec 001 §2 sent a missing or failed project to /dashboard without a word; it now says why
  // like every project page, with Try again (decisions 125 and 153).
  if (project.isPending) return <FullPageSpinner label="Loading project…" />;
  if (project.data === undefined) return <ProjectLoadProblem error={project.error} onRetry={() => void project.refetch()} retrying={project.isFetching} />;

  const choose = async (flow: FlowType) => {
    try {
      await update.mutateAsync({ flow_type: flow });
    } catch {
      // Spec 001 §2: failures while choosing are silently ignored.
    }
    navigate(`/project/${projectId}/${FLOW_ROUTES[flow]}`);
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">New video</p>
      <h1 className="mt-1 text-3xl font-bold text-ink">{project.data.name}</h1>
      <p className="mt-2 text-ink-muted">What kind of video would you like to make?</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {choices.map((c) => (
          <Card key={c.flow} className="flex flex-col p-6 transition hover:border-brand hover:shadow-md">
            {c.icon}
            <h2 className="mt-4 text-xl font-semibold text-ink">{c.title}</h2>
            <p className="mt-2 flex-1 text-sm text-ink-muted">{c.body}</p>
            <ul className="mt-4 space-y-1.5 text-sm text-ink">
              {c.points.map((p) => (
                <li key={p} className="flex items-start gap-2">
                  <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand" />
                  {p}
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => choose(c.flow)}
              disabled={update.isPending}
              className="mt-6 inline-flex h-11 items-center justify-center rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-hover disabled:opacity-60"
            >
              Create {c.title}
            </button>
          </Card>
        ))}
      </div>
    </div>
  );
}
