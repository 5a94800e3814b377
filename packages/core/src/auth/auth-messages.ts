import { RATE_LIMIT_PATTERN, RATE_LIMITED } from './auth-rules';

/**
 * Spec 000 §8 "Auth message mapping": what the server says → what the user sees.
 * Matching is case-insensitive on a fragment of the server message (or its code), because
 * the server (better-auth) words some messages differently from the spec's hosted backend.
 */
export type AuthContext = 'sign-in' | 'sign-up';

export type AuthOutcome =
  | { kind: 'message'; message: string }
  /** Spec: "contains trigger or function" during sign-up goes to the check-email dialog. */
  | { kind: 'check-email' };

const DEFAULT_AUTH_ERROR = 'Authentication failed';

const rules: Array<{ match: RegExp; message: string }> = [
  { match: /invalid (login credentials|email or password)|invalid_email_or_password/i, message: 'Invalid email or password' },
  { match: /email not (confirmed|verified)|email_not_verified/i, message: 'Please check your email and click the confirmation link' },
  { match: /user already (registered|exists)|user_already_exists/i, message: 'An account with this email already exists' },
  { match: /password (is )?too short|password_too_short/i, message: 'Password must be at least 6 characters long' },
  { match: RATE_LIMIT_PATTERN, message: RATE_LIMITED },
];

export function mapAuthError(serverMessage: string | undefined | null, context: AuthContext): AuthOutcome {
  const text = (serverMessage ?? '').trim();
  if (/trigger|function:/i.test(text)) {
    return context === 'sign-up'
      ? { kind: 'check-email' }
      : {
          kind: 'message',
          message: 'Account created successfully, but there was a setup issue. Please contact support if you have problems signing in.',
        };
  }
  for (const rule of rules) if (rule.match.test(text)) return { kind: 'message', message: rule.message };
  return { kind: 'message', message: text || DEFAULT_AUTH_ERROR };
}

/** Spec 000 §8 "Reset": messages for a failed password-reset request. */
export function mapResetError(serverMessage: string | undefined | null): string {
  const text = serverMessage ?? '';
  if (/email not (confirmed|verified)/i.test(text)) return 'Please confirm your email first before resetting password';
  if (RATE_LIMIT_PATTERN.test(text)) return RATE_LIMITED;
  return 'Failed to send reset email';
}

/** Spec 000 §8: statuses 502, 503 and 504 are retryable. */
export const isRetryableStatus = (status: number) => status === 502 || status === 503 || status === 504;
