import { ADMIN_TOASTS, type AdminUser, ALLOWANCE_FAILURES, ALLOWANCE_MESSAGES, languageConversionQuotaSchema, withServerMessage } from '@lectern/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/button';
import { useToast } from '@/components/toaster';
import { userLabel } from '../admin-labels';
import { useUpdateFeatures } from '../api/admin-api';

/** Spec 000 §5/§9: the language-conversion quota, 0 to 100. */
export function QuotaForm({ user }: { user: AdminUser }) {
  const update = useUpdateFeatures();
  const toast = useToast();
  const id = useId();
  const [value, setValue] = useState(String(user.language_conversion_quota));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(String(user.language_conversion_quota)), [user.language_conversion_quota]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = languageConversionQuotaSchema.safeParse(value.trim() === '' ? Number.NaN : value);
    if (!parsed.success) {
      // The schema says which rule failed: out of range, or a fraction such as 7.5.
      setError(parsed.error.issues[0]?.message ?? ALLOWANCE_MESSAGES.quotaRange);
      return;
    }
    setError(null);
    update.mutate(
      { userId: user.user_id, changes: { language_conversion_quota: parsed.data } },
      {
        onSuccess: ({ user: updated }) => toast.success(ADMIN_TOASTS.quotaUpdated(updated.language_conversion_quota, userLabel(updated))),
        onError: (err) => toast.error(withServerMessage(ALLOWANCE_FAILURES.updateQuota, err.message)),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <label htmlFor={id} className="text-sm whitespace-nowrap text-ink">
          Conversion quota
        </label>
        <input
          id={id}
          type="number"
          min={0}
          max={100}
          step={1}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-used`}
          className="h-8 w-16 rounded-lg border border-line bg-card px-2 text-sm text-ink shadow-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none aria-[invalid=true]:border-danger"
        />
        <Button type="submit" size="sm" variant="secondary" busy={update.isPending} aria-label={`Save quota for ${userLabel(user)}`}>
          Save
        </Button>
        <span id={`${id}-used`} className="text-xs whitespace-nowrap text-ink-subtle">
          {user.language_conversions_used} used
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
