import { scormPassMarkSchema, scormVersionSchema } from '@lectern/core';
import type { Db } from '@lectern/db';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppVariables } from '../http/session';
import { validate } from '../http/validate';
import type { FileStorage } from '../storage/file-storage';
import { scormPackage } from './scorm-package';

const querySchema = z.object({ version: scormVersionSchema, passMark: scormPassMarkSchema });

/** GET /api/videos/:id/scorm.zip?version=1.2|2004&passMark=0–100 — the owner's video as an LMS package, streamed (decisions 147, 175). */
export function scormRoutes(db: Db, storage: FileStorage) {
  return new Hono<{ Variables: AppVariables }>().get('/:id/scorm.zip', validate('query', querySchema), async (c) => {
    const { version, passMark } = c.req.valid('query');
    const pkg = await scormPackage(db, storage, c.get('user').id, c.req.param('id'), version, passMark);
    return new Response(pkg.body, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${pkg.filename}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });
}
