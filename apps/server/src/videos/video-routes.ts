import type { Db } from '@lectern/db';
import { Hono } from 'hono';
import { notFound } from '../http/errors';
import { preconditionsOf, serveFile } from '../http/serve-file';
import type { AppVariables } from '../http/session';
import type { FileStorage } from '../storage/file-storage';
import { captionsResponse } from './captions-file';
import { captionsKeyOf, getOwnedVideo, listProjectVideos } from './video-use-cases';

const MIME: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4' };

export function projectVideoRoutes(db: Db) {
  return new Hono<{ Variables: AppVariables }>().get('/:id/videos', async (c) =>
    c.json({ videos: await listProjectVideos(db, c.get('user').id, c.req.param('id')) }),
  );
}

/**
 * GET /api/videos/:id/file — the owner's video with HTTP Range support (seeking), ?download=1 to save;
 * GET /api/videos/:id/captions.vtt — its narration captions.
 */
export function videoFileRoutes(db: Db, storage: FileStorage) {
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
    .get('/:id/captions.vtt', async (c) => {
      const video = await getOwnedVideo(db, c.get('user').id, c.req.param('id'));
      return captionsResponse(storage, captionsKeyOf(video), 'private, max-age=3600');
    });
}
