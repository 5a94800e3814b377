import { ALLOWANCE_FAILURES, ALLOWANCE_THRESHOLDS, formatMinutes, minutesText } from '@lectern/core';
import { Card } from '@/components/card';
import { QueryError, QueryLoading } from '@/components/query-state';
import { useAdminStats } from '../api/admin-api';
import { PlaybackTotals } from './playback-totals';
import { StatCards } from './stat-cards';

const ENGAGEMENT_LABEL = { high: 'High', moderate: 'Moderate', low: 'Low' } as const;

/** Spec 000 §2/§9 "Analytics": totals and insights (computed by core on the server). */
export function AnalyticsTab() {
  const stats = useAdminStats();
  if (stats.isPending) {
    return <QueryLoading label="Loading analytics…" />;
  }
  if (stats.isError) {
    return (
      <QueryError query={stats} title={ALLOWANCE_FAILURES.fetchStats}>
        {/* The server's own "Failed to fetch stats" is not said twice. */}
        {stats.error.message === ALLOWANCE_FAILURES.fetchStats ? null : stats.error.message}
      </QueryError>
    );
  }
  const { stats: s, insights } = stats.data;
  const totals = [
    { term: 'Total users', value: String(s.totalUsers) },
    { term: 'Minutes granted', value: formatMinutes(s.totalMinutesGranted) },
    { term: 'Minutes used', value: formatMinutes(s.totalMinutesUsed) },
    { term: 'Average use per user', value: formatMinutes(s.averageUsagePerUser) },
    { term: 'Users near limit', value: String(s.usersNearLimit), hint: `Under ${minutesText(ALLOWANCE_THRESHOLDS.nearLimit)} left in total` },
  ];
  return (
    <div className="space-y-6">
      <StatCards className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5" stats={totals} />

      <section aria-labelledby="insights-title" className="space-y-3">
        <h2 id="insights-title" className="text-lg font-semibold text-ink">
          Insights
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          <Insight title="Utilisation" value={`${insights.utilisationPercent}%`} percent={insights.utilisationPercent}>
            {insights.usageNotice?.message ?? 'Usage of granted minutes is in a healthy range.'}
          </Insight>
          <Insight title="Engagement" value={ENGAGEMENT_LABEL[insights.engagement]}>
            {insights.engagementMessage}
          </Insight>
          <Insight title="User efficiency" value={`${insights.userEfficiencyPercent}%`} percent={insights.userEfficiencyPercent}>
            Share of users with at least {minutesText(ALLOWANCE_THRESHOLDS.nearLimit)} left.
          </Insight>
        </div>
      </section>

      <PlaybackTotals />
    </div>
  );
}

function Insight({ title, value, percent, children }: { title: string; value: string; percent?: number; children: React.ReactNode }) {
  return (
    <Card className="p-5">
      <h3 className="text-sm font-medium text-ink-muted">{title}</h3>
      <p className="mt-1 text-2xl font-bold tracking-tight text-ink">{value}</p>
      {percent !== undefined && (
        <div
          role="progressbar"
          aria-label={title}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
          className="mt-2 h-2 overflow-hidden rounded-full bg-line"
        >
          <div className="h-full rounded-full bg-brand" style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
        </div>
      )}
      <p className="mt-3 text-sm text-ink-muted">{children}</p>
    </Card>
  );
}
