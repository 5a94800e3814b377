import { describe, expect, it } from 'vitest';
import { isLocalRequest, isLoopbackAddress } from './local-request';

describe('isLocalRequest', () => {
  it('accepts loopback peers in every spelling', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1']) expect([a, isLoopbackAddress(a)]).toEqual([a, true]);
  });
  it('refuses other and missing peers', () => {
    for (const a of ['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', 'fe80::1', '1127.0.0.1', '127.0.0.1.example', '', undefined]) {
      expect([a, isLoopbackAddress(a)]).toEqual([a, false]);
    }
  });
  it('never counts a forwarded request as local, whatever it claims', () => {
    expect(isLocalRequest(new Headers(), '127.0.0.1')).toBe(true);
    for (const name of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
      expect(isLocalRequest(new Headers({ [name]: '127.0.0.1' }), '127.0.0.1')).toBe(false);
    }
  });
});
