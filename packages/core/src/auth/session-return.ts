/**
 * What happens when a signed-in session ends behind the user's back (expired, revoked, signed out
 * elsewhere): /login says so and, after signing in again, returns to the page they were on.
 */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** Only a path on this site: "/projects?tab=x". Never "//host", "/\\host" or an absolute URL (open redirect). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (tab, newline) are dropped by URL parsers and could turn "/\t/host" into "//host".
  for (const char of value) if (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) return null;
  // The auth screens themselves are no place to come back to.
  if (/^\/(login|signup)(?:[/?#]|$)/.test(value)) return null;
  return value;
}

/** /login for someone whose session ended on `from`. */
export function sessionEndedPath(from: string): string {
  const next = safeReturnPath(from);
  return `/login?${new URLSearchParams(next ? { session: 'ended', next } : { session: 'ended' }).toString()}`;
}

/** What /login reads back: whether to say the session ended, and where to go after signing in. */
export function sessionReturn(params: URLSearchParams): { ended: boolean; next: string | null } {
  return { ended: params.get('session') === 'ended', next: safeReturnPath(params.get('next')) };
}
