import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './azure-avatar-client';
import { isAllowedResultUrl } from './download-avatar-clip';

describe('isAllowedResultUrl', () => {
  it('takes https result addresses, and plain http only from loopback when allowed', () => {
    expect(isAllowedResultUrl('https://stttssvcprodusw2.blob.core.windows.net/out/0001.webm?sig=x', false)).toBe(true);
    expect(isAllowedResultUrl('http://127.0.0.1:4599/results/a/0001.webm', true)).toBe(true);
    expect(isAllowedResultUrl('http://127.0.0.1:4599/results/a/0001.webm', false)).toBe(false);
    expect(isAllowedResultUrl('http://169.254.169.254/latest/meta-data', true)).toBe(false);
    expect(isAllowedResultUrl('file:///etc/passwd', true)).toBe(false);
    expect(isAllowedResultUrl('https://user:pw@example.com/x', false)).toBe(false);
    expect(isAllowedResultUrl('not a url', true)).toBe(false);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds or an HTTP date, never waits over a minute, and backs off without one', () => {
    expect(retryAfterMs('3', 1)).toBe(3000);
    expect(retryAfterMs('Mon, 23 Nov 2026 10:00:10 GMT', 1, Date.parse('Mon, 23 Nov 2026 10:00:00 GMT'))).toBe(10_000);
    expect(retryAfterMs('3600', 1)).toBe(60_000);
    expect(retryAfterMs(null, 2)).toBe(4000);
    expect(retryAfterMs('soon', 1)).toBe(2000);
  });
});
