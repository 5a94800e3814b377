import { captionLanguage, readAspectRatio, readVideoChapters, VIDEO_RECORD_FAILURES } from '@lectern/core';
import { and, type Db, desc, eq, projects, videos } from '@lectern/db';
import { notFound, orServerFault } from '../http/errors';
import { isUuid } from '../http/ids';
import { ownedProjectRow, toProject } from '../projects/project-use-cases';
import { projectContentKey } from '../renders/render-use-cases';

type Row = typeof videos.$inferSelect;

/** The stored WebVTT file of a video, when the render wrote one (docs/decisions/007). */
export const captionsKeyOf = (v: Row): string | null => (typeof v.metadata.captions_key === 'string' ? v.metadata.captions_key : null);

/**
 * The language of a video's captions: the narration language the render recorded with them;
 * videos rendered before it was recorded had English scripts (docs/decisions/140).
 */
export const captionsLanguageOf = (v: Row): string =>
  captionLanguage(typeof v.metadata.caption_language === 'string' ? v.metadata.caption_language : null).code;

/**
 * Spec 000 §3 "Video" as the client reads it; public_url is the Range-served file route, captions_url
 * its WebVTT (…/captions.srt beside it), captions_language the tag of the track.
 */
export const toVideo = (v: Row) => ({
  id: v.id,
  project_id: v.project_id,
  status: v.status,
  metadata: v.metadata,
  filename: v.filename,
  public_url: `/api/videos/${v.id}/file`,
  captions_url: captionsKeyOf(v) ? `/api/videos/${v.id}/captions.vtt` : null,
  captions_language: captionsKeyOf(v) ? captionsLanguageOf(v) : null,
  file_size: v.file_size,
  duration: v.duration === null ? null : Number(v.duration),
  format: v.format,
  width: v.width,
  height: v.height,
  /** Issue 14: the frame's shape; videos made before shapes existed are 16:9. */
  aspect: readAspectRatio(v.metadata.aspect_ratio),
  burned_captions: v.metadata.burned_captions === true,
  chapters_url: readVideoChapters(v.metadata.chapters).length > 0 ? `/api/videos/${v.id}/chapters.vtt` : null,
  /** Decision 145: videos with the same key show the same content in different formats. */
  content_key: v.content_key,
  created_at: v.created_at.toISOString(),
});

/**
 * The project's videos, newest first, and the content key a render of the project as saved now
 * would have (decision 145): a video with that key can be made in another format for no minutes.
 */
export async function listProjectVideos(db: Db, userId: string, projectId: string) {
  const project = await ownedProjectRow(db, userId, projectId);
  // Spec 000 §8 "Videos": a read that fails is "Failed to fetch video record".
  const rows = await orServerFault(VIDEO_RECORD_FAILURES.fetch, () =>
    db.select().from(videos).where(eq(videos.project_id, projectId)).orderBy(desc(videos.created_at)),
  );
  return { videos: rows.map(toVideo), contentKey: projectContentKey(toProject(project)) };
}

export async function getOwnedVideo(db: Db, userId: string, videoId: string) {
  if (!isUuid(videoId)) throw notFound('Video not found');
  const [row] = await orServerFault(VIDEO_RECORD_FAILURES.fetch, () =>
    db
      .select()
      .from(videos)
      .where(and(eq(videos.id, videoId), eq(videos.user_id, userId))),
  );
  if (!row?.storage_key) throw notFound('Video not found');
  return row;
}

/** The owner's captions of one video: the stored file, its language and the project's name to title a download. */
export async function getOwnedCaptions(db: Db, userId: string, videoId: string) {
  const video = await getOwnedVideo(db, userId, videoId);
  const [project] = await orServerFault(VIDEO_RECORD_FAILURES.fetch, () =>
    db.select({ name: projects.name }).from(projects).where(eq(projects.id, video.project_id)),
  );
  return { key: captionsKeyOf(video), language: captionsLanguageOf(video), title: project?.name ?? video.filename?.replace(/\.[^.]*$/, '') ?? '' };
}
