import { describe, expect, it } from 'vitest';
import { RETRY_LIMIT, retryDelayMs, shouldRetryRead, shouldRetrySignIn } from './http-retry';

describe('retry policy', () => {
  it('waits twice as long before each retry, from 200 ms, up to a ceiling', () => {
    expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([200, 400, 800, 1600]);
    expect(retryDelayMs(30)).toBe(10_000);
  });

  it('retries reads that failed on the server or the network a bounded number of times', () => {
    for (const status of [0, 500, 502, 503, 504, undefined]) {
      expect(shouldRetryRead(0, status)).toBe(true);
      expect(shouldRetryRead(RETRY_LIMIT - 1, status)).toBe(true);
      expect(shouldRetryRead(RETRY_LIMIT, status)).toBe(false);
    }
  });

  it('does not retry a read the server refused', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(shouldRetryRead(0, status)).toBe(false);
  });

  it('retries sign-in only on 502, 503 and 504 (spec 000 §8)', () => {
    for (const status of [502, 503, 504]) {
      expect(shouldRetrySignIn(0, status)).toBe(true);
      expect(shouldRetrySignIn(RETRY_LIMIT, status)).toBe(false);
    }
    for (const status of [0, 400, 401, 429, 500, undefined]) expect(shouldRetrySignIn(0, status)).toBe(false);
  });
});
