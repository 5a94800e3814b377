import { checkEmailAddress, checkEmailPath, SESSION_ENDED_MESSAGE, sessionReturn, signInBanner } from '@lectern/core';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { useRefreshSession, useSession } from '@/lib/auth/use-session';
import { useAuthError } from '../hooks/use-auth-error';
import { AuthForm, type AuthMode } from './auth-form';
import { AuthHeading, AuthShell } from './auth-shell';
import { CheckEmailDialog } from './check-email-dialog';

const headings: Record<AuthMode, { title: string; lead: string }> = {
  login: { title: 'Welcome back', lead: 'Sign in to keep creating narrated videos.' },
  signup: { title: 'Create your account', lead: 'Turn documents and ideas into narrated videos. Free trial, no credit card.' },
};

/** Spec 000 §2 /login and /signup. */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const { user } = useSession();
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { error, setError, clearError } = useAuthError();

  // Spec 000 §4: switching mode clears the auth error (a reload keeps it).
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current !== mode) {
      shownMode.current = mode;
      clearError();
    }
  }, [mode, clearError]);

  // After a session ended, /login returns to the page the user was on (only a path on this site).
  const { ended, next } = sessionReturn(params);
  const destination = next ?? '/dashboard';

  // Spec 000 §2: signing in while on /login or /signup goes to /dashboard.
  if (user) return <Navigate to={destination} replace />;

  const banner = mode === 'login' ? signInBanner(params) : null;
  const checkEmail = mode === 'signup' ? checkEmailAddress(params) : null;
  const heading = headings[mode];

  async function signedIn() {
    clearError();
    await refreshSession();
    navigate(destination, { replace: true });
  }

  return (
    <AuthShell>
      <AuthHeading title={heading.title}>{heading.lead}</AuthHeading>
      {ended && mode === 'login' && !banner && (
        <div className="mb-4">
          <Alert tone="warning">{SESSION_ENDED_MESSAGE}</Alert>
        </div>
      )}
      {banner && (
        <div className="mb-4">
          <Alert tone="success">{banner}</Alert>
        </div>
      )}
      <AuthForm
        key={mode}
        mode={mode}
        error={error}
        onError={setError}
        onSignedIn={signedIn}
        onConfirmationRequired={(email) => navigate(checkEmailPath(email))}
      />
      {checkEmail && <CheckEmailDialog email={checkEmail} onReturnToSignIn={() => navigate('/login')} onClose={() => navigate('/signup', { replace: true })} />}
    </AuthShell>
  );
}
