import { CHAT_SESSION_CLEANUP_INTERVAL_MS, CHAT_SESSION_LIFETIME_MS, extractTopics } from '@lectern/core';
import { and, asc, chatMessages, chatSessions, type Db, eq, rows, sql, viewerQuestions } from '@lectern/db';
import { isUuid } from '../http/ids';

export interface SessionScope {
  projectId: string;
  videoId: string;
  shareId: string;
}

/**
 * Spec 000 §4 "Chat session": sessions last 4 hours; when one ends its analytics (questions
 * asked, duration in minutes, topics) are kept in chat_session_summaries and its messages go.
 */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const gone = await rows<{ session_id: string }>(
    db,
    sql`
    WITH gone AS (DELETE FROM chat_sessions WHERE expires_at <= now() RETURNING *)
    INSERT INTO chat_session_summaries (session_id, project_id, share_id, questions_asked, session_duration_minutes, topics, started_at)
    SELECT id, project_id, share_id, questions_asked,
           GREATEST(0, round(extract(epoch FROM (last_active_at - created_at)) / 60))::int, topics, created_at
    FROM gone
    ON CONFLICT (session_id) DO NOTHING
    RETURNING session_id`,
  );
  return gone.length;
}

/**
 * The live session with this id for this share, or a new one: an unknown or expired id (or none)
 * starts a fresh session, so a viewer can always ask.
 */
export async function resolveSession(db: Db, scope: SessionScope, sessionId: string | null | undefined, viewerContext: Record<string, unknown>) {
  await deleteExpiredSessions(db);
  if (sessionId && isUuid(sessionId)) {
    const [live] = await db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.share_id, scope.shareId), sql`${chatSessions.expires_at} > now()`));
    if (live) return live;
  }
  const [created] = await db
    .insert(chatSessions)
    .values({
      project_id: scope.projectId,
      video_id: scope.videoId,
      share_id: scope.shareId,
      expires_at: new Date(Date.now() + CHAT_SESSION_LIFETIME_MS),
      viewer_context: viewerContext,
    })
    .returning();
  if (!created) throw new Error('chat session was not created');
  return created;
}

/**
 * Stores a question and its answer; questions_asked and the topics (core rule) follow the
 * questions. With the session's video, the question and whether it was answered are also kept for
 * the owner's analytics beyond the session (decision 182).
 */
export async function recordExchange(
  db: Db,
  sessionId: string,
  question: string,
  answer: { content: string; sources: { document_name: string; page_number: number }[]; found?: boolean },
  video?: { videoId: string; projectId: string },
) {
  return db.transaction(async (tx) => {
    await tx.insert(chatMessages).values({ session_id: sessionId, type: 'user', content: question });
    if (video) await tx.insert(viewerQuestions).values({ video_id: video.videoId, project_id: video.projectId, question, answered: answer.found !== false });
    const [reply] = await tx
      .insert(chatMessages)
      .values({ session_id: sessionId, type: 'assistant', content: answer.content, sources: answer.sources })
      .returning();
    const asked = await tx
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(and(eq(chatMessages.session_id, sessionId), eq(chatMessages.type, 'user')))
      .orderBy(asc(chatMessages.created_at));
    await tx
      .update(chatSessions)
      .set({ questions_asked: asked.length, topics: extractTopics(asked.map((m) => m.content)), last_active_at: new Date() })
      .where(eq(chatSessions.id, sessionId));
    if (!reply) throw new Error('chat message was not stored');
    return reply;
  });
}

/**
 * The hourly cleanup (spec 000 §9) in the API process. The timer is unref'd so it never keeps
 * the process alive; every chat request also clears expired sessions before use.
 */
export function scheduleSessionCleanup(db: Db, intervalMs = CHAT_SESSION_CLEANUP_INTERVAL_MS): () => void {
  const run = () => void deleteExpiredSessions(db).catch((err) => console.error(`chat session cleanup failed: ${(err as Error).message}`));
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
