import { backendErrorMessage, SESSION_ENDED_MESSAGE } from '@lectern/core';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Json = Record<string, unknown> | unknown[];

const sessionRejectedListeners = new Set<() => void>();

/**
 * Called whenever the API refuses a request for want of a session (401 outside /api/auth, where a
 * 401 means a wrong password): the app uses it to end the session and send the user to sign in.
 */
export function onSessionRejected(listener: () => void): () => void {
  sessionRejectedListeners.add(listener);
  return () => sessionRejectedListeners.delete(listener);
}

/**
 * fetch for the Lectern API: same-origin cookies, JSON in and out, and failures as ApiError
 * carrying the server's `{ error }` (or better-auth's `{ message, code }`).
 */
export async function api<T>(path: string, init: Omit<RequestInit, 'body'> & { body?: Json | FormData } = {}): Promise<T> {
  const { body, headers, ...rest } = init;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: { Accept: 'application/json', ...(body && !isForm ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('Could not reach the server. Check your connection and try again.', 0);
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && !path.startsWith('/api/auth/')) {
      for (const listener of sessionRejectedListeners) listener();
      // Whatever action failed, the words are the same: the session is gone, not the action broken.
      throw new ApiError(SESSION_ENDED_MESSAGE, 401, 'session_ended');
    }
    const code = data && typeof data === 'object' ? ((data as { code?: string }).code ?? undefined) : undefined;
    throw new ApiError(backendErrorMessage(data, response.status, response.statusText), response.status, code);
  }
  return data as T;
}
