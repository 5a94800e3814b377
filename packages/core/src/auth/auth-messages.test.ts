import { describe, expect, it } from 'vitest';
import { isRetryableStatus, mapAuthError, mapResetError } from './auth-messages';

describe('mapAuthError (spec 000 §8)', () => {
  it.each([
    ['Invalid login credentials', 'Invalid email or password'],
    ['Invalid email or password', 'Invalid email or password'],
    ['Email not confirmed', 'Please check your email and click the confirmation link'],
    ['Email not verified', 'Please check your email and click the confirmation link'],
    ['User already registered', 'An account with this email already exists'],
    ['User already exists. Use another email.', 'An account with this email already exists'],
    ['Password too short', 'Password must be at least 6 characters long'],
  ])('maps %s', (server, shown) => {
    expect(mapAuthError(server, 'sign-in')).toEqual({ kind: 'message', message: shown });
  });

  it('sends a trigger/function error during sign-up to the check-email dialog', () => {
    expect(mapAuthError('Database error: trigger or function: x', 'sign-up')).toEqual({ kind: 'check-email' });
  });

  it('explains a trigger/function error during sign-in', () => {
    const outcome = mapAuthError('error in trigger function: handle_new_user', 'sign-in');
    expect(outcome).toEqual({
      kind: 'message',
      message: 'Account created successfully, but there was a setup issue. Please contact support if you have problems signing in.',
    });
  });

  it('shows other messages raw and defaults to Authentication failed', () => {
    expect(mapAuthError('Something odd', 'sign-in')).toEqual({ kind: 'message', message: 'Something odd' });
    expect(mapAuthError('', 'sign-in')).toEqual({ kind: 'message', message: 'Authentication failed' });
    expect(mapAuthError(undefined, 'sign-up')).toEqual({ kind: 'message', message: 'Authentication failed' });
  });
});

describe('mapResetError', () => {
  it('maps the reset catalogue', () => {
    expect(mapResetError('Email not confirmed')).toBe('Please confirm your email first before resetting password');
    expect(mapResetError('Too many requests')).toBe('Too many requests. Please wait before trying again.');
    expect(mapResetError('boom')).toBe('Failed to send reset email');
  });
});

it('treats 502-504 as retryable only', () => {
  expect([500, 502, 503, 504, 429].map(isRetryableStatus)).toEqual([false, true, true, true, false]);
});
