import { PLAYBACK_MESSAGES, playbackBatchSchema } from '@lectern/core';
import type { Db } from '@lectern/db';
import { Hono } from 'hono';
import { validationError } from '../http/errors';
import { recordPlaybackEvents } from './record-playback-events';

/**
 * POST /api/share/:slug/events (issue 22 item 4): a viewer's batch of playback events. Public
 * like the share page; the body is read as text because `sendBeacon` sends it as text/plain.
 */
export function playbackEventRoutes({ db, rateLimit }: { db: Db; rateLimit: boolean }) {
  return new Hono().post('/:slug/events', async (c) => {
    const text = await c.req.text().catch(() => '');
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: refused below with the product's words.
    }
    const batch = playbackBatchSchema.safeParse(json);
    if (!batch.success) throw validationError(PLAYBACK_MESSAGES.invalid);
    return c.json(await recordPlaybackEvents(db, c.req.param('slug'), batch.data, { rateLimit }));
  });
}
