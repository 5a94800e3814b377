import type { Db } from '@lectern/db';
import type { MiddlewareHandler } from 'hono';
import type { AppVariables } from '../http/session';
import { requireLanguageConversionEnabled } from './language-conversions';

/**
 * POST /api/ai/translate needs the admin's language-conversion switch (spec 000 §2, decision 141)
 * even when no provider is configured and the text comes back as it is; the quota is claimed by
 * the translation itself, before the provider is asked (decision 151).
 */
export const requireLanguageConversion =
  (db: Db): MiddlewareHandler<{ Variables: AppVariables }> =>
  async (c, next) => {
    await requireLanguageConversionEnabled(db, c.get('user').id);
    await next();
  };
