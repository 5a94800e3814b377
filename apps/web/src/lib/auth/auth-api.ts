import { api } from '../api-client';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAdmin: boolean;
}
export interface Session {
  user: SessionUser;
  session: { id: string; expiresAt: string; token: string };
}

/** better-auth endpoints under /api/auth (see DESIGN.md "HTTP API"). */
export const authApi = {
  getSession: () => api<Session | null>('/api/auth/get-session'),
  // callbackURL: a sign-in before confirming re-sends the confirmation mail, whose link must land on /email-confirmed.
  signIn: (email: string, password: string) =>
    api<{ token: string; user: SessionUser }>('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email, password, rememberMe: true, callbackURL: '/email-confirmed' },
    }),
  signUp: (name: string, email: string, password: string) =>
    api<{ token: string | null; user: SessionUser }>('/api/auth/sign-up/email', {
      method: 'POST',
      body: { name, email, password, callbackURL: '/email-confirmed' },
    }),
  signOut: () => api<{ success: boolean }>('/api/auth/sign-out', { method: 'POST', body: {} }),
  requestPasswordReset: (email: string) =>
    api<{ status: boolean }>('/api/auth/request-password-reset', { method: 'POST', body: { email, redirectTo: '/reset-password' } }),
  resetPassword: (token: string, newPassword: string) => api<{ status: boolean }>('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } }),
  resendConfirmation: (email: string) =>
    api<{ status: boolean }>('/api/auth/send-verification-email', { method: 'POST', body: { email, callbackURL: '/email-confirmed' } }),
};
