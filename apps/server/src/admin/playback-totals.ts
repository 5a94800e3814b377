import { type PlaybackTotals, rates, shareRightFirstTime } from '@lectern/core';
import { type Db, rows, sql } from '@lectern/db';

/**
 * Playback totals across every user's videos over the last `days` UTC days (issue 22 item 2,
 * decision 182), for the admin dashboard: the daily figures summed as the owner's view sums them,
 * views from the share-view log, unique viewers from the raw events, questions from the chat's record.
 */
export async function playbackTotals(db: Db, days: number): Promise<PlaybackTotals> {
  const since = sql`(now() AT TIME ZONE 'UTC')::date - ${days - 1}::int`;
  const [figures] = await rows<{ viewers: number; watch: number; completions: number }>(
    db,
    sql`SELECT COALESCE(sum(viewers), 0)::int AS viewers, COALESCE(sum(watch_share_sum), 0)::float8 AS watch, COALESCE(sum(completions), 0)::int AS completions
        FROM playback_daily WHERE day >= ${since}`,
  );
  const [quiz] = await rows<{ answered: number; right: number }>(
    db,
    sql`SELECT COALESCE(sum((q.value->>'answered')::int), 0)::int AS answered, COALESCE(sum((q.value->>'rightFirstTime')::int), 0)::int AS right
        FROM playback_daily d CROSS JOIN LATERAL jsonb_each(d.quizzes) AS q WHERE d.day >= ${since}`,
  );
  const [counts] = await rows<{ views: number; unique_viewers: number; questions: number; unanswered: number }>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM share_views WHERE (created_at AT TIME ZONE 'UTC')::date >= ${since}) AS views,
          (SELECT count(DISTINCT viewer_id)::int FROM playback_events WHERE day >= ${since}) AS unique_viewers,
          (SELECT count(*)::int FROM viewer_questions WHERE (asked_at AT TIME ZONE 'UTC')::date >= ${since}) AS questions,
          (SELECT count(*)::int FROM viewer_questions WHERE NOT answered AND (asked_at AT TIME ZONE 'UTC')::date >= ${since}) AS unanswered`,
  );
  const viewers = Number(figures?.viewers ?? 0);
  const answered = Number(quiz?.answered ?? 0);
  return {
    days,
    views: Number(counts?.views ?? 0),
    uniqueViewers: Number(counts?.unique_viewers ?? 0),
    viewerDays: viewers,
    ...rates({
      viewers,
      watchShareSum: Number(figures?.watch ?? 0),
      completions: Number(figures?.completions ?? 0),
      questions: 0,
      slideReach: [],
      quizzes: {},
    }),
    quizAnswers: answered,
    shareRightFirstTime: shareRightFirstTime({ answered, rightFirstTime: Number(quiz?.right ?? 0) }),
    questions: Number(counts?.questions ?? 0),
    unansweredQuestions: Number(counts?.unanswered ?? 0),
  };
}
