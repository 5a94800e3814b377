import { type AdminAllowanceRequest, formatMinutes, minutesText, needsAttention, timeAgo } from '@lectern/core';
import { Button } from '@/components/button';
import { Badge, Card } from '@/components/card';
import { formatDateTime } from '@/lib/format-date';
import { TYPE_TITLE } from '../admin-labels';

const STATUS_TONE = { pending: 'warning', approved: 'success', denied: 'danger' } as const;
const STATUS_LABEL = { pending: 'Pending', approved: 'Approved', denied: 'Denied' } as const;

interface RequestCardProps {
  request: AdminAllowanceRequest;
  onApprove: (request: AdminAllowanceRequest) => void;
  onDeny: (request: AdminAllowanceRequest) => void;
}

/** One allowance request with its requester and their current balance (spec 000 §3). */
export function RequestCard({ request, onApprove, onDeny }: RequestCardProps) {
  const balance = request.current_allowance;
  return (
    <Card className="p-4 sm:p-5">
      <article
        aria-label={`Request from ${request.user_name || request.user_email}`}
        className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between"
      >
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold text-ink">{request.user_name || request.user_email}</p>
            <Badge tone={STATUS_TONE[request.status]}>{STATUS_LABEL[request.status]}</Badge>
            <Badge tone={request.video_type === 'avatar' ? 'brand' : 'neutral'}>{TYPE_TITLE[request.video_type]}</Badge>
          </div>
          <p className="text-sm break-all text-ink-muted">{request.user_email}</p>
          <p className="text-sm text-ink">
            Requested <strong>{minutesText(request.requested_minutes)}</strong>
            <span className="text-ink-subtle">
              {' · '}
              <time dateTime={request.created_at} title={formatDateTime(request.created_at)}>
                {timeAgo(request.created_at)}
              </time>
            </span>
          </p>
          <blockquote className="rounded-lg bg-surface px-3 py-2 text-sm break-words whitespace-pre-line text-ink-muted">{request.reason}</blockquote>
          <p className="text-xs text-ink-subtle">
            Current allowance: Avatar {formatMinutes(balance.avatar_remaining_minutes)} · Non-avatar {formatMinutes(balance.non_avatar_remaining_minutes)} left
            {needsAttention(balance.total_remaining_minutes) && <span className="ml-2 font-semibold text-danger">Needs Attention</span>}
          </p>
          {request.status !== 'pending' && request.admin_response && (
            <p className="text-xs text-ink-muted">
              <span className="font-semibold">{request.status === 'approved' ? 'Response' : 'Reason for denial'}:</span> {request.admin_response}
              {request.resolved_at && <span className="text-ink-subtle"> · {timeAgo(request.resolved_at)}</span>}
            </p>
          )}
        </div>
        {request.status === 'pending' && (
          <div className="flex shrink-0 gap-2">
            <Button variant="secondary" className="flex-1 lg:flex-none" onClick={() => onDeny(request)} aria-label={`Deny request from ${request.user_email}`}>
              Deny
            </Button>
            <Button className="flex-1 lg:flex-none" onClick={() => onApprove(request)} aria-label={`Approve request from ${request.user_email}`}>
              Approve
            </Button>
          </div>
        )}
      </article>
    </Card>
  );
}
