import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';

/** A centred spinner where a list or panel is about to appear; `label` is announced. */
export function QueryLoading({ label, className = 'py-12' }: { label: string; className?: string }) {
  return (
    <div className={`flex justify-center text-brand ${className}`}>
      <Spinner label={label} />
    </div>
  );
}

/** What QueryError needs of a TanStack query to offer a retry. */
interface Retryable {
  refetch: () => unknown;
  isFetching: boolean;
}

/**
 * A failed load: the message in an error alert with "Try again", which reloads the query (or
 * runs `onRetry` when retrying has more to reset) and shows as busy while it reloads.
 */
export function QueryError({ query, title, onRetry, children }: { query: Retryable; title?: ReactNode; onRetry?: () => void; children: ReactNode }) {
  return (
    <Alert
      tone="error"
      title={title}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry ?? (() => void query.refetch())} busy={query.isFetching}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
