import { type Db, eq, sessions, users } from '@lectern/db';
import type { Auth } from './create-auth';
import type { CachedUser, SessionCache } from './session-cache';
import { sessionTokenOf } from './session-token';

export type SignedInUser = CachedUser;

interface SessionCheck {
  db: Db;
  cache: SessionCache;
  /** Read once from better-auth: the secret, the cookie name and the session lifetimes. */
  settings: Promise<{ secret: string; cookieName: string; expiresInMs: number; updateAgeMs: number }>;
}

const checks = new WeakMap<Auth, SessionCheck>();

/** Called by createAuth: the API's session check reads the same database and cache as that auth. */
export function registerSessionCheck(auth: Auth, db: Db, cache: SessionCache): void {
  const settings = auth.$context.then((ctx) => ({
    secret: ctx.secret,
    cookieName: ctx.authCookies.sessionToken.name,
    expiresInMs: ctx.sessionConfig.expiresIn * 1000,
    updateAgeMs: ctx.sessionConfig.updateAge * 1000,
  }));
  checks.set(auth, { db, cache, settings });
}

/**
 * The user of the request's session (bearer token or cookie), or null. One indexed query (session
 * joined with its user, by the unique token) on a cache miss, none on a hit (docs/decisions/130).
 * better-auth still answers when the session is due to slide forward (decision 004), which it
 * writes, at most once a day per session.
 */
export async function signedInUser(auth: Auth, headers: Headers): Promise<SignedInUser | null> {
  const check = checks.get(auth);
  if (!check) return (await viaBetterAuth(auth, headers))?.user ?? null;
  const { secret, cookieName, expiresInMs, updateAgeMs } = await check.settings;
  const token = sessionTokenOf(headers, secret, cookieName);
  if (!token) return null;
  const cached = check.cache.get(token);
  if (cached) return cached;

  // A sign-out that lands while this lookup runs must not be undone by caching its result.
  const version = check.cache.version;
  const [row] = await check.db
    .select({ expiresAt: sessions.expiresAt, id: users.id, email: users.email, name: users.name, isAdmin: users.isAdmin })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token))
    .limit(1);
  const now = Date.now();
  if (!row || row.expiresAt.getTime() <= now) return null;
  if (row.expiresAt.getTime() - expiresInMs + updateAgeMs <= now) {
    const answer = await viaBetterAuth(auth, headers);
    if (answer) check.cache.set(token, answer.user, answer.expiresAt, version);
    return answer?.user ?? null;
  }
  const user = { id: row.id, email: row.email, name: row.name, isAdmin: row.isAdmin };
  check.cache.set(token, user, row.expiresAt, version);
  return user;
}

async function viaBetterAuth(auth: Auth, headers: Headers): Promise<{ user: SignedInUser; expiresAt: Date } | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const u = session.user as typeof session.user & { isAdmin?: boolean };
  return { user: { id: u.id, email: u.email, name: u.name, isAdmin: u.isAdmin === true }, expiresAt: new Date(session.session.expiresAt) };
}
