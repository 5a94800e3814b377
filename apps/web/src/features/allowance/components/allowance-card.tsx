import {
  ALLOWANCE_MESSAGES,
  type Allowance,
  type AllowanceRequest,
  formatMinutes,
  lifetimeStats,
  minutesText,
  RECENT_USAGE_SHOWN,
  type VideoType,
} from '@lectern/core';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { QueryError, QueryLoading } from '@/components/query-state';
import { formatDate } from '@/lib/format-date';
import { useAllowance, usePendingRequest } from '../api/allowance-api';
import { VIDEO_TYPE_NAMES } from '../video-type-names';
import { RecentUsageList } from './recent-usage-list';
import { RequestHistory } from './request-history';
import { RequestOutcomeNotice } from './request-outcome-notice';
import { RequestTimeDialog } from './request-time-dialog';
import { UsageBar } from './usage-bar';

/** Spec 000 §2 "Profile": the Video Allowance card. */
export function AllowanceCard() {
  const allowance = useAllowance();
  const pending = usePendingRequest();
  const [requesting, setRequesting] = useState<VideoType | null>(null);

  return (
    <Card>
      <section aria-labelledby="allowance-card-title">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-line px-5 py-4 sm:px-6">
          <div>
            <h2 id="allowance-card-title" className="text-base font-semibold text-ink">
              Video Allowance
            </h2>
            <p className="text-sm text-ink-muted">Minutes you can spend on videos, and what you have used.</p>
          </div>
          {allowance.data && <p className="text-xs text-ink-subtle">Member since {formatDate(allowance.data.created_at)}</p>}
        </div>
        <div className="px-5 pb-5 sm:px-6 sm:pb-6">
          {allowance.isPending && <QueryLoading label="Loading allowance…" className="py-10" />}
          {allowance.isError && (
            <div className="pt-5">
              {/* The spec's sentence, with the server's reason ("Failed to fetch allowance: …") under it. */}
              <QueryError query={allowance} title={ALLOWANCE_MESSAGES.unavailable}>
                {allowance.error.message}
              </QueryError>
            </div>
          )}
          {allowance.data && (
            <AllowanceDetails
              allowance={allowance.data}
              requests={pending.data ?? []}
              pending={pending.pending}
              pendingKnown={pending.isSuccess}
              onRequest={setRequesting}
            />
          )}
        </div>
      </section>
      <RequestTimeDialog open={requesting !== null} videoType={requesting ?? 'non_avatar'} onClose={() => setRequesting(null)} />
    </Card>
  );
}

interface DetailsProps {
  allowance: Allowance;
  /** The user's requests, newest first. */
  requests: readonly AllowanceRequest[];
  pending: AllowanceRequest | null;
  /** Buttons wait for the request list, so they never flash before a pending notice. */
  pendingKnown: boolean;
  onRequest: (type: VideoType) => void;
}

function AllowanceDetails({ allowance, requests, pending, pendingKnown, onRequest }: DetailsProps) {
  // The answer to the newest request stays in view here, dismissed on the dashboard or not.
  const latest = requests[0];
  const stats = lifetimeStats(allowance);
  const kinds = [
    {
      type: 'avatar' as const,
      remaining: allowance.avatar_remaining_minutes,
      total: allowance.avatar_total_minutes,
      held: allowance.avatar_held_minutes,
      percent: stats.avatarPercentUsed,
    },
    {
      type: 'non_avatar' as const,
      remaining: allowance.non_avatar_remaining_minutes,
      total: allowance.non_avatar_total_minutes,
      held: allowance.non_avatar_held_minutes,
      percent: stats.nonAvatarPercentUsed,
    },
  ];
  return (
    <div className="mt-5 space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {kinds.map((kind) => (
          <div key={kind.type} className="rounded-lg border border-line bg-surface p-4">
            <p className="text-sm font-medium text-ink-muted">{VIDEO_TYPE_NAMES[kind.type].title} minutes remaining</p>
            <p className="mt-1 text-3xl font-bold tracking-tight text-ink">{formatMinutes(kind.remaining)}</p>
            <p className="mb-3 text-xs text-ink-subtle">of {formatMinutes(kind.total)} granted</p>
            {kind.held > 0 && (
              // Decision 107: a running render holds its minutes until its video exists (then they are used) or it stops.
              <p className="-mt-2 mb-3 text-xs font-medium text-warning">{heldNote(kind.held, kind.remaining)}</p>
            )}
            <UsageBar label={`${VIDEO_TYPE_NAMES[kind.type].title} minutes used`} percent={kind.percent} />
          </div>
        ))}
      </div>

      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Stat term="Total granted" value={formatMinutes(allowance.avatar_total_minutes + allowance.non_avatar_total_minutes)} />
        <Stat term="Total remaining" value={formatMinutes(allowance.total_remaining_minutes)} />
        <Stat term="Videos created" value={String(allowance.videosCreated)} />
      </dl>

      <div>
        <h3 className="text-sm font-semibold text-ink">Lifetime usage</h3>
        <dl className="mt-2 grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Stat term="Avatar used" value={formatMinutes(stats.avatarUsed)} />
          <Stat term="Non-avatar used" value={formatMinutes(stats.nonAvatarUsed)} />
          <Stat term="Total used" value={formatMinutes(stats.totalUsed)} />
          <Stat term="Average per video" value={formatMinutes(stats.averagePerVideo)} />
        </dl>
      </div>

      <div>
        <h3 className="text-sm font-semibold text-ink">Recent activity</h3>
        <RecentUsageList entries={allowance.recentUsage.slice(0, RECENT_USAGE_SHOWN)} />
      </div>

      {pending ? (
        <div role="status" className="rounded-lg border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-warning">
          <p className="font-semibold">Request Pending</p>
          <p className="mt-0.5">
            You asked for {minutesText(pending.requested_minutes, VIDEO_TYPE_NAMES[pending.video_type].lower)} on{' '}
            <time dateTime={pending.created_at}>{formatDate(pending.created_at)}</time>. An admin will respond within 24 hours.
          </p>
        </div>
      ) : (
        pendingKnown && (
          <div className="space-y-3">
            {latest && <RequestOutcomeNotice request={latest} />}
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="secondary" onClick={() => onRequest('avatar')}>
                Request Avatar Time
              </Button>
              <Button variant="secondary" onClick={() => onRequest('non_avatar')}>
                Request Non-Avatar Time
              </Button>
            </div>
          </div>
        )
      )}

      <RequestHistory requests={requests} />
    </div>
  );
}

/** "1.0m held for videos in progress · 4.0m free for new videos". */
const heldNote = (held: number, remaining: number) =>
  `${formatMinutes(held)} held for videos in progress · ${formatMinutes(Math.max(0, remaining - held))} free for new videos`;

function Stat({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-subtle">{term}</dt>
      <dd className="mt-0.5 text-base font-semibold text-ink">{value}</dd>
    </div>
  );
}
