import {
  ADMIN_TOASTS,
  type AdminUser,
  ALLOWANCE_FAILURES,
  ALLOWANCE_MESSAGES,
  adminAddedNote,
  adminAddMinutesSchema,
  REASON_MAX_LENGTH,
  type VideoType,
} from '@lectern/core';
import { useEffect, useState } from 'react';
import { SelectField, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useToast } from '@/components/toaster';
import { TYPE_TITLE, userLabel } from '../admin-labels';
import { useAddMinutes } from '../api/admin-api';

const TYPE_OPTIONS = [
  { value: 'avatar', label: `${TYPE_TITLE.avatar} minutes` },
  { value: 'non_avatar', label: `${TYPE_TITLE.non_avatar} minutes` },
];

/** Spec 000 §2/§5 "Admin add minutes": numeric and above 0; the reason defaults to "Admin added {n} {type} minutes". */
export function AddMinutesDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const add = useAddMinutes();
  const toast = useToast();
  const [type, setType] = useState<VideoType>('non_avatar');
  const [minutes, setMinutes] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!user) return;
    setType('non_avatar');
    setMinutes('');
    setReason('');
    setError(null);
  }, [user]);

  const typed = Number(minutes);
  const defaultNote = minutes.trim() && Number.isFinite(typed) && typed > 0 ? adminAddedNote(typed, type) : null;

  const onSubmit = () => {
    if (!user) return;
    const parsed = adminAddMinutesSchema.safeParse({ minutes: minutes.trim() === '' ? Number.NaN : minutes, type, reason });
    if (!parsed.success) {
      setError(ALLOWANCE_MESSAGES.invalidMinutes);
      return;
    }
    setError(null);
    const input = parsed.data;
    add.mutate(
      { userId: user.user_id, minutes: input.minutes, type: input.type, reason: input.reason },
      {
        onSuccess: () => {
          toast.success(ADMIN_TOASTS.minutesAdded(input.minutes, input.type, userLabel(user)));
          onClose();
        },
        onError: (err) => toast.error(ALLOWANCE_FAILURES.addAllowance(err.message)),
      },
    );
  };

  return (
    <FormDialog
      open={user !== null}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={add.isPending}
      title="Add Minutes"
      description={user ? `Add video minutes to ${userLabel(user)}'s allowance.` : undefined}
      size="sm"
      submitLabel="Add Minutes"
      busyLabel="Adding..."
    >
      {user && (
        <>
          <SelectField label="Type" value={type} onChange={(e) => setType(e.target.value as VideoType)} options={TYPE_OPTIONS} />
          <TextField
            label="Minutes"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            error={error}
            data-autofocus
          />
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={defaultNote ?? 'Why these minutes are added'}
            hint={defaultNote ? `Left empty, the note reads "${defaultNote}".` : 'Left empty, a note with the minutes and type is written.'}
            maxLength={REASON_MAX_LENGTH}
          />
        </>
      )}
    </FormDialog>
  );
}
