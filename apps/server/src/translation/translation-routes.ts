import type { Translator } from '@lectern/ai';
import { TRANSLATION_MESSAGES } from '@lectern/core';
import type { Db } from '@lectern/db';
import { Hono } from 'hono';
import type { AppVariables } from '../http/session';
import { validate } from '../http/validate';
import { languageConversionStatus } from './language-conversions';
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

/**
 * GET /api/translation — what the wizard needs before it offers translation: the configured
 * provider (null: narration stays in English, with the notice to show) and the account's language
 * conversion switch and quota (decision 141).
 */
export function translationStatusRoutes(deps: { db: Db; translator: Translator | null }) {
  return new Hono<{ Variables: AppVariables }>().get('/', async (c) => {
    const { enabled, quota, used } = await languageConversionStatus(deps.db, c.get('user').id);
    return c.json({
      provider: deps.translator?.id ?? null,
      notice: deps.translator ? null : TRANSLATION_MESSAGES.notConfigured,
      languageConversion: { enabled, quota, used, remaining: Math.max(0, quota - used) },
    });
  });
}
