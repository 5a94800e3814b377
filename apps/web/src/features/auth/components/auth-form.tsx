import { FORGOT_PASSWORD_NEEDS_EMAIL, mapAuthError, mapResetError, PASSWORD_HINT, RESET_EMAIL_SENT, signInSchema, signUpSchema } from '@lectern/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { PasswordField, TextField } from '@/components/field';
import { useRequestPasswordReset, useSignIn, useSignUp } from '../api/auth-mutations';
import { fieldErrors } from './field-errors';

export type AuthMode = 'login' | 'signup';
type Field = 'fullName' | 'email' | 'password';

interface AuthFormProps {
  mode: AuthMode;
  /** The auth error (spec 000 §4: kept in session storage until the user types or switches mode). */
  error: string | null;
  onError: (message: string | null) => void;
  /** A session now exists. */
  onSignedIn: () => void | Promise<void>;
  /** Sign-up succeeded without a session: the address must be confirmed (spec 000 §4 "Sign-up"). */
  onConfirmationRequired: (email: string) => void;
}

/** Spec 000 §2 "Auth screen": one form, sign-in or sign-up. */
export function AuthForm({ mode, error, onError, onSignedIn, onConfirmationRequired }: AuthFormProps) {
  const signUp = mode === 'signup';
  const [values, setValues] = useState<Record<Field, string>>({ fullName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [resetSent, setResetSent] = useState(false);
  const signInCall = useSignIn();
  const signUpCall = useSignUp();
  const resetCall = useRequestPasswordReset();
  const busy = signInCall.isPending || signUpCall.isPending;

  const change = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
    if (error) onError(null); // spec 000 §4: typing clears the auth error
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    onError(null);
    setResetSent(false);
    if (signUp) {
      const parsed = signUpSchema.safeParse(values);
      if (!parsed.success) return setErrors(fieldErrors<Field>(parsed.error));
      setErrors({});
      try {
        const result = await signUpCall.mutateAsync(parsed.data);
        setValues((v) => ({ ...v, password: '' }));
        if (result.token) await onSignedIn();
        else onConfirmationRequired(parsed.data.email);
      } catch (err) {
        const outcome = mapAuthError((err as Error).message, 'sign-up');
        if (outcome.kind === 'check-email') onConfirmationRequired(parsed.data.email);
        else onError(outcome.message);
      }
      return;
    }
    const parsed = signInSchema.safeParse({ email: values.email, password: values.password });
    if (!parsed.success) return setErrors(fieldErrors<Field>(parsed.error));
    setErrors({});
    try {
      await signInCall.mutateAsync(parsed.data);
      await onSignedIn();
    } catch (err) {
      const outcome = mapAuthError((err as Error).message, 'sign-in');
      onError(outcome.kind === 'message' ? outcome.message : null);
    }
  }

  async function forgotPassword() {
    setResetSent(false);
    const email = values.email.trim();
    // Spec 000 §5: forgot password needs an email first.
    if (!email) return onError(FORGOT_PASSWORD_NEEDS_EMAIL);
    const parsed = signInSchema.shape.email.safeParse(email);
    if (!parsed.success) return setErrors((errs) => ({ ...errs, email: parsed.error.issues[0]?.message }));
    onError(null);
    try {
      await resetCall.mutateAsync(parsed.data);
      setResetSent(true);
    } catch (err) {
      onError(mapResetError((err as Error).message));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={signUp ? 'Create account' : 'Sign in'}>
      {error && <Alert tone="error">{error}</Alert>}
      {resetSent && <Alert tone="success">{RESET_EMAIL_SENT}</Alert>}
      {signUp && (
        <TextField
          label="Full Name"
          name="fullName"
          autoComplete="name"
          required
          value={values.fullName}
          onChange={change('fullName')}
          error={errors.fullName}
        />
      )}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
      <div className="space-y-2">
        <PasswordField
          label="Password"
          name="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          required
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          hint={signUp ? PASSWORD_HINT : undefined}
        />
        {!signUp && (
          <div className="flex justify-end">
            <button
              type="button"
              onClick={forgotPassword}
              disabled={resetCall.isPending}
              className="rounded text-sm font-semibold text-brand hover:text-brand-hover hover:underline disabled:opacity-60"
            >
              {resetCall.isPending ? 'Sending reset link…' : 'Forgot password?'}
            </button>
          </div>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" busy={busy} busyLabel={signUp ? 'Creating account…' : 'Signing in…'}>
        {signUp ? 'Create Account' : 'Sign In'}
      </Button>
      {signUp && (
        <p className="text-center text-xs leading-relaxed text-ink-subtle">
          By creating an account, you agree to our <span className="font-medium text-ink-muted">Terms of Service</span> and{' '}
          <span className="font-medium text-ink-muted">Privacy Policy</span>.
        </p>
      )}
      <p className="border-t border-line pt-4 text-center text-sm text-ink-muted">
        {signUp ? 'Already have an account? ' : "Don't have an account? "}
        <Link
          to={signUp ? '/login' : '/signup'}
          onClick={() => onError(null)}
          className="rounded font-semibold text-brand hover:text-brand-hover hover:underline"
        >
          {signUp ? 'Sign in' : 'Sign up'}
        </Link>
      </p>
    </form>
  );
}
