import { describe, expect, it } from 'vitest';
import {
  checkEmailAddress,
  checkEmailPath,
  mapNewPasswordError,
  mapResendConfirmationError,
  PASSWORD_UPDATED_BANNER,
  resetLinkState,
  signInBanner,
} from './auth-links';
import { EMAIL_CONFIRMED_BANNER } from './auth-rules';

const q = (s: string) => new URLSearchParams(s);

describe('check-email dialog address (spec 000 §2, §4)', () => {
  it('round-trips the email through the sign-up address', () => {
    const path = checkEmailPath('ann+video@example.com');
    expect(path).toBe('/signup?confirm=true&email=ann%2Bvideo%40example.com');
    expect(checkEmailAddress(q(path.slice(path.indexOf('?') + 1)))).toBe('ann+video@example.com');
  });

  it('needs confirm=true and a non-blank email', () => {
    expect(checkEmailAddress(q('confirm=true'))).toBeNull();
    expect(checkEmailAddress(q('confirm=true&email=%20'))).toBeNull();
    expect(checkEmailAddress(q('confirm=false&email=a@b.co'))).toBeNull();
  });
});

describe('signInBanner', () => {
  it('shows the confirmed banner for confirmed=true and the reset banner for reset=success', () => {
    expect(signInBanner(q('confirmed=true'))).toBe(EMAIL_CONFIRMED_BANNER);
    expect(signInBanner(q('reset=success'))).toBe(PASSWORD_UPDATED_BANNER);
    expect(signInBanner(q('confirmed=1'))).toBeNull();
    expect(signInBanner(q(''))).toBeNull();
  });
});

describe('resetLinkState', () => {
  it('prefers the error the server put on the link', () => {
    expect(resetLinkState(q('error=INVALID_TOKEN'))).toEqual({ kind: 'invalid' });
    expect(resetLinkState(q('token=abc&error=INVALID_TOKEN'))).toEqual({ kind: 'invalid' });
  });
  it('opens the form with a token and explains without one', () => {
    expect(resetLinkState(q('token=abc'))).toEqual({ kind: 'form', token: 'abc' });
    expect(resetLinkState(q(''))).toEqual({ kind: 'missing' });
  });
});

describe('mapNewPasswordError', () => {
  it('treats a rejected token as a dead link', () => {
    expect(mapNewPasswordError('Invalid token', 'INVALID_TOKEN')).toEqual({ kind: 'invalid-link' });
    expect(mapNewPasswordError('Token expired')).toEqual({ kind: 'invalid-link' });
  });
  it('maps length and rate limits, and has a default', () => {
    expect(mapNewPasswordError('Password too short', 'PASSWORD_TOO_SHORT')).toEqual({
      kind: 'message',
      message: 'Password must be at least 6 characters long',
    });
    expect(mapNewPasswordError('Too many requests. Please wait before trying again.')).toEqual({
      kind: 'message',
      message: 'Too many requests. Please wait before trying again.',
    });
    expect(mapNewPasswordError('boom')).toEqual({ kind: 'message', message: 'Failed to update your password. Please try again.' });
  });
});

it('maps a failed confirmation resend', () => {
  expect(mapResendConfirmationError('Too many requests. Please wait before trying again.')).toBe('Too many requests. Please wait before trying again.');
  expect(mapResendConfirmationError('HTTP 500: Internal Server Error')).toBe('Failed to send the confirmation email. Please try again.');
});
