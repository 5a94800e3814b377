import { CONFIRMATION_LINK_INVALID, SIGN_IN_AFTER_CONFIRMATION_PATH } from '@lectern/core';
import { Navigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/button';
import { FullPageSpinner } from '@/components/spinner';
import { useSession } from '@/lib/auth/use-session';
import { AuthShell } from './auth-shell';
import { ResendConfirmationForm } from './resend-confirmation-form';
import { StatusPanel } from './status-panel';

/**
 * Spec 000 §2 /email-confirmed: where the confirmation link lands. Confirming does not sign in
 * (the server never opens a session here); someone already signed in goes to the dashboard.
 * better-auth adds ?error=… when the token was invalid or expired (docs/decisions/016).
 */
export function EmailConfirmedPage() {
  const { user, loading } = useSession();
  const [params] = useSearchParams();
  if (loading) return <FullPageSpinner label="Checking your session…" />;
  if (user) return <Navigate to="/dashboard" replace />;

  if (params.get('error')) {
    return (
      <AuthShell>
        <StatusPanel
          tone="error"
          title="We couldn't confirm your email"
          actions={
            <ButtonLink to="/login" size="lg" className="w-full">
              Sign In
            </ButtonLink>
          }
        >
          <p className="font-medium text-ink">{CONFIRMATION_LINK_INVALID}</p>
          <p>Sign in with your email and password and we'll send you a fresh confirmation link, or ask for one below.</p>
        </StatusPanel>
        <div className="mt-6 border-t border-line pt-6">
          <ResendConfirmationForm />
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <StatusPanel
        tone="success"
        title="Email Confirmed!"
        actions={
          <ButtonLink to={SIGN_IN_AFTER_CONFIRMATION_PATH} size="lg" className="w-full">
            Sign In to Your Account
          </ButtonLink>
        }
      >
        <p>Your email address is verified and your Lectern account is ready. Sign in to start creating narrated videos.</p>
      </StatusPanel>
    </AuthShell>
  );
}
