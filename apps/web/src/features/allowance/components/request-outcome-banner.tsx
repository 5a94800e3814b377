import { ALLOWANCE_FAILURES, unseenRequestOutcome } from '@lectern/core';
import { Button, ButtonLink } from '@/components/button';
import { useToast } from '@/components/toaster';
import { useDismissOutcome, useOwnRequests } from '../api/allowance-api';
import { RequestOutcomeNotice } from './request-outcome-notice';

/**
 * Dashboard notice with the answer to the user's newest request until they dismiss it, so a
 * denial (and its reason) reaches the person who asked. Silent while loading or on failure:
 * the profile card shows the request history and its errors.
 */
export function RequestOutcomeBanner() {
  const requests = useOwnRequests();
  const dismiss = useDismissOutcome();
  const toast = useToast();
  const request = unseenRequestOutcome(requests.data ?? []);
  if (!request) return null;
  return (
    <RequestOutcomeNotice
      request={request}
      action={
        <div className="flex shrink-0 gap-2 self-center">
          <ButtonLink to="/profile" size="sm" variant="secondary">
            View Allowance
          </ButtonLink>
          <Button
            size="sm"
            variant="secondary"
            busy={dismiss.isPending}
            onClick={() => dismiss.mutate(request.id, { onError: (err) => toast.error(ALLOWANCE_FAILURES.updateRequest(err.message)) })}
          >
            Dismiss
          </Button>
        </div>
      }
    />
  );
}
