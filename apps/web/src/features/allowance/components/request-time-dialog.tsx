import {
  ALLOWANCE_FAILURES,
  ALLOWANCE_MESSAGES,
  allowanceRequestSchema,
  minutesText,
  REASON_MAX_LENGTH,
  REQUEST_MINUTES,
  REQUEST_REVIEW_HOURS,
  type VideoType,
} from '@lectern/core';
import { useEffect, useId, useState } from 'react';
import { Alert } from '@/components/alert';
import { TextArea, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useToast } from '@/components/toaster';
import { useSession } from '@/lib/auth/use-session';
import { useSubmitRequest } from '../api/allowance-api';
import { VIDEO_TYPE_NAMES } from '../video-type-names';

interface RequestTimeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The kind of minutes asked for. */
  videoType: VideoType;
  /** Lets the user switch the kind (the dashboard banner, where either kind may be low). */
  chooseType?: boolean;
}

type Errors = { minutes?: string; reason?: string };

/** Spec 000 §2 "Request More Time dialog" with the §5 validation rules. */
export function RequestTimeDialog({ open, onClose, videoType, chooseType = false }: RequestTimeDialogProps) {
  const { user } = useSession();
  const toast = useToast();
  const submit = useSubmitRequest();
  const [type, setType] = useState<VideoType>(videoType);
  const [minutes, setMinutes] = useState(String(REQUEST_MINUTES.default));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const typeGroup = useId();

  // Every opening starts from the defaults (spec: 5 minutes) for the kind asked about.
  useEffect(() => {
    if (!open) return;
    setType(videoType);
    setMinutes(String(REQUEST_MINUTES.default));
    setReason('');
    setErrors({});
    setFailure(null);
    submit.reset();
  }, [open, videoType, submit.reset]);

  const onSubmit = () => {
    setFailure(null);
    if (!user) {
      setFailure(ALLOWANCE_FAILURES.submitRequest(ALLOWANCE_MESSAGES.notAuthenticated));
      return;
    }
    const parsed = allowanceRequestSchema.safeParse({ minutes: minutes.trim() === '' ? Number.NaN : minutes, reason, video_type: type });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'minutes') next.minutes ??= ALLOWANCE_MESSAGES.invalidMinutes;
        if (field === 'reason') next.reason ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    submit.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(
          `Your request for ${minutesText(parsed.data.minutes, VIDEO_TYPE_NAMES[parsed.data.video_type].lower)} was sent. You'll hear back within ${REQUEST_REVIEW_HOURS} hours.`,
        );
        onClose();
      },
      onError: (err) => setFailure(ALLOWANCE_FAILURES.submitRequest(err.message)),
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={submit.isPending}
      title="Request More Time"
      description={`Ask an admin for more ${chooseType ? '' : `${VIDEO_TYPE_NAMES[type].lower} `}video minutes.`}
      submitLabel="Submit Request"
      busyLabel="Submitting..."
    >
      {chooseType && (
        <fieldset>
          <legend className="text-sm font-medium text-ink">Minutes for</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-2">
            {(['avatar', 'non_avatar'] as const).map((option) => (
              <label
                key={option}
                className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${
                  type === option ? 'border-brand bg-brand-soft font-semibold text-brand-ink' : 'border-line text-ink-muted hover:bg-surface'
                }`}
              >
                <input
                  type="radio"
                  name={`${typeGroup}-type`}
                  value={option}
                  checked={type === option}
                  onChange={() => setType(option)}
                  className="accent-brand"
                />
                {VIDEO_TYPE_NAMES[option].title} videos
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div>
        <TextField
          label="Additional minutes"
          type="number"
          inputMode="decimal"
          min={REQUEST_MINUTES.min}
          max={REQUEST_MINUTES.max}
          step="any"
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          error={errors.minutes}
          hint={`Between ${REQUEST_MINUTES.min} and ${REQUEST_MINUTES.max} minutes.`}
          data-autofocus
        />
        <fieldset className="mt-2">
          <legend className="sr-only">Quick amounts</legend>
          <div className="flex flex-wrap items-center gap-2">
            {REQUEST_MINUTES.hints.map((hint) => (
              <button
                key={hint}
                type="button"
                onClick={() => setMinutes(String(hint))}
                aria-pressed={Number(minutes) === hint}
                className={`rounded-full border px-3 py-1 text-xs font-semibold ${
                  Number(minutes) === hint ? 'border-brand bg-brand text-white' : 'border-line text-ink-muted hover:bg-surface'
                }`}
              >
                {hint} min
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <TextArea
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
        placeholder="For example: I'm preparing the onboarding series for our new hires this month."
        maxLength={REASON_MAX_LENGTH}
      />
      <p className="flex items-start gap-2 rounded-lg bg-surface px-3 py-2 text-xs text-ink-muted">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-px h-4 w-4 shrink-0 text-brand" fill="currentColor">
          <path
            fillRule="evenodd"
            d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm.75-13a.75.75 0 0 0-1.5 0v5c0 .2.08.39.22.53l3 3a.75.75 0 1 0 1.06-1.06l-2.78-2.78V5Z"
            clipRule="evenodd"
          />
        </svg>
        An admin reviews every request and responds within {REQUEST_REVIEW_HOURS} hours.
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
    </FormDialog>
  );
}
