import { ADMIN_TOASTS, type AdminAllowanceRequest, ALLOWANCE_FAILURES, approveRequestSchema, formatMinuteNumber, minutesText } from '@lectern/core';
import { useEffect, useState } from 'react';
import { TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useToast } from '@/components/toaster';
import { TYPE_TITLE } from '../admin-labels';
import { useApproveRequest } from '../api/admin-api';

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

  const onSubmit = () => {
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
    <FormDialog
      open={request !== null}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={approve.isPending}
      title="Approve Request"
      size="sm"
      submitLabel={`Approve ${minutesText(granted)}`}
      busyLabel="Approving..."
    >
      {request && (
        <>
          <p className="text-sm text-ink-muted">
            <strong className="text-ink">{request.user_name || request.user_email}</strong> asked for{' '}
            {minutesText(request.requested_minutes, TYPE_TITLE[request.video_type].toLowerCase())}.
          </p>
          <TextField
            label="Custom amount (optional)"
            inputMode="decimal"
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
            placeholder={formatMinuteNumber(request.requested_minutes)}
            hint={
              ignored
                ? `That is not a number of minutes, so the requested ${minutesText(request.requested_minutes)} will be granted.`
                : `Leave empty to grant the requested ${minutesText(request.requested_minutes)}.`
            }
            data-autofocus
          />
        </>
      )}
    </FormDialog>
  );
}
