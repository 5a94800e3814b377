/** Spec 000 §8: backend errors use the error field or "HTTP {status}: {statusText}". */
export function backendErrorMessage(body: unknown, status: number, statusText: string): string {
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; message?: unknown };
    if (typeof b.error === 'string' && b.error) return b.error;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  return `HTTP ${status}: ${statusText}`;
}

/** A fault on the server that no spec text names; the details stay in the server log. */
export const SERVER_FAULT = 'Something went wrong on our side. Please try again.';

/** Spec 000 §8 "Projects", "Dialog", "Requests", and spec 001 "Allowance": a call without a session. */
export const USER_NOT_AUTHENTICATED = 'User not authenticated';

/** Spec 000 §8 "Admin": an admin call without a session. */
export const ADMIN_NOT_AUTHENTICATED = 'Admin not authenticated';

/** Spec 000 §8 "Videos": "Failed to create/fetch/update/delete video record...". */
export const VIDEO_RECORD_FAILURES = {
  create: 'Failed to create video record',
  fetch: 'Failed to fetch video record',
  update: 'Failed to update video record',
  delete: 'Failed to delete video record',
} as const;

/** Spec 000 §8 "Chat mode and documents": a document's text in the project view. */
export const DOCUMENT_TEXT_MESSAGES = {
  /** The server could not read the text. */
  loadFailed: 'Failed to load document text',
  /** The screen's heading over the server's message. */
  loadError: 'Error loading document text',
  empty: 'No text content available',
} as const;

/**
 * Spec 000 §8 "{what failed}: {server message}". When the server's message already is that text
 * (a fault on its side answers "Failed to fetch requests"), it is shown once, not twice.
 */
export function withServerMessage(what: string, message: string): string {
  const text = message.trim();
  if (!text || text === what) return what;
  return text.startsWith(`${what}:`) ? text : `${what}: ${text}`;
}
