import { Hono } from 'hono';
import { z } from 'zod';
import type { AppVariables } from '../http/session';
import { validate } from '../http/validate';
import type { ImageSearch } from './image-search';

const querySchema = z.object({
  query: z.string().trim().min(1, 'Enter a keyword to search for images').max(100),
  per_page: z.coerce.number().int().min(1).max(30).default(8),
});

/** Image ids as the search returns them: the source, a dash, the source's own id. */
const downloadParams = z.object({ imageId: z.string().regex(/^[a-z]+-[A-Za-z0-9_-]{1,64}$/, 'Unknown image') });

/** A tracking call that hangs must not hold the request open. */
const TRACKING_TIMEOUT_MS = 10_000;

/**
 * GET /api/images/search — one route whatever the image sources (DESIGN.md).
 * POST /api/images/download/:imageId — spec 001 §7 download tracking (the spec's
 * /api/images/unsplash/download/{imageId}); the source's key never leaves the server. It answers
 * success false rather than an error: the browser fires it and forgets it.
 */
export function imageRoutes(search: ImageSearch) {
  return new Hono<{ Variables: AppVariables }>()
    .get('/search', validate('query', querySchema), async (c) => {
      const { query, per_page } = c.req.valid('query');
      return c.json({ success: true, data: await search.search(query, per_page, c.req.raw.signal) });
    })
    .post('/download/:imageId', validate('param', downloadParams), async (c) => {
      const outcome = (await search.trackDownload?.(c.req.valid('param').imageId, AbortSignal.timeout(TRACKING_TIMEOUT_MS))) ?? null;
      return c.json({ success: outcome === 'tracked' });
    });
}
