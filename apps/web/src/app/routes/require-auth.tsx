import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/spinner';
import { useSession } from '@/lib/auth/use-session';
import { sessionEnded } from '../session/session-ended';

/**
 * Spec 000 §2: a guard on protected pages shows a spinner while the session loads and
 * redirects to a configurable path (default /) when there is no session. A session that ended
 * while the page was open goes to /login instead, which says so and comes back here after sign-in.
 */
export function RequireAuth({ children, redirectTo = '/' }: { children: ReactNode; redirectTo?: string }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <FullPageSpinner label="Checking your session…" />;
  if (!user) return <Navigate to={sessionEnded.loginPath() ?? redirectTo} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
