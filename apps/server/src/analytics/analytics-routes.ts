import { analyticsCsv, analyticsQuerySchema } from '@lectern/core';
import type { Db } from '@lectern/db';
import { Hono } from 'hono';
import type { AppVariables } from '../http/session';
import { validate } from '../http/validate';
import { projectAnalytics } from './project-analytics';

/**
 * GET /api/projects/:id/analytics — the owner's figures per video (issue 22 item 2);
 * GET /api/projects/:id/analytics.csv — the same days as a CSV download (item 3).
 */
export function projectAnalyticsRoutes(db: Db) {
  return new Hono<{ Variables: AppVariables }>()
    .get('/:id/analytics', validate('query', analyticsQuerySchema), async (c) => {
      const { days } = c.req.valid('query');
      return c.json({ days, videos: await projectAnalytics(db, c.get('user').id, c.req.param('id'), days) });
    })
    .get('/:id/analytics.csv', validate('query', analyticsQuerySchema), async (c) => {
      const videos = await projectAnalytics(db, c.get('user').id, c.req.param('id'), c.req.valid('query').days);
      return c.body(analyticsCsv(videos), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="lectern-analytics.csv"',
        'Cache-Control': 'no-store',
      });
    });
}
