import { sessionEndedPath } from '@lectern/core';

/**
 * Where to send a user whose session just ended, until they sign in again. The guard reads it:
 * it renders in the same pass that sees the user gone, before the watcher's navigation (a
 * transition) lands, and must not send them to the landing page instead.
 */
let loginPath: string | null = null;

export const sessionEnded = {
  mark: (from: string) => {
    loginPath = sessionEndedPath(from);
    return loginPath;
  },
  clear: () => {
    loginPath = null;
  },
  loginPath: () => loginPath,
};
