import {
  aggregatePlayback,
  PLAYBACK_LIMITS,
  PLAYBACK_MESSAGES,
  PLAYBACK_RATE_LIMITS,
  type PlaybackAggregate,
  type PlaybackBatch,
  type PlaybackEvent,
  playbackEventSchema,
  replaceViewer,
} from '@lectern/core';
import { and, asc, type Db, eq, playbackDaily, playbackEvents, rows, sql } from '@lectern/db';
import { rateLimited } from '../http/errors';
import { hit, pruneEndedRateLimits } from '../http/rate-limit';
import { findShare } from '../share/share-use-cases';
import { playbackVideoOf } from './playback-video';

const readEvent = (payload: unknown): PlaybackEvent[] => {
  const parsed = playbackEventSchema.safeParse(payload);
  return parsed.success ? [parsed.data] : [];
};

/**
 * Records one viewer's batch of playback events for a shared video and updates that video's
 * figures for the day (issue 22 items 3–4, decision 177). Only a shared video takes events (else
 * "not found"); the viewer, then the video, must be within their rate limits; no address is kept.
 * The day's row is locked while the viewer's contribution is replaced, so concurrent batches of
 * the same video add up exactly.
 */
export async function recordPlaybackEvents(db: Db, slug: string, batch: PlaybackBatch, options: { rateLimit: boolean }) {
  const { share, video } = await findShare(db, slug);
  if (options.rateLimit) {
    // The viewer first: a viewer over their limit does not use up the video's.
    for (const [key, rule] of [
      [`playback-viewer:${video.id}:${batch.viewerId}`, PLAYBACK_RATE_LIMITS.viewer],
      [`playback-video:${video.id}`, PLAYBACK_RATE_LIMITS.video],
      [`playback-video-day:${video.id}`, PLAYBACK_RATE_LIMITS.videoDay],
    ] as const) {
      const result = await hit(db, key, rule);
      if (!result.allowed) throw rateLimited(PLAYBACK_MESSAGES.tooMany, result.retryAfter);
    }
  }
  const shape = playbackVideoOf(video);
  await db.transaction(async (tx) => {
    const [{ day } = { day: '' }] = await rows<{ day: string }>(tx, sql`SELECT to_char((now() AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day`);
    await tx.insert(playbackDaily).values({ video_id: video.id, project_id: share.project_id, day }).onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(playbackDaily)
      .where(and(eq(playbackDaily.video_id, video.id), eq(playbackDaily.day, day)))
      .for('update');
    const earlier = (
      await tx
        .select({ payload: playbackEvents.payload })
        .from(playbackEvents)
        .where(and(eq(playbackEvents.video_id, video.id), eq(playbackEvents.day, day), eq(playbackEvents.viewer_id, batch.viewerId)))
        .orderBy(asc(playbackEvents.id))
    ).flatMap((e) => readEvent(e.payload));
    // Reading a viewer's day stays cheap, and one viewer id cannot fill the table.
    if (earlier.length + batch.events.length > PLAYBACK_LIMITS.eventsPerViewerDay) throw rateLimited(PLAYBACK_MESSAGES.tooMany);
    await tx
      .insert(playbackEvents)
      .values(batch.events.map((event) => ({ video_id: video.id, share_id: share.id, viewer_id: batch.viewerId, day, kind: event.kind, payload: event })));
    const dayBefore: PlaybackAggregate = {
      viewers: current?.viewers ?? 0,
      watchShareSum: current?.watch_share_sum ?? 0,
      completions: current?.completions ?? 0,
      questions: current?.questions ?? 0,
      slideReach: shape.slideStarts.map((_, i) => current?.slide_reach[i] ?? 0),
      quizzes: current?.quizzes ?? {},
    };
    const next = replaceViewer(
      dayBefore,
      aggregatePlayback(new Map([[batch.viewerId, earlier]]), shape),
      aggregatePlayback(new Map([[batch.viewerId, [...earlier, ...batch.events]]]), shape),
    );
    await tx
      .update(playbackDaily)
      .set({
        viewers: next.viewers,
        watch_share_sum: next.watchShareSum,
        completions: next.completions,
        questions: next.questions,
        slide_reach: next.slideReach,
        quizzes: next.quizzes,
        updated_at: new Date(),
      })
      .where(and(eq(playbackDaily.video_id, video.id), eq(playbackDaily.day, day)));
  });
  return { success: true, recorded: batch.events.length };
}

/**
 * Deletes raw events older than the retention; the daily figures stay (decision 177). Returns how
 * many went. Every limiter's counters whose windows ended go too (every viewer id, address and
 * account a limiter saw leaves one), in this hourly job as nothing else runs as often.
 */
export async function prunePlaybackEvents(db: Db, retentionDays: number): Promise<number> {
  await pruneEndedRateLimits(db);
  // The questions kept for the owner's list go after the same retention (decision 182).
  await db.execute(sql`DELETE FROM viewer_questions WHERE asked_at < now() - make_interval(days => ${Math.floor(retentionDays)}::int)`);
  const gone = await rows<{ id: number }>(
    db,
    sql`DELETE FROM playback_events WHERE day < (now() AT TIME ZONE 'UTC')::date - ${Math.floor(retentionDays)}::int RETURNING id`,
  );
  return gone.length;
}

export const PLAYBACK_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** Prunes raw playback events every hour in each API process, like expired chat sessions; deletes are idempotent. */
export function schedulePlaybackPruning(db: Db, retentionDays: number, intervalMs = PLAYBACK_PRUNE_INTERVAL_MS): () => void {
  const run = () => void prunePlaybackEvents(db, retentionDays).catch((err) => console.error(`playback event pruning failed: ${(err as Error).message}`));
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
