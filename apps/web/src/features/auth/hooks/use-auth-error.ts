import { AUTH_ERROR_STORAGE_KEY } from '@lectern/core';
import { useCallback, useState } from 'react';

function read(): string | null {
  try {
    return sessionStorage.getItem(AUTH_ERROR_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode): the error still shows, it just does not survive a reload
  }
}

function write(message: string | null) {
  try {
    if (message) sessionStorage.setItem(AUTH_ERROR_STORAGE_KEY, message);
    else sessionStorage.removeItem(AUTH_ERROR_STORAGE_KEY);
  } catch {
    /* see read() */
  }
}

/**
 * Spec 000 §4 "Auth state": the auth error is kept in session storage under the auth-error key
 * until the user types or switches mode, so it survives a reload of the auth screen.
 */
export function useAuthError() {
  const [error, setErrorState] = useState<string | null>(read);
  const setError = useCallback((message: string | null) => {
    write(message);
    setErrorState(message);
  }, []);
  const clearError = useCallback(() => setError(null), [setError]);
  return { error, setError, clearError };
}
