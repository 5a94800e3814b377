/**
 * Sessions this process verified a moment ago, so a signed-in request does not go to the database
 * for its session on every call (docs/decisions/130). An entry lives at most `ttlMs` and never past
 * the session's own expiry. Sign-out, revocation, a password reset and account changes made in
 * this process drop entries at once (the better-auth database hooks in create-auth.ts); another
 * process's revocation is seen within `ttlMs`, the stated bound.
 */
export interface CachedUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

interface Entry {
  user: CachedUser;
  /** When this entry stops being trusted: verification time + ttl, or the session's expiry if sooner. */
  until: number;
}

/** How long another process's revocation may go unseen here (docs/decisions/130). */
export const SESSION_CACHE_MS = 5_000;
/** Enough for every active browser of a large installation; the oldest entry makes room. */
const MAX_ENTRIES = 10_000;

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Moves on every drop, so a lookup that started before a sign-out does not cache its answer. */
  private dropped = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get(token: string): CachedUser | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (Date.now() >= entry.until) {
      this.entries.delete(token);
      return null;
    }
    return entry.user;
  }

  /** Pass to `set` the value read before the database was asked. */
  get version(): number {
    return this.dropped;
  }

  set(token: string, user: CachedUser, sessionExpiresAt: Date, version: number): void {
    if (this.ttlMs <= 0 || version !== this.dropped) return;
    const until = Math.min(Date.now() + this.ttlMs, sessionExpiresAt.getTime());
    this.entries.delete(token);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { user: Object.freeze({ ...user }), until });
  }

  /** A session ended in this process (sign-out, revoked, expired and deleted). */
  forgetSession(token: string): void {
    this.dropped++;
    this.entries.delete(token);
  }

  /** The account changed or went away: none of its sessions may answer from memory. */
  forgetUser(userId: string): void {
    this.dropped++;
    for (const [token, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(token);
  }

  get size(): number {
    return this.entries.size;
  }
}
