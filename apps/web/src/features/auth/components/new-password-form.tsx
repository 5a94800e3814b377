import { mapNewPasswordError, PASSWORD_HINT, resetPasswordSchema } from '@lectern/core';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { PasswordField } from '@/components/field';
import { useResetPassword } from '../api/auth-mutations';
import { fieldErrors } from './field-errors';

type Field = 'password' | 'confirmPassword';

/** "Choose a new password" on /reset-password; the token comes from the e-mailed link. */
export function NewPasswordForm({ token, onDone, onInvalidLink }: { token: string; onDone: () => void; onInvalidLink: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();

  const change = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
    setError(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = resetPasswordSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors<Field>(parsed.error));
    setErrors({});
    setError(null);
    try {
      await reset.mutateAsync({ token, password: parsed.data.password });
      onDone();
    } catch (err) {
      const outcome = mapNewPasswordError((err as Error).message, (err as { code?: string }).code);
      if (outcome.kind === 'invalid-link') onInvalidLink();
      else setError(outcome.message);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Choose a new password">
      {error && <Alert tone="error">{error}</Alert>}
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={change('password')}
        error={errors.password}
        hint={PASSWORD_HINT}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={change('confirmPassword')}
        error={errors.confirmPassword}
      />
      <Button type="submit" size="lg" className="w-full" busy={reset.isPending} busyLabel="Updating password…">
        Update Password
      </Button>
    </form>
  );
}
