import { z } from 'zod';

/** Spec 000 §9: password minimum 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_HINT = 'Password must be at least 6 characters long';

export const signInSchema = z.object({
  email: z.email('Please enter a valid email address'),
  password: z.string().min(1, 'Please enter your password'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  fullName: z.string().trim().min(1, 'Please enter your full name'),
  email: z.email('Please enter a valid email address'),
  password: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_HINT),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const resetPasswordSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_HINT),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** Spec 000 §5: forgot password needs an email first. */
export const FORGOT_PASSWORD_NEEDS_EMAIL = 'Please enter your email address first.';
export const RESET_EMAIL_SENT = 'If an account exists for that address, a password reset link is on its way. Check your inbox.';
export const EMAIL_CONFIRMED_BANNER = 'Email confirmed! Your account is now verified. Please sign in to continue.';
export const RATE_LIMITED = 'Too many requests. Please wait before trying again.';
/** A server message (ours or better-auth's) that means the request was rate limited. */
export const RATE_LIMIT_PATTERN = /too many requests|rate limit/i;
