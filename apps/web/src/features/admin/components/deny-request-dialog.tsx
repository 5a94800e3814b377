import { ADMIN_TOASTS, type AdminAllowanceRequest, ALLOWANCE_FAILURES, ALLOWANCE_MESSAGES, denyRequestSchema, formatMinuteNumber, REASON_MAX_LENGTH } from '@lectern/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextArea } from '@/components/field';
import { useToast } from '@/components/toaster';
import { useDenyRequest } from '../api/admin-api';

/** Spec 000 §5: a denial needs a reason; a blank one sends nothing. */
export function DenyRequestDialog({ request, onClose }: { request: AdminAllowanceRequest | null; onClose: () => void }) {
  const deny = useDenyRequest();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!request) return;
    setReason('');
    setError(null);
  }, [request]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    const parsed = denyRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(ALLOWANCE_MESSAGES.denialReasonRequired);
      return;
    }
    setError(null);
    deny.mutate(
      { id: request.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success(ADMIN_TOASTS.requestDenied());
          onClose();
        },
        onError: (err) => toast.error(ALLOWANCE_FAILURES.updateRequest(err.message)),
      },
    );
  };

  return (
    <Dialog
      open={request !== null}
      onClose={deny.isPending ? undefined : onClose}
      title="Deny Request"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={deny.isPending}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form="deny-request-form" busy={deny.isPending} busyLabel="Denying...">
            Deny Request
          </Button>
        </>
      }
    >
      {request && (
        <form id="deny-request-form" noValidate onSubmit={onSubmit} className="space-y-4">
          <p className="text-sm text-ink-muted">
            <strong className="text-ink">{request.user_name || request.user_email}</strong> asked for {formatMinuteNumber(request.requested_minutes)} minutes.
            Tell them why the request is denied.
          </p>
          <TextArea label="Reason for denial" value={reason} onChange={(e) => setReason(e.target.value)} error={error} maxLength={REASON_MAX_LENGTH} data-autofocus />
        </form>
      )}
    </Dialog>
  );
}
