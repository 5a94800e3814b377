import {
  ALLOWANCE_MESSAGES,
  adminAddMinutesSchema,
  analyticsInsights,
  analyticsQuerySchema,
  approveRequestSchema,
  denyRequestSchema,
  requestStatusQuerySchema,
  userFeaturesSchema,
} from '@lectern/core';
import type { Db } from '@lectern/db';
import { Hono } from 'hono';
import { approveRequest, countPendingRequests, denyRequest, listRequestsForAdmin } from '../allowance/allowance-request-use-cases';
import { grantAllowance } from '../allowance/allowance-use-cases';
import { notifyRequester, type OutcomeNoticeDeps } from '../allowance/request-outcome-notice';
import { requireAccountId, requireUuid } from '../http/ids';
import { type AppVariables, requireAdmin } from '../http/session';
import { validate } from '../http/validate';
import { getAdminUser, getAllUsersAllowance, getUsageStats, updateUserFeatures } from './admin-user-use-cases';
import { playbackTotals } from './playback-totals';

/**
 * Admin dashboard API (spec 000 §2 "Admin dashboard"); every route answers 403 to non-admins.
 * Resolving a request e-mails the requester its outcome.
 */
export function adminRoutes(db: Db, notice: Omit<OutcomeNoticeDeps, 'db'>) {
  return (
    new Hono<{ Variables: AppVariables }>()
      .use('*', requireAdmin)
      .get('/requests', validate('query', requestStatusQuerySchema), async (c) =>
        c.json({ requests: await listRequestsForAdmin(db, c.req.valid('query').status) }),
      )
      .get('/requests/pending-count', async (c) => c.json({ count: await countPendingRequests(db) }))
      .post('/requests/:id/approve', async (c) => {
        // Spec 000 §5: a custom amount that is not numeric is ignored, so an empty or odd body is fine.
        const body = await c.req.json().catch(() => ({}));
        const { minutes } = approveRequestSchema.parse(body ?? {});
        const result = await approveRequest(db, requireUuid(c.req.param('id'), ALLOWANCE_MESSAGES.requestNotFound), c.get('user').id, minutes);
        await notifyRequester({ db, ...notice }, result.request);
        return c.json(result);
      })
      .post('/requests/:id/deny', validate('json', denyRequestSchema), async (c) => {
        const id = requireUuid(c.req.param('id'), ALLOWANCE_MESSAGES.requestNotFound);
        const request = await denyRequest(db, id, c.get('user').id, c.req.valid('json').reason);
        await notifyRequester({ db, ...notice }, request);
        return c.json({ request });
      })
      .get('/users', async (c) => c.json({ users: await getAllUsersAllowance(db) }))
      .post('/users/:id/allowance', validate('json', adminAddMinutesSchema), async (c) => {
        const { minutes, type, reason } = c.req.valid('json');
        const userId = requireAccountId(c.req.param('id'), ALLOWANCE_MESSAGES.userNotFound);
        const { usageLog } = await grantAllowance(db, userId, minutes, type, reason, c.get('user').id);
        return c.json({ user: await getAdminUser(db, userId), usageLog });
      })
      .patch('/users/:id/features', validate('json', userFeaturesSchema), async (c) =>
        c.json({ user: await updateUserFeatures(db, requireAccountId(c.req.param('id'), ALLOWANCE_MESSAGES.userNotFound), c.req.valid('json')) }),
      )
      .get('/stats', async (c) => {
        const stats = await getUsageStats(db);
        return c.json({ stats, insights: analyticsInsights(stats) });
      })
      // Issue 22 item 2: playback totals across all users' videos for a period (decision 182).
      .get('/playback', validate('query', analyticsQuerySchema), async (c) => c.json({ totals: await playbackTotals(db, c.req.valid('query').days) }))
  );
}
