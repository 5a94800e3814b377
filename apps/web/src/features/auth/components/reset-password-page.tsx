import { RESET_LINK_INVALID, resetLinkState, SIGN_IN_AFTER_RESET_PATH } from '@lectern/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/button';
import { AuthHeading, AuthShell } from './auth-shell';
import { NewPasswordForm } from './new-password-form';
import { StatusPanel } from './status-panel';

const NEW_LINK_HOW_TO = 'To get a new link, go to the sign-in page, enter your email address and choose "Forgot password?".';

/**
 * Spec 000 §2 /reset-password, the target of the password-reset link (its contents are not
 * shown in the spec: docs/decisions/017). The server puts ?token=… or ?error=INVALID_TOKEN on it.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const link = resetLinkState(params);
  const [outcome, setOutcome] = useState<'editing' | 'done' | 'rejected'>('editing');

  if (outcome === 'done') {
    return (
      <AuthShell>
        <StatusPanel
          tone="success"
          title="Password updated"
          actions={
            <ButtonLink to={SIGN_IN_AFTER_RESET_PATH} size="lg" className="w-full">
              Sign In
            </ButtonLink>
          }
        >
          <p>Your password has been changed and any other signed-in devices were signed out. Sign in with your new password to continue.</p>
        </StatusPanel>
      </AuthShell>
    );
  }

  if (link.kind === 'invalid' || outcome === 'rejected') {
    return (
      <AuthShell>
        <StatusPanel
          tone="error"
          title="Link expired"
          actions={
            <ButtonLink to="/login" size="lg" className="w-full">
              Back to Sign In
            </ButtonLink>
          }
        >
          <p className="font-medium text-ink">{RESET_LINK_INVALID}</p>
          <p>Reset links work once and expire after an hour. {NEW_LINK_HOW_TO}</p>
        </StatusPanel>
      </AuthShell>
    );
  }

  if (link.kind === 'missing') {
    return (
      <AuthShell>
        <StatusPanel
          tone="info"
          title="Reset your password"
          actions={
            <ButtonLink to="/login" size="lg" className="w-full">
              Go to Sign In
            </ButtonLink>
          }
        >
          <p>Open the link in your password reset email to choose a new password.</p>
          <p>{NEW_LINK_HOW_TO}</p>
        </StatusPanel>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <AuthHeading title="Choose a new password">Pick a new password for your Lectern account.</AuthHeading>
      <NewPasswordForm token={link.token} onDone={() => setOutcome('done')} onInvalidLink={() => setOutcome('rejected')} />
    </AuthShell>
  );
}
