import { ALLOWANCE_THRESHOLDS, formatMinutes, isLowAllowance, minutesText, type VideoType } from '@lectern/core';
import { useState } from 'react';
import { Button } from '@/components/button';
import { useAllowance, usePendingRequest } from '../api/allowance-api';
import { VIDEO_TYPE_NAMES } from '../video-type-names';
import { RequestTimeDialog } from './request-time-dialog';

/**
 * Spec 000 §2/§9 dashboard banner: shown while avatar or non-avatar minutes are below 2.
 * Stays silent while loading or on failure: the profile card is where allowance errors show.
 */
export function LowAllowanceBanner() {
  const allowance = useAllowance();
  const pending = usePendingRequest();
  const [open, setOpen] = useState(false);
  const data = allowance.data;
  if (!data || !isLowAllowance(data)) return null;

  // The dialog starts on the kind that is low (non-avatar first when both are).
  const lowType: VideoType = data.non_avatar_remaining_minutes < ALLOWANCE_THRESHOLDS.low ? 'non_avatar' : 'avatar';
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-card border border-warning/30 bg-warning-soft px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-warning" fill="currentColor">
          <path
            fillRule="evenodd"
            d="M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495ZM10 5a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 5Zm0 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
            clipRule="evenodd"
          />
        </svg>
        <div className="text-sm text-warning">
          <p className="font-semibold">You're running low on video minutes</p>
          <p className="mt-0.5">
            {VIDEO_TYPE_NAMES.avatar.title}: {formatMinutes(data.avatar_remaining_minutes)} left · {VIDEO_TYPE_NAMES.non_avatar.title}:{' '}
            {formatMinutes(data.non_avatar_remaining_minutes)} left.
            {pending.pending &&
              ` Your request for ${minutesText(pending.pending.requested_minutes, VIDEO_TYPE_NAMES[pending.pending.video_type].lower)} is pending review.`}
          </p>
        </div>
      </div>
      {pending.isSuccess && !pending.pending && (
        <Button size="sm" className="shrink-0 self-start sm:self-center" onClick={() => setOpen(true)}>
          Request More Time
        </Button>
      )}
      <RequestTimeDialog open={open} onClose={() => setOpen(false)} videoType={lowType} chooseType />
    </div>
  );
}
