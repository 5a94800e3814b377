import { RATE_LIMITED, USER_NOT_AUTHENTICATED } from '@lectern/core';

/**
 * Domain errors. Use-cases throw these; the HTTP layer maps each kind to a status in one
 * place (error-handler.ts), so no route decides statuses for failures.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly kind:
      | 'validation'
      | 'unauthenticated'
      | 'forbidden'
      | 'not_found'
      | 'conflict'
      | 'rate_limited'
      | 'payload_too_large'
      | 'unavailable'
      | 'bad_gateway'
      | 'gateway_timeout'
      | 'internal',
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const validationError = (message: string, details?: Record<string, unknown>) => new AppError(message, 'validation', details);
export const unauthenticated = (message = USER_NOT_AUTHENTICATED) => new AppError(message, 'unauthenticated');
export const forbidden = (message = 'You do not have permission to do this') => new AppError(message, 'forbidden');
export const notFound = (message: string) => new AppError(message, 'not_found');
export const conflict = (message: string) => new AppError(message, 'conflict');
export const rateLimited = (message = RATE_LIMITED, retryAfterSeconds?: number) => new AppError(message, 'rate_limited', { retryAfterSeconds });

/**
 * A fault on our side, told in the spec's words ("Failed to fetch projects", spec 000 §8). The
 * cause stays in the server log (error-handler.ts, through safeErrorText); the person reads only
 * the message.
 */
export class ServerFault extends AppError {
  constructor(
    message: string,
    readonly fault: unknown,
  ) {
    super(message, 'internal');
    this.name = 'ServerFault';
  }
}

/**
 * Runs a use-case step and turns any failure that is not already a domain error into a
 * ServerFault with the spec's text; domain errors (not found, conflict …) pass unchanged.
 */
export async function orServerFault<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new ServerFault(message, err);
  }
}
