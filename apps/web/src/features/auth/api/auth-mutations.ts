import type { SignInInput, SignUpInput } from '@lectern/core';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '@/lib/auth/auth-api';

/** Spec 000 §7 "Auth service": the calls behind the auth screens, as TanStack Query mutations. */
export function useSignIn() {
  return useMutation({ mutationFn: ({ email, password }: SignInInput) => authApi.signIn(email, password) });
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
