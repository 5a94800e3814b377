import { captionLanguage, DEFAULT_SCORM_PASS_MARK, readVideoQuizzes, type ScormVersion, VIDEO_RECORD_FAILURES } from '@lectern/core';
import { and, type Db, desc, eq, projects, sql, videos } from '@lectern/db';
import { notFound, orServerFault } from '../http/errors';
import type { FileStorage } from '../storage/file-storage';
import { chaptersVttOf } from '../videos/chapters-file';
import { captionsKeyOf, captionsLanguageOf, getOwnedVideo } from '../videos/video-use-cases';
import { scormManifest } from './scorm-manifest';
import { SCORM_SCRIPT, scormPlayerPage } from './scorm-player-page';
import { type ZipEntry, zipStream } from './zip-stream';

const MIME: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4' };

type VideoRow = typeof videos.$inferSelect;

/**
 * The file to pack: MP4 when the same content also exists as MP4 (same content key, decision 145),
 * since every LMS and browser plays H.264 while some corporate browsers still lack WebM.
 */
async function preferMp4(db: Db, video: VideoRow): Promise<VideoRow> {
  if (video.format === 'mp4' || !video.content_key) return video;
  const [mp4] = await orServerFault(VIDEO_RECORD_FAILURES.fetch, () =>
    db
      .select()
      .from(videos)
      .where(
        and(
          eq(videos.project_id, video.project_id),
          eq(videos.user_id, video.user_id),
          eq(videos.content_key, video.content_key!),
          eq(videos.format, 'mp4'),
          eq(videos.status, 'completed'),
          sql`${videos.storage_key} IS NOT NULL`,
        ),
      )
      .orderBy(desc(videos.created_at))
      .limit(1),
  );
  return mp4 ?? video;
}

export interface ScormPackage {
  filename: string;
  body: ReadableStream<Uint8Array>;
}

/** "<video file name>-scorm-1.2.zip": the render's name is already a safe ASCII slug. */
export function scormFilename(videoFilename: string | null, version: ScormVersion): string {
  const base =
    (videoFilename ?? '')
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '') || 'lectern-video';
  return `${base.slice(0, 80)}-scorm-${version}.zip`;
}

/**
 * An LMS package of one of the owner's videos (issue 14 item 5, decision 147): the manifest, the
 * player page and its script, the video stored as it is, its captions and its chapters when it
 * has them. Someone else's video, or one whose file is gone, is "not found".
 */
export async function scormPackage(
  db: Db,
  storage: FileStorage,
  userId: string,
  videoId: string,
  version: ScormVersion,
  passMark = DEFAULT_SCORM_PASS_MARK,
): Promise<ScormPackage> {
  const requested = await getOwnedVideo(db, userId, videoId);
  const video = await preferMp4(db, requested);
  const [project] = await orServerFault(VIDEO_RECORD_FAILURES.fetch, () =>
    db.select({ name: projects.name }).from(projects).where(eq(projects.id, video.project_id)),
  );
  const file = await storage.get(video.storage_key!);
  if (!file) throw notFound('Video not found');
  const format = video.format === 'mp4' ? 'mp4' : 'webm';
  const duration = video.duration === null ? null : Number(video.duration);

  const captionsKey = captionsKeyOf(video);
  const captionsFile = captionsKey ? await storage.get(captionsKey) : null;
  const captionsText = captionsFile ? await new Response(captionsFile.stream()).text() : null;
  const language = captionLanguage(captionsLanguageOf(video));
  const chaptersText = chaptersVttOf(video);

  const videoName = `video.${format}`;
  const title = project?.name ?? video.filename ?? '';
  const files: ZipEntry[] = [
    {
      name: 'index.html',
      data: scormPlayerPage({
        version,
        title,
        video: { file: videoName, mime: MIME[format]!, width: video.width ?? 1920, height: video.height ?? 1080, durationSeconds: duration },
        captions: captionsText
          ? { file: 'captions.vtt', language: language.code, label: language.label, shown: video.metadata.burned_captions !== true }
          : null,
        chapters: chaptersText ? { file: 'chapters.vtt' } : null,
        // Decision 175: the questions the player stops at, reported to the LMS with the score.
        quizzes: readVideoQuizzes(requested.metadata.quizzes ?? video.metadata.quizzes),
        passMark,
      }),
    },
    { name: 'scorm.js', data: SCORM_SCRIPT },
    { name: videoName, size: file.size, open: () => file.stream() },
    ...(captionsText ? [{ name: 'captions.vtt', data: captionsText }] : []),
    ...(chaptersText ? [{ name: 'chapters.vtt', data: chaptersText }] : []),
  ];
  const manifest = scormManifest({ version, identifier: requested.id, title, files: files.map((f) => f.name) });
  return {
    filename: scormFilename(requested.filename, version),
    body: zipStream([{ name: 'imsmanifest.xml', data: manifest }, ...files], video.created_at),
  };
}
