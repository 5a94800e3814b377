import { type AllowanceRequest, minutesText, requestOutcome } from '@lectern/core';
import { formatDate } from '@/lib/format-date';
import { VIDEO_TYPE_NAMES } from '../video-type-names';

const STATUS: Record<AllowanceRequest['status'], { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-warning-soft text-warning' },
  approved: { label: 'Approved', className: 'bg-success-soft text-success' },
  denied: { label: 'Denied', className: 'bg-danger-soft text-danger' },
};

/** Every request the user made, newest first, with its answer (minutes added or the reason for a denial). */
export function RequestHistory({ requests }: { requests: readonly AllowanceRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">Request history</h3>
      <ul className="mt-2 divide-y divide-line rounded-lg border border-line" aria-label="Request history">
        {requests.map((request) => {
          const status = STATUS[request.status];
          const outcome = requestOutcome(request);
          return (
            <li key={request.id} className="px-4 py-2.5 text-sm">
              <div className="flex items-center justify-between gap-3">
                <p className="min-w-0 font-medium text-ink">
                  {minutesText(request.requested_minutes, VIDEO_TYPE_NAMES[request.video_type].lower)}
                  <span className="font-normal text-ink-subtle">
                    {' · '}asked on <time dateTime={request.created_at}>{formatDate(request.created_at)}</time>
                  </span>
                </p>
                <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${status.className}`}>{status.label}</span>
              </div>
              <p className="mt-0.5 text-ink-muted">Your reason: {request.reason}</p>
              {outcome && <p className="mt-0.5 text-ink">{outcome.message}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
