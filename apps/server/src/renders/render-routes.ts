import { videoFormatSchema } from '@lectern/core';
import type { Db } from '@lectern/db';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppVariables } from '../http/session';
import { validate } from '../http/validate';
import type { JobQueue } from '../jobs/job-queue';
import { allowancePort } from './allowance-port';
import { type AllowancePort, cancelRender, getRender, latestRender, requestRender } from './render-use-cases';

// No format: the one chosen in the wizard (progress_data.videoFormat, issue 14).
const requestSchema = z.object({ format: videoFormatSchema.optional() });
const FINAL = new Set(['completed', 'failed', 'cancelled']);

/** POST /api/projects/:id/renders and GET …/renders/latest (mounted under /api/projects). */
export function projectRenderRoutes(deps: { db: Db; queue: Pick<JobQueue, 'sendRender'>; allowance: AllowancePort }) {
  return new Hono<{ Variables: AppVariables }>()
    .post('/:id/renders', validate('json', requestSchema), async (c) => {
      const render = await requestRender(deps, c.get('user').id, c.req.param('id'), c.req.valid('json').format);
      return c.json({ id: render.id, render }, 202);
    })
    .get('/:id/renders/latest', async (c) => c.json({ render: await latestRender(deps.db, c.get('user').id, c.req.param('id')) }));
}

/** GET /api/renders/:id, its server-sent events, and DELETE to cancel (mounted under /api/renders). */
export function renderRoutes(db: Db, pollMs = 500) {
  return new Hono<{ Variables: AppVariables }>()
    .get('/:id', async (c) => c.json({ render: await getRender(db, c.get('user').id, c.req.param('id')) }))
    .get('/:id/events', async (c) => {
      const userId = c.get('user').id;
      const id = c.req.param('id');
      let current = await getRender(db, userId, id);
      // Progress lives in the database, so any API process can stream any worker's job.
      return streamSSE(c, async (stream) => {
        let last = '';
        let aborted = false;
        stream.onAbort(() => {
          aborted = true;
        });
        while (!aborted) {
          const payload = JSON.stringify(current);
          if (payload !== last) {
            last = payload;
            await stream.writeSSE({ event: 'progress', data: payload });
          }
          if (FINAL.has(current.status)) break;
          await stream.sleep(pollMs);
          current = await getRender(db, userId, id);
        }
      });
    })
    .delete('/:id', async (c) => c.json({ render: await cancelRender(db, allowancePort(db), c.get('user').id, c.req.param('id')) }));
}
