import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError, validationError } from './errors';

/** zod validation for a request part; the first issue's message becomes `{ error }` (400). */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    // A schema marks a size refusal with params.payloadTooLarge (e.g. progress_data): 413, not 400.
    if (issue && 'params' in issue && (issue.params as { payloadTooLarge?: boolean } | undefined)?.payloadTooLarge) {
      throw new AppError(issue.message, 'payload_too_large');
    }
    throw validationError(issue?.message ?? 'Invalid request');
  });
