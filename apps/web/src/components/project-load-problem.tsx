import { ButtonLink } from '@/components/button';

/**
 * What a /project/{id}/… page shows when its project cannot be shown: spec 000 §2 "Missing
 * project: 'Project not found' with a Return to Dashboard button", or the load failure with the
 * server's words. One block, so every project page says it the same way.
 */
export function ProjectLoadProblem({ failure }: { failure?: string }) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-semibold text-ink">{failure ? 'Failed to load project details' : 'Project not found'}</h1>
      <p className="mt-2 text-ink-muted">{failure ?? 'This project does not exist, or it belongs to another account.'}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/dashboard">Return to Dashboard</ButtonLink>
        <ButtonLink to="/projects" variant="secondary">
          All projects
        </ButtonLink>
      </div>
    </div>
  );
}
