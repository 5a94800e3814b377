/** Spec 001 §8 "Speech" error texts. */
export const SPEECH_MESSAGES = {
  proxyError: (status: number) => `Backend proxy error: ${status}`,
  requestFailed: 'Backend proxy request failed',
  noAudio: 'No audio content returned from the speech provider.',
  unknownVoice: (voice: string) => `Unknown voice: ${voice}`,
  emptyText: 'There is no text to speak.',
} as const;

export class SpeechError extends Error {
  override name = 'SpeechError';
  constructor(
    message: string,
    /** HTTP status of the provider's answer, when it answered. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const abortError = (signal?: AbortSignal): Error =>
  signal?.reason instanceof Error && signal.reason.name === 'AbortError' ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');

export const isAbortError = (error: unknown) => error instanceof Error && error.name === 'AbortError';
