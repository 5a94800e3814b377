import { Button, ButtonLink } from '@/components/button';

/** The answers that mean the project is not there for this user: unknown, not theirs, or a malformed id. */
const MISSING_STATUSES = new Set([400, 404]);

export const isMissingProject = (error: unknown): boolean => MISSING_STATUSES.has((error as { status?: number } | null)?.status ?? 0);

/**
 * What a /project/{id}/… page shows when its project cannot be shown, the same on every project
 * page. Missing: spec 000 §2 "Project not found" with a Return to Dashboard button. Any other
 * failure (after the read's retries, decision 153): spec 000 §8 "Failed to load project details"
 * with the server's words and Try again, never a "Loading project…" that does not end.
 */
export function ProjectLoadProblem({ error, onRetry, retrying = false }: { error?: unknown; onRetry?: () => void; retrying?: boolean }) {
  const failed = error !== undefined && !isMissingProject(error);
  const message = failed ? (error as { message?: string }).message || 'Something went wrong.' : null;
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-semibold text-ink">{failed ? 'Failed to load project details' : 'Project not found'}</h1>
      <p role={failed ? 'alert' : undefined} className="mt-2 text-ink-muted">
        {message ?? 'This project does not exist, or it belongs to another account.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {failed && onRetry && (
          <Button onClick={onRetry} busy={retrying}>
            Try again
          </Button>
        )}
        <ButtonLink to="/dashboard" variant={failed && onRetry ? 'secondary' : 'primary'}>
          Return to Dashboard
        </ButtonLink>
        <ButtonLink to="/projects" variant="secondary">
          All projects
        </ButtonLink>
      </div>
    </div>
  );
}
