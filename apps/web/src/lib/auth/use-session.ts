import { AUTH_TICK_MS } from '@lectern/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authApi, type Session } from './auth-api';

export const SESSION_KEY = ['session'] as const;

/**
 * Auth state (spec 000 §4): loading until the session is read, then signed in or out.
 * The session is re-read every 30 s while the tab is visible (paused while hidden); the server
 * slides its expiry forward when it is used, which is how the session refreshes before it expires.
 */
export function useSession() {
  const query = useQuery<Session | null>({
    queryKey: SESSION_KEY,
    queryFn: authApi.getSession,
    staleTime: AUTH_TICK_MS,
    refetchInterval: AUTH_TICK_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: (count, err) => count < 3 && (err as { status?: number }).status !== 401,
    retryDelay: (attempt) => 200 * 2 ** attempt,
  });
  return {
    session: query.data ?? null,
    user: query.data?.user ?? null,
    loading: query.isPending,
  };
}

/** Clears every cached query and the local wizard state (spec 000 §4: removed on sign-out). */
export function useSignOut() {
  const client = useQueryClient();
  return useCallback(async () => {
    try {
      await authApi.signOut();
    } finally {
      localStorage.removeItem('experimentalFlowState');
      client.setQueryData(SESSION_KEY, null);
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
    }
  }, [client]);
}

/** Re-reads the session now (after sign-in). */
export function useRefreshSession() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: SESSION_KEY }), [client]);
}
