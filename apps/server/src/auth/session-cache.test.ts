import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCache } from './session-cache';

const alice = { id: 'u1', email: 'a@example.com', name: 'Alice', isAdmin: false };
const bob = { id: 'u2', email: 'b@example.com', name: 'Bob', isAdmin: true };
const later = (ms: number) => new Date(Date.now() + ms);

describe('SessionCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers for at most its time to live, and never past the session expiry', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new SessionCache(5_000);
    cache.set('a', alice, later(60_000), cache.version);
    cache.set('b', bob, later(1_000), cache.version);
    expect(cache.get('a')).toEqual(alice);
    vi.setSystemTime(Date.now() + 1_000);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).toEqual(alice);
    vi.setSystemTime(Date.now() + 4_000);
    expect(cache.get('a')).toBeNull();
  });

  it('forgets a session, or every session of a user, at once', () => {
    const cache = new SessionCache(5_000);
    cache.set('a1', alice, later(60_000), cache.version);
    cache.set('a2', alice, later(60_000), cache.version);
    cache.set('b', bob, later(60_000), cache.version);
    cache.forgetSession('b');
    expect(cache.get('b')).toBeNull();
    cache.forgetUser(alice.id);
    expect([cache.get('a1'), cache.get('a2'), cache.size]).toEqual([null, null, 0]);
  });

  it('does not keep a lookup that started before a session was forgotten', () => {
    const cache = new SessionCache(5_000);
    const before = cache.version;
    cache.forgetSession('a');
    cache.set('a', alice, later(60_000), before);
    expect(cache.get('a')).toBeNull();
  });

  it('keeps a bounded number of sessions, dropping the oldest', () => {
    const cache = new SessionCache(5_000, 2);
    for (const token of ['a', 'b', 'c']) cache.set(token, alice, later(60_000), cache.version);
    expect([cache.get('a'), cache.size]).toEqual([null, 2]);
  });

  it('hands out copies a route cannot change', () => {
    const cache = new SessionCache(5_000);
    cache.set('a', { ...alice }, later(60_000), cache.version);
    expect(Object.isFrozen(cache.get('a'))).toBe(true);
  });
});
