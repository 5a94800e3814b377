import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { validationError } from './errors';

/** zod validation for a request part; the first issue's message becomes `{ error }` (400). */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error.issues[0]?.message ?? 'Invalid request');
  });
