import { RATE_LIMITED } from '@lectern/core';

/**
 * Domain errors. Use-cases throw these; the HTTP layer maps each kind to a status in one
 * place (error-handler.ts), so no route decides statuses for failures.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly kind: 'validation' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited' | 'payload_too_large' | 'unavailable',
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const validationError = (message: string, details?: Record<string, unknown>) => new AppError(message, 'validation', details);
export const unauthenticated = (message = 'User not authenticated') => new AppError(message, 'unauthenticated');
export const forbidden = (message = 'You do not have permission to do this') => new AppError(message, 'forbidden');
export const notFound = (message: string) => new AppError(message, 'not_found');
export const conflict = (message: string) => new AppError(message, 'conflict');
export const rateLimited = (message = RATE_LIMITED, retryAfterSeconds?: number) => new AppError(message, 'rate_limited', { retryAfterSeconds });
