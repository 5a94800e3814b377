import { buildChaptersVtt, captionLanguage, readVideoChapters, type ScormVersion, VIDEO_RECORD_FAILURES } from '@lectern/core';
import { type Db, eq, projects } from '@lectern/db';
import { notFound, orServerFault } from '../http/errors';
import type { FileStorage } from '../storage/file-storage';
import { captionsKeyOf, captionsLanguageOf, getOwnedVideo } from '../videos/video-use-cases';
import { scormManifest } from './scorm-manifest';
import { SCORM_SCRIPT, scormPlayerPage } from './scorm-player-page';
import { type ZipEntry, zipStream } from './zip-writer';

const MIME: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4' };

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
export async function scormPackage(db: Db, storage: FileStorage, userId: string, videoId: string, version: ScormVersion): Promise<ScormPackage> {
  const video = await getOwnedVideo(db, userId, videoId);
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
  const chaptersText = duration ? buildChaptersVtt(readVideoChapters(video.metadata.chapters), duration) : null;

  const videoName = `video.${format}`;
  const title = project?.name ?? video.filename ?? '';
  const files: ZipEntry[] = [
    {
      name: 'index.html',
      data: scormPlayerPage({
        version,
        title,
        video: { file: videoName, mime: MIME[format]!, width: video.width ?? 1920, height: video.height ?? 1080, durationSeconds: duration },
        captions: captionsText ? { file: 'captions.vtt', language: language.code, label: language.label } : null,
        chapters: chaptersText ? { file: 'chapters.vtt' } : null,
      }),
    },
    { name: 'scorm.js', data: SCORM_SCRIPT },
    { name: videoName, size: file.size, open: () => file.stream() },
    ...(captionsText ? [{ name: 'captions.vtt', data: captionsText }] : []),
    ...(chaptersText ? [{ name: 'chapters.vtt', data: chaptersText }] : []),
  ];
  const manifest = scormManifest({ version, identifier: video.id, title, files: files.map((f) => f.name) });
  return {
    filename: scormFilename(video.filename, version),
    body: zipStream([{ name: 'imsmanifest.xml', data: manifest }, ...files], video.created_at),
  };
}
