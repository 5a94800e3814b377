import type { Translator } from '@lectern/ai';
import type { Db } from '@lectern/db';
import { Hono } from 'hono';
import type { AppVariables } from '../http/session';
import { validate } from '../http/validate';
import { translateProject, translateProjectSchema } from './translate-project';

/**
 * /api/projects/:id/translate — the slides of one project in the target language, in one batch
 * (spec 001 §4 "Translation", decision 141).
 */
export function translationRoutes(deps: { db: Db; translator: Translator | null }) {
  return new Hono<{ Variables: AppVariables }>().post('/:id/translate', validate('json', translateProjectSchema), async (c) =>
    c.json(await translateProject(deps, c.get('user').id, c.req.param('id'), c.req.valid('json'), c.req.raw.signal)),
  );
}
