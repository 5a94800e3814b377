import { allowanceCheckQuerySchema, allowanceRequestSchema } from '@lectern/core';
import type { Db } from '@lectern/db';
import { Hono } from 'hono';
import type { AppVariables } from '../http/session';
import { validate } from '../http/validate';
import { createRequest, dismissOutcome, listOwnRequests } from './allowance-request-use-cases';
import { checkAllowance, getUserAllowance } from './allowance-use-cases';

/** The signed-in user's allowance and requests (docs/api/allowance.md). */
export function allowanceRoutes(db: Db) {
  return (
    new Hono<{ Variables: AppVariables }>()
      .get('/', async (c) => c.json({ allowance: await getUserAllowance(db, c.get('user').id) }))
      .get('/check', validate('query', allowanceCheckQuerySchema), async (c) => {
        const { minutes, type } = c.req.valid('query');
        return c.json({ check: await checkAllowance(db, c.get('user').id, minutes, type) });
      })
      .get('/requests', async (c) => c.json({ requests: await listOwnRequests(db, c.get('user').id) }))
      .post('/requests', validate('json', allowanceRequestSchema), async (c) =>
        c.json({ request: await createRequest(db, c.get('user').id, c.req.valid('json')) }, 201),
      )
      // The requester has read a resolved request's outcome (the dashboard notice's Dismiss).
      .post('/requests/:id/dismiss', async (c) => c.json({ request: await dismissOutcome(db, c.get('user').id, c.req.param('id')) }))
  );
}
