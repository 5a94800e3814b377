import { and, type Db, desc, eq, projects, videos } from '@lectern/db';
import { notFound } from '../http/errors';

type Row = typeof videos.$inferSelect;

/** Spec 000 §3 "Video" as the client reads it; public_url is the Range-served file route. */
export const toVideo = (v: Row) => ({
  id: v.id,
  project_id: v.project_id,
  status: v.status,
  metadata: v.metadata,
  filename: v.filename,
  public_url: `/api/videos/${v.id}/file`,
  file_size: v.file_size,
  duration: v.duration === null ? null : Number(v.duration),
  format: v.format,
  width: v.width,
  height: v.height,
  created_at: v.created_at.toISOString(),
});

export async function listProjectVideos(db: Db, userId: string, projectId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(projectId)) throw notFound('Project not found');
  const [project] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.id, projectId), eq(projects.user_id, userId)));
  if (!project) throw notFound('Project not found');
  const rows = await db.select().from(videos).where(eq(videos.project_id, projectId)).orderBy(desc(videos.created_at));
  return rows.map(toVideo);
}

export async function getOwnedVideo(db: Db, userId: string, videoId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(videoId)) throw notFound('Video not found');
  const [row] = await db.select().from(videos).where(and(eq(videos.id, videoId), eq(videos.user_id, userId)));
  if (!row || !row.storage_key) throw notFound('Video not found');
  return row;
}
