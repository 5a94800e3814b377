import { Hono } from 'hono';
import { z } from 'zod';
import type { AppVariables } from '../http/session';
import { validate } from '../http/validate';
import type { ImageSearch } from './image-search';

const querySchema = z.object({
  query: z.string().trim().min(1, 'Enter a keyword to search for images').max(100),
  per_page: z.coerce.number().int().min(1).max(30).default(8),
});

/** GET /api/images/search — one route whatever the image sources (DESIGN.md). */
export function imageRoutes(search: ImageSearch) {
  return new Hono<{ Variables: AppVariables }>().get('/search', validate('query', querySchema), async (c) => {
    const { query, per_page } = c.req.valid('query');
    return c.json({ success: true, data: await search.search(query, per_page, c.req.raw.signal) });
  });
}
