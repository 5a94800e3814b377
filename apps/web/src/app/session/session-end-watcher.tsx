import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSessionRejected } from '@/lib/api-client';
import type { Session } from '@/lib/auth/auth-api';
import { SESSION_KEY } from '@/lib/auth/use-session';
import { sessionEnded } from './session-ended';

/**
 * Notices a session that ended behind the user's back — any API call answered 401, or the 30 s
 * session check coming back empty — and sends them to /login, which says so and returns them to
 * this page after they sign in again. Signing out on purpose (a manual cache update) is not an ending.
 */
export function SessionEndWatcher() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  const go = useRef(navigate);
  go.current = navigate;

  useEffect(() => {
    const signedIn = () => Boolean(client.getQueryData<Session | null>(SESSION_KEY)?.user);
    let ending = false;
    const end = () => {
      const to = sessionEnded.mark(here.current);
      // Cache first, then the address: /login must not see the old user and bounce to the dashboard.
      ending = true;
      client.setQueryData(SESSION_KEY, null);
      ending = false;
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      localStorage.removeItem('experimentalFlowState');
      go.current(to, { replace: true });
    };

    const offApi = onSessionRejected(() => {
      if (signedIn()) end();
    });

    let hadUser = signedIn();
    const offCache = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryKey[0] !== SESSION_KEY[0] || event.action.type !== 'success') return;
      const hasUser = Boolean((event.action.data as Session | null | undefined)?.user);
      const endedOnServer = hadUser && !hasUser && !event.action.manual;
      hadUser = hasUser;
      // Signed in again, or signed out on purpose (a request refused mid-sign-out is no ended session).
      if (hasUser || (event.action.manual && !ending)) sessionEnded.clear();
      if (endedOnServer) end();
    });
    return () => {
      offApi();
      offCache();
    };
  }, [client]);

  return null;
}
