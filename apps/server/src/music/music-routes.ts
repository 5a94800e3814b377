import { MUSIC_MESSAGES, MUSIC_UPLOAD_MAX_BYTES } from '@lectern/core';
import type { Db } from '@lectern/db';
import { Hono } from 'hono';
import { limitBody } from '../http/body-limits';
import { AppError, validationError } from '../http/errors';
import { preconditionsOf, serveFile } from '../http/serve-file';
import type { AppVariables } from '../http/session';
import { ownedProjectRow } from '../projects/project-use-cases';
import type { FileStorage } from '../storage/file-storage';
import { listMusicTracks, musicTrackAudio, uploadMusic } from './music-use-cases';

/** Room for the multipart envelope around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const tooLarge = () => new AppError(MUSIC_MESSAGES.tooLarge, 'payload_too_large');

/** GET /api/music/tracks and GET /api/music/tracks/:id/audio (mounted under /api/music). */
export function musicRoutes() {
  return new Hono<{ Variables: AppVariables }>()
    .get('/tracks', async (c) => c.json({ tracks: await listMusicTracks() }))
    .get('/tracks/:id/audio', async (c) => {
      const file = await musicTrackAudio(c.req.param('id'));
      // The shipped files change only with a release; the ETag answers revalidations.
      return serveFile(file, c.req.header('range'), { 'Content-Type': 'audio/ogg', 'Cache-Control': 'public, max-age=86400' }, preconditionsOf(c.req));
    });
}

/** POST /api/projects/:id/music — multipart `file` (mounted under /api/projects). */
export function projectMusicRoutes(db: Db, storage: FileStorage) {
  return new Hono<{ Variables: AppVariables }>().post(
    '/:id/music',
    // Counted on the body as it arrives, whatever Content-Length claims; the sender reads the 413 (body-limits.ts).
    limitBody(MUSIC_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD, MUSIC_MESSAGES.tooLarge),
    async (c) => {
      // A project that is not the caller's is refused before its body is read.
      await ownedProjectRow(db, c.get('user').id, c.req.param('id'));
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = form.file;
      if (!(file instanceof File)) throw validationError(MUSIC_MESSAGES.notAudio);
      if (file.size > MUSIC_UPLOAD_MAX_BYTES) throw tooLarge();
      const music = await uploadMusic({ db, storage }, c.get('user').id, c.req.param('id'), {
        bytes: new Uint8Array(await file.arrayBuffer()),
        name: file.name,
      });
      return c.json(music, 201);
    },
  );
}
