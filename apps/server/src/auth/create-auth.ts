import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { PASSWORD_MIN_LENGTH } from '@lectern/core';
import { accounts, type Db, rows, sessions, sql, users, verifications } from '@lectern/db';
import { betterAuth } from 'better-auth';
import { bearer } from 'better-auth/plugins';
import type { Mailer } from '../mail/mailer';
import { confirmationMail, existingAccountMail, passwordResetMail } from '../mail/mail-templates';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  adminEmails: readonly string[];
  /** Extra origins allowed to call the auth API (the Vite dev server, tests). */
  trustedOrigins?: string[];
}

const DAY = 60 * 60 * 24;

export function createAuth({ db, mailer, publicUrl, secret, adminEmails, trustedOrigins = [] }: AuthDeps) {
  return betterAuth({
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
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            // The first account of an empty installation administers it; so do ADMIN_EMAILS.
            const [first] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM users`);
            const n = first?.n ?? 0;
            const isAdmin = n === 0 || adminEmails.includes(user.email.toLowerCase());
            return { data: { ...user, isAdmin } };
          },
        },
      },
    },
    plugins: [bearer()],
    advanced: { cookiePrefix: 'lectern', useSecureCookies: publicUrl.startsWith('https://') },
  });
}

export type Auth = ReturnType<typeof createAuth>;
