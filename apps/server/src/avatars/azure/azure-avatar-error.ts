import { AVATAR_MESSAGES } from '@lectern/core';

/**
 * Why a presenter clip could not be made. `unauthorized` and `rejected` need the operator or the
 * content to change, so trying again cannot help; the others may pass on another attempt.
 */
export type AzureAvatarErrorKind = 'unauthorized' | 'rejected' | 'throttled' | 'unavailable' | 'network' | 'failed' | 'timeout' | 'no-result' | 'download';

const FINAL_KINDS: ReadonlySet<AzureAvatarErrorKind> = new Set(['unauthorized', 'rejected']);

/** A typed failure of Azure batch avatar synthesis, its message in the spec's words (spec 001 §8 "Avatar"). */
export class AzureAvatarError extends Error {
  override name = 'AzureAvatarError';
  constructor(
    message: string,
    readonly kind: AzureAvatarErrorKind,
    /** HTTP status of Azure's answer, when it answered. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** Whether the render queue should try again (a retry re-uses every synthesis that already succeeded). */
  get retryable(): boolean {
    return !FINAL_KINDS.has(this.kind);
  }
}

/** Azure's own explanation, cut to a readable length, after the spec's text. */
export const withDetail = (text: string, detail: string | undefined) => {
  const clean = detail?.replace(/\s+/g, ' ').trim();
  if (!clean) return text;
  return `${text}: ${clean.length > 200 ? `${clean.slice(0, 200)}…` : clean}`;
};

/** The spec's text for an HTTP answer Azure refused with, and what it means for a retry. */
export function httpError(status: number, detail?: string): AzureAvatarError {
  const text = AVATAR_MESSAGES.backendError(status);
  if (status === 401 || status === 403) return new AzureAvatarError(withDetail(text, detail), 'unauthorized', status);
  if (status === 429) return new AzureAvatarError(text, 'throttled', status);
  if (status >= 500) return new AzureAvatarError(text, 'unavailable', status);
  return new AzureAvatarError(withDetail(text, detail), 'rejected', status);
}
