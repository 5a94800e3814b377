import { isRetryableStatus } from './auth/auth-messages';

/**
 * How the browser retries a failed request (decision 153): a few more tries, each waiting twice as
 * long as the one before from 200 ms (spec 000 §9, the auth refresh's back-off), then it stops and
 * the page shows the failure with "Try again". Never a loop that asks again as fast as it can.
 */
export const RETRY_BASE_DELAY_MS = 200;
/** Tries after the first: with the doubling delays a failure shows after about 1.4 s. */
export const RETRY_LIMIT = 3;
const RETRY_MAX_DELAY_MS = 10_000;

/** The wait before retry number `attempt` (0 for the first retry): 200, 400, 800 ms… */
export const retryDelayMs = (attempt: number): number => Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt), RETRY_MAX_DELAY_MS);

/**
 * A read is worth trying again when the server did not answer (status 0) or failed itself (5xx).
 * A 4xx answer (not found, no access, bad input, rate limited) will be the same next time.
 */
export const isRetryableReadStatus = (status: number | undefined): boolean => status === undefined || status === 0 || status >= 500;

/** Whether try number `failureCount + 1` should happen after a read failed with `status`. */
export const shouldRetryRead = (failureCount: number, status: number | undefined): boolean => failureCount < RETRY_LIMIT && isRetryableReadStatus(status);

/** Spec 000 §8: sign-in retries only the statuses the spec calls retryable (502, 503, 504). */
export const shouldRetrySignIn = (failureCount: number, status: number | undefined): boolean =>
  failureCount < RETRY_LIMIT && status !== undefined && isRetryableStatus(status);
