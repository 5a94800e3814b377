import { type AllowanceRequest, requestOutcome } from '@lectern/core';
import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { formatDate } from '@/lib/format-date';

/**
 * The answer to a resolved request, for the person who asked: approved with the minutes added,
 * or denied with the admin's reason. Nothing for a pending request.
 */
export function RequestOutcomeNotice({ request, action }: { request: AllowanceRequest; action?: ReactNode }) {
  const outcome = requestOutcome(request);
  if (!outcome) return null;
  return (
    <Alert tone={request.status === 'approved' ? 'success' : 'warning'} title={outcome.title} action={action}>
      <p>{outcome.message}</p>
      {request.resolved_at && (
        <p className="mt-1 text-xs opacity-80">
          Answered on <time dateTime={request.resolved_at}>{formatDate(request.resolved_at)}</time> · asked on{' '}
          <time dateTime={request.created_at}>{formatDate(request.created_at)}</time>
        </p>
      )}
    </Alert>
  );
}
