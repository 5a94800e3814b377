import type { Db } from '@lectern/db';
import type { MiddlewareHandler } from 'hono';
import type { AppVariables } from '../http/session';
import { checkLanguageConversionEnabled } from './language-conversions';

/**
 * POST /api/ai/translate translates one text and names no project, so nothing is counted; it
 * still needs the admin's switch and a remaining quota (spec 000 §2, decision 141), or it would
 * be a way around them.
 */
export const requireLanguageConversion =
  (db: Db): MiddlewareHandler<{ Variables: AppVariables }> =>
  async (c, next) => {
    await checkLanguageConversionEnabled(db, c.get('user').id);
    await next();
  };
