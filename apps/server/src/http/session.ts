import { ADMIN_NOT_AUTHENTICATED } from '@lectern/core';
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/create-auth';
import { signedInUser } from '../auth/signed-in-user';
import { forbidden, unauthenticated } from './errors';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

export type AppVariables = { user: CurrentUser };

/**
 * Resolves the session (cookie or `Authorization: Bearer`) and stops anonymous requests with 401.
 * One query, or none for a session verified in the last few seconds (docs/decisions/130).
 */
export function requireUser(auth: Auth): MiddlewareHandler<{ Variables: AppVariables }> {
  return async (c, next) => {
    const user = await signedInUser(auth, c.req.raw.headers);
    // Spec 000 §8 names the admin calls' refusal apart: "Admin not authenticated".
    if (!user) throw unauthenticated(c.req.path.startsWith('/api/admin/') ? ADMIN_NOT_AUTHENTICATED : undefined);
    c.set('user', user);
    return next();
  };
}

/** Server-side admin check (spec 000 §6 leaves it to the client; Lectern enforces it here). */
export const requireAdmin: MiddlewareHandler<{ Variables: AppVariables }> = async (c, next) => {
  if (!c.get('user')?.isAdmin) throw forbidden("You don't have permission to access the admin dashboard.");
  return next();
};
