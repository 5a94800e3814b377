import type { Db } from '@lectern/db';
import { Hono } from 'hono';
import { notFound } from '../http/errors';
import { preconditionsOf, serveFile } from '../http/serve-file';
import type { AppVariables } from '../http/session';
import type { FileStorage } from '../storage/file-storage';
import { type CaptionFormat, captionsFilename, captionsResponse } from './captions-file';
import { chaptersResponse } from './chapters-file';
import { getOwnedCaptions, getOwnedVideo, listProjectVideos } from './video-use-cases';

const MIME: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4' };

export function projectVideoRoutes(db: Db) {
  return new Hono<{ Variables: AppVariables }>().get('/:id/videos', async (c) => {
    const { videos, contentKey } = await listProjectVideos(db, c.get('user').id, c.req.param('id'));
    return c.json({ videos, content_key: contentKey });
  });
}

/**
 * GET /api/videos/:id/file — the owner's video with HTTP Range support (seeking), ?download=1 to save;
 * GET /api/videos/:id/captions.vtt and …/captions.srt — its narration captions as WebVTT or SubRip,
 * named "<project name>.<language>.<format>", ?download=1 to save (docs/decisions/140);
 * GET /api/videos/:id/chapters.vtt — its slide titles as a WebVTT chapters track (issue 14).
 */
export function videoFileRoutes(db: Db, storage: FileStorage) {
  const ownedCaptions = async (userId: string, videoId: string, format: CaptionFormat, attachment: boolean) => {
    const captions = await getOwnedCaptions(db, userId, videoId);
    return captionsResponse(storage, captions.key, 'private, max-age=3600', {
      format,
      attachment,
      filename: captionsFilename(captions.title, captions.language, format),
    });
  };
  return new Hono<{ Variables: AppVariables }>()
    .get('/:id/file', async (c) => {
      const video = await getOwnedVideo(db, c.get('user').id, c.req.param('id'));
      const file = await storage.get(video.storage_key!);
      if (!file) throw notFound('Video not found');
      const disposition = c.req.query('download') ? 'attachment' : 'inline';
      return serveFile(
        file,
        c.req.header('range'),
        {
          'Content-Type': MIME[video.format ?? ''] ?? 'application/octet-stream',
          'Content-Disposition': `${disposition}; filename="${(video.filename ?? 'video').replace(/"/g, '')}"`,
          'Cache-Control': 'private, max-age=3600',
        },
        preconditionsOf(c.req),
      );
    })
    .get('/:id/captions.vtt', (c) => ownedCaptions(c.get('user').id, c.req.param('id'), 'vtt', Boolean(c.req.query('download'))))
    .get('/:id/captions.srt', (c) => ownedCaptions(c.get('user').id, c.req.param('id'), 'srt', Boolean(c.req.query('download'))))
    .get('/:id/chapters.vtt', async (c) => chaptersResponse(await getOwnedVideo(db, c.get('user').id, c.req.param('id')), 'private, max-age=3600'));
}
