import {
  groupQuestions,
  type PlaybackDay,
  rates,
  readVideoChapters,
  readVideoQuizzes,
  shareRightFirstTime,
  sumAggregates,
  type VideoAnalytics,
} from '@lectern/core';
import { and, asc, type Db, eq, playbackDaily, rows, shares, sql, videos } from '@lectern/db';
import { ownedProjectRow } from '../projects/project-use-cases';

/** Questions read for a project's period at most, the latest first: grouping stays cheap. */
const QUESTIONS_READ = 5000;

/**
 * The owner's figures for each video of a project over the last `days` UTC days (issue 22 item 2,
 * decision 177). Someone else's project is "Project not found", as everywhere.
 */
export async function projectAnalytics(db: Db, userId: string, projectId: string, days: number): Promise<VideoAnalytics[]> {
  const project = await ownedProjectRow(db, userId, projectId);
  const since = sql`(now() AT TIME ZONE 'UTC')::date - ${days - 1}::int`;
  const list = await db
    .select({ video: videos, share: shares })
    .from(videos)
    .leftJoin(shares, eq(shares.video_id, videos.id))
    .where(eq(videos.project_id, project.id))
    .orderBy(asc(videos.created_at));
  const daily = await db
    .select()
    .from(playbackDaily)
    .where(and(eq(playbackDaily.project_id, project.id), sql`${playbackDaily.day} >= ${since}`))
    .orderBy(asc(playbackDaily.day));
  const unique = await rows<{ video_id: string; n: number }>(
    db,
    sql`SELECT e.video_id, count(DISTINCT e.viewer_id)::int AS n FROM playback_events e JOIN videos v ON v.id = e.video_id
        WHERE v.project_id = ${project.id} AND e.day >= ${since} GROUP BY e.video_id`,
  );
  // The latest questions of the period, enough for a trainer's list (decision 182).
  const asked = await rows<{ video_id: string; question: string; answered: boolean; asked_at: string }>(
    db,
    sql`SELECT q.video_id, q.question, q.answered, to_char(q.asked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS asked_at
        FROM viewer_questions q WHERE q.project_id = ${project.id} AND (q.asked_at AT TIME ZONE 'UTC')::date >= ${since}
        ORDER BY q.asked_at DESC LIMIT ${QUESTIONS_READ}`,
  );
  return list.map(({ video, share }) => {
    const chapters = readVideoChapters(video.metadata.chapters);
    const quizzes = readVideoQuizzes(video.metadata.quizzes);
    const ownDays: PlaybackDay[] = daily
      .filter((d) => d.video_id === video.id)
      .map((d) => ({
        day: d.day,
        viewers: d.viewers,
        watchShareSum: d.watch_share_sum,
        completions: d.completions,
        questions: d.questions,
        slideReach: d.slide_reach,
        quizzes: d.quizzes,
      }));
    const total = sumAggregates(ownDays, chapters.length);
    return {
      videoId: video.id,
      title: share?.title ?? video.filename ?? 'Video',
      shared: Boolean(share),
      views: share?.view_count ?? 0,
      uniqueViewers: Number(unique.find((u) => u.video_id === video.id)?.n ?? 0),
      viewerDays: total.viewers,
      ...rates(total),
      questions: total.questions,
      slides: chapters.map((c, index) => ({ index, title: c.title, viewers: total.slideReach[index] ?? 0 })),
      quizzes: quizzes.map((q) => {
        const tally = total.quizzes[q.id] ?? { answered: 0, rightFirstTime: 0 };
        return { id: q.id, question: q.question, ...tally, shareRightFirstTime: shareRightFirstTime(tally) };
      }),
      days: ownDays.map((d) => ({ day: d.day, viewers: d.viewers, ...rates(d), completions: d.completions, questions: d.questions })),
      questionGroups: groupQuestions(
        asked.filter((q) => q.video_id === video.id).map((q) => ({ question: q.question, answered: q.answered, askedAt: q.asked_at })),
      ),
    };
  });
}
