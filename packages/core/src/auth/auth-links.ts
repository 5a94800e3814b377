import { EMAIL_CONFIRMED_BANNER, PASSWORD_HINT, RATE_LIMIT_PATTERN, RATE_LIMITED } from './auth-rules';

/**
 * Where the auth screens send people and what the addresses they land on mean
 * (spec 000 §2 "Auth screen", §4 "Auth state", "Sign-up"; docs/decisions/015–017).
 */

/** Spec 000 §4: the auth error is kept in session storage under this key. */
export const AUTH_ERROR_STORAGE_KEY = 'auth-error';

export const PASSWORD_UPDATED_BANNER = 'Your password has been updated. Please sign in with your new password.';
export const CONFIRMATION_LINK_INVALID = 'This confirmation link is invalid or has expired.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';
export const CONFIRMATION_EMAIL_RESENT = 'A new confirmation link is on its way. Check your inbox.';

/** Where better-auth sends the browser after the links in its e-mails. */
export const EMAIL_CONFIRMED_PATH = '/email-confirmed';
export const RESET_PASSWORD_PATH = '/reset-password';

/** Spec 000 §4 "Sign-up": with no session, the check-email dialog opens on this address. */
export function checkEmailPath(email: string): string {
  return `/signup?${new URLSearchParams({ confirm: 'true', email }).toString()}`;
}

/** The "Check Your Email" dialog opens for confirm=true with an email (spec 000 §2). */
export function checkEmailAddress(params: URLSearchParams): string | null {
  const email = params.get('confirm') === 'true' ? params.get('email')?.trim() : '';
  return email ? email : null;
}

export const SIGN_IN_AFTER_CONFIRMATION_PATH = '/login?confirmed=true';
export const SIGN_IN_AFTER_RESET_PATH = '/login?reset=success';

/** The success banner /login shows after confirming an address or choosing a new password. */
export function signInBanner(params: URLSearchParams): string | null {
  if (params.get('confirmed') === 'true') return EMAIL_CONFIRMED_BANNER;
  if (params.get('reset') === 'success') return PASSWORD_UPDATED_BANNER;
  return null;
}

/** What /reset-password shows: the form, a rejected link, or an explanation (no token). */
export type ResetLinkState = { kind: 'form'; token: string } | { kind: 'invalid' } | { kind: 'missing' };

export function resetLinkState(params: URLSearchParams): ResetLinkState {
  if (params.get('error')) return { kind: 'invalid' };
  const token = params.get('token')?.trim();
  return token ? { kind: 'form', token } : { kind: 'missing' };
}

/** Outcome of a failed POST /reset-password: a dead link, or a message for the form. */
export type NewPasswordOutcome = { kind: 'invalid-link' } | { kind: 'message'; message: string };

export function mapNewPasswordError(message: string | undefined | null, code?: string | null): NewPasswordOutcome {
  const text = `${code ?? ''} ${message ?? ''}`;
  if (/invalid[ _]token|token.*expired|expired.*token/i.test(text)) return { kind: 'invalid-link' };
  if (/password[ _](is )?too[ _]short/i.test(text)) return { kind: 'message', message: PASSWORD_HINT };
  if (/password[ _](is )?too[ _]long/i.test(text)) return { kind: 'message', message: 'That password is too long. Please choose a shorter one.' };
  if (RATE_LIMIT_PATTERN.test(text)) return { kind: 'message', message: RATE_LIMITED };
  return { kind: 'message', message: 'Failed to update your password. Please try again.' };
}

/** A failed "send the confirmation link again". */
export function mapResendConfirmationError(message: string | undefined | null): string {
  if (RATE_LIMIT_PATTERN.test(message ?? '')) return RATE_LIMITED;
  return 'Failed to send the confirmation email. Please try again.';
}
