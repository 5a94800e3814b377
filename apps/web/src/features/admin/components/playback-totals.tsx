import { PLAYBACK_MESSAGES } from '@lectern/core';
import { useState } from 'react';
import { SelectField } from '@/components/field';
import { QueryError, QueryLoading } from '@/components/query-state';
import { useAdminPlaybackTotals } from '../api/admin-api';
import { StatCards } from './stat-cards';

const PERIODS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 365 days' },
] as const;

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Issue 22 item 2: the owners' video figures totalled across all users for a period (decision
 * 182): views, unique viewers, share watched, completion, quiz answers and questions.
 */
export function PlaybackTotals() {
  const [days, setDays] = useState('30');
  const totals = useAdminPlaybackTotals(Number(days));
  return (
    <section aria-labelledby="playback-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="playback-title" className="text-lg font-semibold text-ink">
          Video playback
        </h2>
        <SelectField label="Period" value={days} onChange={(e) => setDays(e.target.value)} options={PERIODS} className="w-44" />
      </div>
      {totals.isPending ? (
        <QueryLoading label="Loading playback totals…" />
      ) : totals.isError ? (
        <QueryError query={totals} title={PLAYBACK_MESSAGES.fetchTotals}>
          {totals.error.message === PLAYBACK_MESSAGES.fetchTotals ? null : totals.error.message}
        </QueryError>
      ) : (
        <StatCards
          className="grid grid-cols-2 gap-4 md:grid-cols-4"
          stats={[
            { term: 'Views', value: totals.data.views.toLocaleString() },
            { term: 'Unique viewers', value: totals.data.uniqueViewers.toLocaleString() },
            { term: 'Average watched', value: percent(totals.data.averageShareWatched) },
            { term: 'Completion rate', value: percent(totals.data.completionRate) },
            { term: 'Quiz answers', value: totals.data.quizAnswers.toLocaleString() },
            { term: 'Right first time', value: percent(totals.data.shareRightFirstTime), hint: 'Of quiz answers' },
            { term: 'Questions asked', value: totals.data.questions.toLocaleString() },
            { term: 'Questions unanswered', value: totals.data.unansweredQuestions.toLocaleString(), hint: 'The assistant could not find an answer' },
          ]}
        />
      )}
    </section>
  );
}
