import { CONFIRMATION_EMAIL_RESENT, mapResendConfirmationError } from '@lectern/core';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { useResendConfirmation } from '../api/auth-mutations';

/** Spec 000 §2: "Check Your Email" after a sign-up that needs confirmation. */
export function CheckEmailDialog({ email, onReturnToSignIn, onClose }: { email: string; onReturnToSignIn: () => void; onClose: () => void }) {
  const resend = useResendConfirmation();
  return (
    <Dialog
      open
      size="sm"
      title="Check Your Email"
      onClose={onClose}
      footer={
        <Button onClick={onReturnToSignIn} data-autofocus>
          Return to Sign In
        </Button>
      }
    >
      <div className="space-y-3 text-sm text-ink-muted">
        <p>
          We've sent a confirmation link to <strong className="wrap-anywhere font-semibold text-ink">{email}</strong>.
        </p>
        <p>Open that email and click the link to activate your account, then sign in.</p>
        <p>
          Didn't get it? Check your spam folder, or{' '}
          <button
            type="button"
            className="rounded font-semibold text-brand hover:text-brand-hover hover:underline disabled:opacity-60"
            disabled={resend.isPending}
            onClick={() => resend.mutate(email)}
          >
            {resend.isPending ? 'sending…' : 'send it again'}
          </button>
          .
        </p>
        {resend.isSuccess && <Alert tone="success">{CONFIRMATION_EMAIL_RESENT}</Alert>}
        {resend.isError && <Alert tone="error">{mapResendConfirmationError(resend.error.message)}</Alert>}
      </div>
    </Dialog>
  );
}
