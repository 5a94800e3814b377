import { describe, expect, it } from 'vitest';
import { clientIp } from './rate-limit';

describe('clientIp', () => {
  const headers = new Headers({ 'X-Forwarded-For': '203.0.113.9, 198.51.100.7' });
  it('ignores X-Forwarded-For unless a proxy is trusted, so clients cannot pick their address', () => {
    expect(clientIp(headers, '192.0.2.1', false)).toBe('192.0.2.1');
  });
  it("behind a trusted proxy takes the entry the proxy appended (the last), not the client's own", () => {
    expect(clientIp(headers, '10.0.0.2', true)).toBe('198.51.100.7');
    expect(clientIp(new Headers(), '10.0.0.2', true)).toBe('10.0.0.2');
  });
});
