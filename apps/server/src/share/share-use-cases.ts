import { randomBytes } from 'node:crypto';
import { CHAT_MESSAGES, isShareSlug, pageSize, readAspectRatio, readVideoChapters, readVideoQuizzes } from '@lectern/core';
import { type Db, eq, projects, rows, shares, sql, videos } from '@lectern/db';
import { AppError, notFound } from '../http/errors';
import { captionsKeyOf, captionsLanguageOf, getOwnedVideo } from '../videos/video-use-cases';

/** 128 random bits, base64url: unguessable and URL-safe (22 characters). */
export const newSlug = () => randomBytes(16).toString('base64url');

/**
 * Spec 000 §7 POST /api/videos/share: one link per video. Sharing again returns the same link
 * and updates the title and description. Someone else's video is "not found".
 */
export async function shareVideo(db: Db, userId: string, input: { videoId: string; title: string; description?: string | null }) {
  const video = await getOwnedVideo(db, userId, input.videoId);
  const [row] = await rows<{ slug: string }>(
    db,
    sql`
    INSERT INTO shares (slug, video_id, project_id, user_id, title, description)
    VALUES (${newSlug()}, ${video.id}, ${video.project_id}, ${userId}, ${input.title}, ${input.description || null})
    ON CONFLICT (video_id) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, updated_at = now()
    RETURNING slug`,
  );
  if (!row) throw new Error('share was not stored');
  return row.slug;
}

/** The owner's share of one of their videos (null when it was never shared); someone else's video is "not found". */
export async function ownerShare(db: Db, userId: string, videoId: string) {
  const video = await getOwnedVideo(db, userId, videoId);
  const [share] = await db.select().from(shares).where(eq(shares.video_id, video.id));
  return share ? { slug: share.slug, title: share.title, description: share.description, viewCount: share.view_count } : null;
}

/** The share, its video and its project, for public routes; unknown slugs and removed videos are 404. */
export async function findShare(db: Db, slug: string) {
  if (!isShareSlug(slug)) throw notFound(CHAT_MESSAGES.shareNotFound);
  const [found] = await db
    .select({ share: shares, video: videos, project: projects })
    .from(shares)
    .innerJoin(videos, eq(videos.id, shares.video_id))
    .innerJoin(projects, eq(projects.id, shares.project_id))
    .where(eq(shares.slug, slug));
  if (!found?.video.storage_key) throw notFound(CHAT_MESSAGES.shareNotFound);
  return found;
}
export type FoundShare = Awaited<ReturnType<typeof findShare>>;

/**
 * The frame of a shared video (issue 14): its aspect ratio and size, so the share page, the Open
 * Graph tags and the thumbnail follow its shape. Videos made before shapes existed are 16:9.
 */
export function videoShape(video: FoundShare['video']) {
  const aspect = readAspectRatio(video.metadata.aspect_ratio);
  const page = pageSize(aspect);
  return { aspect, width: video.width ?? page.width, height: video.height ?? page.height };
}

/**
 * Spec 000 §3 "Share record": these fields, nothing about the owner or other videos; plus the
 * caption track's language, so the public player labels it (docs/decisions/140).
 */
export function toShareRecord({ share, video, project }: FoundShare) {
  return {
    id: share.id,
    title: share.title,
    description: share.description,
    videoUrl: `/api/share/${share.slug}/video`,
    videoDuration: video.duration === null ? null : Number(video.duration),
    captionsLanguage: captionsKeyOf(video) ? captionsLanguageOf(video) : null,
    // Issue 14: the player is sized to the video's shape and offers its chapters.
    videoFormat: video.format,
    videoWidth: videoShape(video).width,
    videoHeight: videoShape(video).height,
    aspectRatio: videoShape(video).aspect,
    chaptersUrl: readVideoChapters(video.metadata.chapters).length > 0 ? `/api/share/${share.slug}/chapters.vtt` : null,
    // The words are already in the picture: the player offers the caption track without showing it twice.
    burnedCaptions: video.metadata.burned_captions === true,
    // Decision 175: the questions the player stops at (their answers are spoken in the video anyway).
    quizzes: readVideoQuizzes(video.metadata.quizzes),
    viewCount: share.view_count,
    createdAt: share.created_at.toISOString(),
    project: { id: project.id, conversational_mode: project.conversational_mode, embeddings_status: project.embeddings_status },
  };
}

/** Spec 000 §7 POST …/view: one view per viewer session; repeats answer without counting. */
export async function trackView(db: Db, slug: string, viewerSession: string) {
  const { share } = await findShare(db, slug);
  const [counted] = await rows<{ view_count: number }>(
    db,
    sql`
    WITH added AS (
      INSERT INTO share_views (share_id, viewer_session) VALUES (${share.id}, ${viewerSession})
      ON CONFLICT DO NOTHING RETURNING share_id
    )
    UPDATE shares SET view_count = view_count + 1 WHERE id IN (SELECT share_id FROM added) RETURNING view_count`,
  );
  return { success: true, counted: Boolean(counted), viewCount: counted ? Number(counted.view_count) : share.view_count };
}

/** The assistant is there only when the owner switched chat mode on and the index is ready. */
export function assertAssistantReady({ project }: FoundShare) {
  if (!project.conversational_mode) throw new AppError(CHAT_MESSAGES.chatModeOff, 'unavailable');
  if (project.embeddings_status !== 'completed') throw new AppError(CHAT_MESSAGES.notReady, 'unavailable');
}
