import {
  ADMIN_TOASTS,
  type AdminAllowanceRequest,
  ALLOWANCE_FAILURES,
  ALLOWANCE_MESSAGES,
  denyRequestSchema,
  minutesText,
  REASON_MAX_LENGTH,
} from '@lectern/core';
import { useEffect, useState } from 'react';
import { TextArea } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useToast } from '@/components/toaster';
import { TYPE_TITLE } from '../admin-labels';
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

  const onSubmit = () => {
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
    <FormDialog
      open={request !== null}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={deny.isPending}
      title="Deny Request"
      size="sm"
      submitLabel="Deny Request"
      busyLabel="Denying..."
      submitVariant="danger"
    >
      {request && (
        <>
          <p className="text-sm text-ink-muted">
            <strong className="text-ink">{request.user_name || request.user_email}</strong> asked for{' '}
            {minutesText(request.requested_minutes, TYPE_TITLE[request.video_type].toLowerCase())}. Tell them why the request is denied.
          </p>
          <TextArea
            label="Reason for denial"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error}
            maxLength={REASON_MAX_LENGTH}
            data-autofocus
          />
        </>
      )}
    </FormDialog>
  );
}
