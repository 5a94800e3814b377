/** Spec 000 §8: backend errors use the error field or "HTTP {status}: {statusText}". */
export function backendErrorMessage(body: unknown, status: number, statusText: string): string {
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; message?: unknown };
    if (typeof b.error === 'string' && b.error) return b.error;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  return `HTTP ${status}: ${statusText}`;
}
