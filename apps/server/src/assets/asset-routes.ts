import { randomUUID } from 'node:crypto';
import type { Db } from '@lectern/db';
import { Hono } from 'hono';
import { limitBody } from '../http/body-limits';
import { notFound, validationError } from '../http/errors';
import { serveFile } from '../http/serve-file';
import type { AppVariables } from '../http/session';
import { ownedProjectRow } from '../projects/project-use-cases';
import type { FileStorage } from '../storage/file-storage';
import { ASSET_NAME } from './asset-ownership';
import { IMAGE_LIMITS, IMAGE_MESSAGES, IMAGE_MIME, type ImageKind, imageProblem, sniffImage } from './image-sniff';

const MAX_IMAGE_BYTES = IMAGE_LIMITS.maxBytes;

/** POST /api/projects/:id/assets — a brand logo or a custom slide image (spec 001 §5 "Image upload"). */
export function projectAssetRoutes(db: Db, storage: FileStorage) {
  return new Hono<{ Variables: AppVariables }>().post(
    '/:id/assets',
    // The sender reads the 413 however large the body (body-limits.ts).
    limitBody(MAX_IMAGE_BYTES + 64 * 1024, IMAGE_MESSAGES.tooLarge),
    async (c) => {
      const projectId = c.req.param('id');
      await ownedProjectRow(db, c.get('user').id, projectId);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = form.file;
      if (!(file instanceof File)) throw validationError('Please select an image file.');
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The header's size is checked before anything decodes the image (renders, thumbnails).
      const problem = imageProblem(bytes);
      if (problem) throw validationError(problem);
      const image = sniffImage(bytes)!;
      const name = `${randomUUID()}.${image.kind === 'jpeg' ? 'jpg' : image.kind}`;
      const key = `assets/${projectId}/${name}`;
      await storage.put(key, bytes);
      return c.json(
        { success: true, asset: { url: `/api/assets/${projectId}/${name}`, key, width: image.width, height: image.height, mime: IMAGE_MIME[image.kind] } },
        201,
      );
    },
  );
}

/** GET /api/assets/:projectId/:name — uploaded images, to the owner of their project only (decision 108). */
export function assetFileRoutes(db: Db, storage: FileStorage) {
  return new Hono<{ Variables: AppVariables }>().get('/:projectId/:name', async (c) => {
    const { projectId, name } = c.req.param();
    await ownedProjectRow(db, c.get('user').id, projectId);
    if (!ASSET_NAME.test(name)) throw notFound('Image not found');
    const file = await storage.get(`assets/${projectId}/${name}`);
    if (!file) throw notFound('Image not found');
    const ext = name.split('.').pop() as string;
    const kind = (ext === 'jpg' ? 'jpeg' : ext) as ImageKind;
    // SVGs are served as images with a locked-down policy so scripts inside them never run.
    return serveFile(file, c.req.header('range'), {
      'Content-Type': IMAGE_MIME[kind],
      'Cache-Control': 'private, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
}
