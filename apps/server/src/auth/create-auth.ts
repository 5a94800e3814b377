import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { PASSWORD_MIN_LENGTH } from '@lectern/core';
import { accounts, type Db, sessions, users, verifications } from '@lectern/db';
import { betterAuth } from 'better-auth';
import { bearer } from 'better-auth/plugins';
import { safeLogArgs } from '../http/safe-log';
import { confirmationMail, existingAccountMail, passwordResetMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import { authLimitHooks } from './auth-limits';
import { claimFirstAccount } from './first-account';
import { SessionCache } from './session-cache';
import { registerSessionCheck } from './signed-in-user';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  adminEmails: readonly string[];
  /** Extra origins allowed to call the auth API (the Vite dev server, tests). */
  trustedOrigins?: string[];
  /** false turns the sign-in, sign-up and recovery limits off (RATE_LIMIT=0, load tests only). */
  rateLimit?: boolean;
  /** Sessions the API verified a moment ago (docs/decisions/130); one per process. */
  sessionCache?: SessionCache;
}

const DAY = 60 * 60 * 24;

export function createAuth({ db, mailer, publicUrl, secret, adminEmails, trustedOrigins = [], rateLimit = true, sessionCache = new SessionCache() }: AuthDeps) {
  const secureCookies = publicUrl.startsWith('https://');
  // Whatever ends a session or changes an account through better-auth (sign-out, revoking,
  // a password reset, an expired session found, account updates) drops it from the API's cache,
  // before the row goes (so no lookup under way caches it again) and after.
  const forgetSession = async (session: { token: string }) => sessionCache.forgetSession(session.token);
  const forgetUser = async (user: { id: string }) => sessionCache.forgetUser(user.id);
  const auth = betterAuth({
    appName: 'Lectern',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [publicUrl, ...trustedOrigins],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        // Spec 000 §3: admin flag is_admin. Never settable from a request.
        isAdmin: { type: 'boolean', defaultValue: false, input: false, fieldName: 'isAdmin' },
      },
    },
    session: {
      // Sessions live 7 days and slide forward once a day while used (the client checks every 30 s).
      expiresIn: 7 * DAY,
      updateAge: DAY,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetMail(user.email, user.name, url));
      },
      // A second sign-up for a registered address creates nothing and changes nothing; the
      // answer looks like any sign-up, so the owner is told by mail (docs/decisions/025).
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountMail(user.email, user.name, `${publicUrl}/login`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Spec 000 §2: confirming an address does not sign the user in.
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(confirmationMail(user.email, user.name, url));
      },
    },
    // Our own limiter (rate-limit.ts) counts per IP and per account across processes.
    rateLimit: { enabled: false },
    hooks: authLimitHooks({ db, secret, enabled: rateLimit, secureCookies }),
    databaseHooks: {
      session: { delete: { before: forgetSession, after: forgetSession } },
      user: {
        update: { after: forgetUser },
        delete: { before: forgetUser, after: forgetUser },
        create: {
          // ADMIN_EMAILS administer the installation from sign-up on.
          before: async (user) => ({ data: { ...user, isAdmin: adminEmails.includes(user.email.toLowerCase()) } }),
          // So does its first account, claimed atomically once the row exists (first-account.ts).
          after: async (user) => {
            await claimFirstAccount(db, user.id);
          },
        },
      },
    },
    logger: { log: (level, message, ...args) => logAuthEvent(level, message, args) },
    // Unexpected failures go on to the app's error handler (one `{ error }` answer, logged without
    // parameter values) instead of better-call printing the raw error.
    onAPIError: { throw: true },
    plugins: [bearer()],
    advanced: { cookiePrefix: 'lectern', useSecureCookies: secureCookies },
  });
  registerSessionCheck(auth, db, sessionCache);
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/** better-auth's own log lines, with database parameter values left out (they can hold anything a caller sent). */
function logAuthEvent(level: 'debug' | 'info' | 'warn' | 'error', message: string, args: unknown[]) {
  const write = level === 'error' ? console.error : level === 'warn' ? console.warn : console.log;
  write(`auth ${level}: ${message}`, ...safeLogArgs(args));
}
