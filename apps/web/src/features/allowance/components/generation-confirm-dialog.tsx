import {
  ALLOWANCE_MESSAGES,
  ALLOWANCE_THRESHOLDS,
  type AllowanceCheck,
  formatMinutes,
  formatRequiredMinutes,
  minutesText,
  type VideoType,
} from '@lectern/core';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { QueryError } from '@/components/query-state';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { useAllowanceCheck, usePendingRequest } from '../api/allowance-api';
import { VIDEO_TYPE_NAMES } from '../video-type-names';
import { AllowanceStatus } from './allowance-status';
import { RequestTimeDialog } from './request-time-dialog';

export interface GenerationConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the check that allowed it, when the user presses Generate Video. */
  onConfirm: (check: AllowanceCheck) => void;
  /** Spec 001 §5 "Required minutes" (core `requiredMinutes`). */
  requiredMinutes: number;
  videoType: VideoType;
  /** The caller is starting the render. */
  confirming?: boolean;
}

/** Spec 000 §2 / 001 §2 "Confirmation before generation". */
export function GenerationConfirmDialog({ open, onClose, onConfirm, requiredMinutes, videoType, confirming = false }: GenerationConfirmDialogProps) {
  const [requesting, setRequesting] = useState(false);
  const check = useAllowanceCheck(requiredMinutes, videoType, open && !requesting);

  // The request dialog replaces this one (two stacked modals would fight over focus and Escape).
  if (requesting) {
    return <RequestTimeDialog open={open} onClose={() => setRequesting(false)} videoType={videoType} />;
  }

  // A failed re-check must not leave the previous answer (and an enabled Generate Video) in view:
  // react-query keeps the last good data next to the error.
  const data = check.isError ? undefined : check.data;
  const insufficient = data ? !data.hasEnough : false;
  const footer =
    data && insufficient ? (
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    ) : (
      <>
        <Button variant="secondary" onClick={onClose} disabled={confirming}>
          Cancel
        </Button>
        <Button onClick={() => data && onConfirm(data)} disabled={!data} busy={confirming} busyLabel="Starting...">
          Generate Video
        </Button>
      </>
    );

  return (
    <Dialog open={open} onClose={confirming ? undefined : onClose} title={insufficient ? 'Insufficient Allowance' : 'Confirm Video Generation'} footer={footer}>
      <p className="text-sm text-ink-muted">
        This {VIDEO_TYPE_NAMES[videoType].lower} video needs <strong className="text-ink">{formatRequiredMinutes(requiredMinutes)}</strong> of{' '}
        {VIDEO_TYPE_NAMES[videoType].lower} time.
      </p>
      <div className="mt-4 space-y-4">
        {check.isPending && check.fetchStatus !== 'idle' && (
          <div className="flex items-center gap-2 py-4 text-sm text-ink-muted">
            <span className="text-brand">
              <Spinner size="sm" label="" />
            </span>
            Checking your allowance…
          </div>
        )}
        {check.isError && (
          <QueryError query={check}>
            {check.error instanceof ApiError && check.error.status === 401 ? ALLOWANCE_MESSAGES.notAuthenticated : ALLOWANCE_MESSAGES.checkFailedRetry}
          </QueryError>
        )}
        {data && insufficient && <InsufficientBody check={data} onRequest={() => setRequesting(true)} />}
        {data && !insufficient && <SufficientBody check={data} />}
      </div>
    </Dialog>
  );
}

function SufficientBody({ check }: { check: AllowanceCheck }) {
  const after = Math.max(0, check.remainingMinutes - check.requiredMinutes);
  return (
    <>
      <AllowanceStatus remaining={check.remainingMinutes} videoType={check.videoType} />
      <p className="text-sm text-ink-muted">
        {ALLOWANCE_MESSAGES.enough} Afterwards you'll have <strong className="text-ink">{formatMinutes(after)}</strong> left.
      </p>
      {check.lowRemainderWarning && (
        <Alert tone="warning" title="Running low after this video">
          You'll have less than {minutesText(ALLOWANCE_THRESHOLDS.remainderWarning)} of {VIDEO_TYPE_NAMES[check.videoType].lower} time left. Request more time
          from your profile before your next video.
        </Alert>
      )}
    </>
  );
}

function InsufficientBody({ check, onRequest }: { check: AllowanceCheck; onRequest: () => void }) {
  const pending = usePendingRequest();
  return (
    <>
      <div role="alert" className="rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger">
        <p className="font-semibold">Cannot Generate Video</p>
        <p className="mt-0.5">{ALLOWANCE_MESSAGES.notEnough}</p>
        <p className="mt-1">{check.message}</p>
      </div>
      <AllowanceStatus remaining={check.remainingMinutes} videoType={check.videoType} />
      <div>
        <h3 className="text-sm font-semibold text-ink">Next Steps</h3>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-ink-muted">
          <li>
            {pending.pending
              ? `Your request for more time is pending. An admin will respond within 24 hours.`
              : 'Ask an admin for more minutes. Requests are answered within 24 hours.'}
          </li>
          <li>Or shorten the video: pick a shorter duration or remove slides, then try again.</li>
        </ol>
        {pending.isSuccess && !pending.pending && (
          <Button className="mt-3" size="sm" onClick={onRequest}>
            Request More Time
          </Button>
        )}
      </div>
    </>
  );
}
