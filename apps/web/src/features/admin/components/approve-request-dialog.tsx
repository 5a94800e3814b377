import { ADMIN_TOASTS, type AdminAllowanceRequest, ALLOWANCE_FAILURES, approveRequestSchema, formatMinuteNumber } from '@lectern/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/field';
import { useToast } from '@/components/toaster';
import { useApproveRequest } from '../api/admin-api';
import { TYPE_TITLE } from '../admin-labels';

/**
 * Spec 000 §2/§5: approve, optionally with a custom amount. A custom amount that is not a
 * positive number is ignored and the requested minutes are granted (the dialog says so).
 */
export function ApproveRequestDialog({ request, onClose }: { request: AdminAllowanceRequest | null; onClose: () => void }) {
  const approve = useApproveRequest();
  const toast = useToast();
  const [custom, setCustom] = useState('');
  useEffect(() => {
    if (request) setCustom('');
  }, [request]);

  const minutes = approveRequestSchema.parse({ minutes: custom }).minutes;
  const ignored = custom.trim() !== '' && minutes === undefined;
  const granted = minutes ?? request?.requested_minutes ?? 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    approve.mutate(
      { id: request.id, minutes },
      {
        onSuccess: () => {
          toast.success(ADMIN_TOASTS.requestApproved());
          onClose();
        },
        onError: (err) => toast.error(ALLOWANCE_FAILURES.approveRequest(err.message)),
      },
    );
  };

  return (
    <Dialog
      open={request !== null}
      onClose={approve.isPending ? undefined : onClose}
      title="Approve Request"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={approve.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="approve-request-form" busy={approve.isPending} busyLabel="Approving...">
            Approve {formatMinuteNumber(granted)} minutes
          </Button>
        </>
      }
    >
      {request && (
        <form id="approve-request-form" noValidate onSubmit={onSubmit} className="space-y-4">
          <p className="text-sm text-ink-muted">
            <strong className="text-ink">{request.user_name || request.user_email}</strong> asked for {formatMinuteNumber(request.requested_minutes)}{' '}
            {TYPE_TITLE[request.video_type].toLowerCase()} minutes.
          </p>
          <TextField
            label="Custom amount (optional)"
            inputMode="decimal"
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
            placeholder={formatMinuteNumber(request.requested_minutes)}
            hint={
              ignored
                ? `That is not a number of minutes, so the requested ${formatMinuteNumber(request.requested_minutes)} minutes will be granted.`
                : `Leave empty to grant the requested ${formatMinuteNumber(request.requested_minutes)} minutes.`
            }
            data-autofocus
          />
        </form>
      )}
    </Dialog>
  );
}
