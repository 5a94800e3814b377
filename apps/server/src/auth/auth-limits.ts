import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import { RATE_LIMITED } from '@lectern/core';
import { type Db, rows, sql } from '@lectern/db';
import { createAuthMiddleware } from 'better-auth/api';
import { hit, type RateRule } from '../http/rate-limit';

const MINUTES = 60;
const HOUR = 60 * MINUTES;

/**
 * Spec 000 §9 gives no numbers; these stop guessing without getting in a person's way
 * (docs/decisions/105). Sign-in counts per address, per account from one address, per account
 * from everywhere, and separately for a device the account has signed in from before.
 */
export const AUTH_LIMITS = {
  signIn: {
    ip: { limit: 30, windowSeconds: 5 * MINUTES },
    accountFromAddress: { limit: 10, windowSeconds: 5 * MINUTES },
    account: { limit: 50, windowSeconds: HOUR },
    knownDevice: { limit: 10, windowSeconds: 5 * MINUTES },
  },
  signUp: { ip: { limit: 10, windowSeconds: HOUR }, account: { limit: 5, windowSeconds: HOUR } },
  recovery: { ip: { limit: 10, windowSeconds: HOUR }, account: { limit: 5, windowSeconds: HOUR } },
} as const satisfies Record<string, Record<string, RateRule>>;

/** better-auth endpoint paths (after its own routing, so every URL spelling lands here). */
const SCOPE_OF: Record<string, keyof typeof AUTH_LIMITS> = {
  '/sign-in/email': 'signIn',
  // Checking the current password of a signed-in account is guessing it too: same account limits.
  '/change-password': 'signIn',
  '/verify-password': 'signIn',
  '/sign-up/email': 'signUp',
  '/request-password-reset': 'recovery',
  '/reset-password': 'recovery',
  '/send-verification-email': 'recovery',
};

/** Signed cookie naming a device that signed in to one account; read only by the auth routes. */
export const KNOWN_DEVICE_COOKIE = 'lectern.known_device';
const KNOWN_DEVICE_DAYS = 365;

/** The caller's address for the auth hooks, set by the HTTP layer around better-auth's handler. */
const requestAddress = new AsyncLocalStorage<string>();
export const withClientAddress = <T>(address: string, run: () => T): T => requestAddress.run(address, run);

const accountKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);
const normalEmail = (body: unknown): string | null => {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
};

const tooMany = (retryAfter: number) =>
  new Response(JSON.stringify({ error: RATE_LIMITED }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': String(retryAfter), 'Cache-Control': 'no-store' },
  });

export interface AuthLimitOptions {
  db: Db;
  secret: string;
  enabled: boolean;
  secureCookies: boolean;
}

/**
 * better-auth hooks that run after it has routed the request and parsed the body, whatever its
 * encoding (JSON, form-encoded) or URL spelling, so no alias reaches the password check uncounted.
 */
export function authLimitHooks({ db, secret, enabled, secureCookies }: AuthLimitOptions) {
  const cookieName = secureCookies ? `__Secure-${KNOWN_DEVICE_COOKIE}` : KNOWN_DEVICE_COOKIE;

  const before = createAuthMiddleware(async (ctx) => {
    const scope = SCOPE_OF[ctx.path];
    if (!enabled || !scope) return;
    const ip = requestAddress.getStore() ?? 'unknown';
    const email = PASSWORD_CHECKS.has(ctx.path) ? await sessionEmail(db, ctx.headers) : normalEmail(ctx.body);
    const rules = AUTH_LIMITS[scope];
    const check = async (key: string, rule: RateRule) => {
      const result = await hit(db, `${scope}:${key}`, rule);
      return result.allowed ? null : tooMany(result.retryAfter);
    };

    if (scope === 'signIn' && email) {
      // The owner's own browser keeps its own allowance, so a stranger's guesses cannot lock it out.
      const device = await knownDevice(ctx, cookieName, secret, email);
      if (device) return (await check(`device:${device}`, AUTH_LIMITS.signIn.knownDevice)) ?? undefined;
    }
    const byIp = await check(`ip:${ip}`, rules.ip);
    if (byIp) return byIp;
    if (!email) return;
    if (scope === 'signIn') {
      const fromHere = await check(`account-ip:${accountKey(email)}:${ip}`, AUTH_LIMITS.signIn.accountFromAddress);
      if (fromHere) return fromHere;
    }
    return (await check(`account:${accountKey(email)}`, rules.account)) ?? undefined;
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/sign-in/email') return;
    const user = ctx.context.newSession?.user;
    if (!user?.email) return;
    const email = user.email.toLowerCase();
    const device = (await knownDevice(ctx, cookieName, secret, email)) ?? randomBytes(16).toString('hex');
    await ctx.setSignedCookie(cookieName, `${device}:${accountKey(email)}`, secret, {
      httpOnly: true,
      secure: secureCookies,
      sameSite: 'lax',
      path: '/api/auth',
      maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
    });
  });

  return { before, after };
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const PASSWORD_CHECKS = new Set(['/change-password', '/verify-password']);

/**
 * The signed-in account's e-mail for routes that check its password (no e-mail in their body),
 * from the bearer token or the session cookie (`token.signature`). Only used for counting: the
 * route itself still verifies the session.
 */
async function sessionEmail(db: Db, headers: Headers | undefined): Promise<string | null> {
  const bearer = headers?.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const cookie = headers?.get('cookie')?.match(/(?:^|;\s*)(?:__Secure-)?lectern\.session_token=([^;]+)/)?.[1];
  const raw = bearer ?? cookie;
  if (!raw) return null;
  let token: string;
  try {
    token = decodeURIComponent(raw).split('.')[0] ?? '';
  } catch {
    return null;
  }
  if (!/^[A-Za-z0-9_-]{8,128}$/.test(token)) return null;
  const [row] = await rows<{ email: string }>(
    db,
    sql`SELECT u.email FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = ${token} AND s.expires_at > now()`,
  );
  return row ? row.email.trim().toLowerCase() : null;
}

/** The device id from a valid cookie issued to this account, or null. */
async function knownDevice(ctx: HookContext, cookieName: string, secret: string, email: string): Promise<string | null> {
  const value = await ctx.getSignedCookie(cookieName, secret).catch(() => null);
  if (!value) return null;
  const [device, account] = value.split(':');
  return device && /^[0-9a-f]{32}$/.test(device) && account === accountKey(email) ? device : null;
}
