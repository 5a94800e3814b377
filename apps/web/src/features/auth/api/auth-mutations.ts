import { retryDelayMs, type SignInInput, type SignUpInput, shouldRetrySignIn } from '@lectern/core';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '@/lib/auth/auth-api';

/**
 * Spec 000 §7 "Auth service": the calls behind the auth screens, as TanStack Query mutations.
 * Sign-in is tried again on 502, 503 and 504 (spec 000 §8: retryable; a proxy or a restarting
 * server), a few times with a doubling wait (decision 153), then the last answer is shown.
 */
export function useSignIn() {
  return useMutation({
    mutationFn: ({ email, password }: SignInInput) => authApi.signIn(email, password),
    retry: (failureCount, error) => shouldRetrySignIn(failureCount, (error as { status?: number }).status),
    retryDelay: retryDelayMs,
  });
}

/** Resolves with `token: null` when the address must be confirmed first (spec 000 §4 "Sign-up"). */
export function useSignUp() {
  return useMutation({ mutationFn: ({ fullName, email, password }: SignUpInput) => authApi.signUp(fullName.trim(), email, password) });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => authApi.requestPasswordReset(email) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: ({ token, password }: { token: string; password: string }) => authApi.resetPassword(token, password) });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: (email: string) => authApi.resendConfirmation(email) });
}
