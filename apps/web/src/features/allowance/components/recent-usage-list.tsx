import { ALLOWANCE_MESSAGES, formatMinutes, type UsageLogEntry } from '@lectern/core';
import { formatDate } from '@/lib/format-date';

/**
 * Spec 000 §2: the last usage entries (description or "Video Generation", date, minutes).
 * Admin grants are usage-log rows too; they read as "+" so they are not mistaken for spending.
 */
export function RecentUsageList({ entries }: { entries: readonly UsageLogEntry[] }) {
  if (entries.length === 0) {
    return <p className="mt-2 text-sm text-ink-muted">No activity yet. Minutes you spend on videos and minutes you receive show here.</p>;
  }
  return (
    <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
      {entries.map((entry) => {
        const granted = entry.action === 'admin_adjustment';
        return (
          <li key={entry.id} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
            <div className="min-w-0">
              <p className="truncate font-medium text-ink">{entry.description || ALLOWANCE_MESSAGES.defaultUsageDescription}</p>
              <p className="text-xs text-ink-subtle">
                <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
                {' · '}
                {entry.video_type === 'avatar' ? 'Avatar' : 'Non-avatar'}
              </p>
            </div>
            <span className={`shrink-0 font-semibold ${granted ? 'text-success' : 'text-ink'}`}>
              {granted ? '+' : '−'}
              {formatMinutes(entry.minutes_used)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
