import { CONFIRMATION_EMAIL_RESENT, mapResendConfirmationError, signInSchema } from '@lectern/core';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { useResendConfirmation } from '../api/auth-mutations';

/** Asks for a fresh confirmation link when the one in the e-mail no longer works. */
export function ResendConfirmationForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const resend = useResendConfirmation();

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = signInSchema.shape.email.safeParse(email.trim());
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
    resend.mutate(parsed.data);
  }

  if (resend.isSuccess) return <Alert tone="success">{CONFIRMATION_EMAIL_RESENT}</Alert>;
  return (
    <form noValidate onSubmit={submit} className="space-y-3 text-left" aria-label="Send a new confirmation link">
      {resend.isError && <Alert tone="error">{mapResendConfirmationError(resend.error.message)}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setFieldError(null);
        }}
        error={fieldError}
      />
      <Button type="submit" variant="secondary" className="w-full" busy={resend.isPending} busyLabel="Sending…">
        Send a New Link
      </Button>
    </form>
  );
}
