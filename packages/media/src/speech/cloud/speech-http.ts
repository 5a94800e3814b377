import { abortError, SPEECH_MESSAGES, SpeechError } from '../speech-errors.ts';

/**
 * fetch for speech services with the spec 001 §8 error texts: a non-OK answer is
 * "Backend proxy error: {status}", a failed request "Backend proxy request failed".
 */
export async function speechFetch(url: string, init: RequestInit & { signal?: AbortSignal }): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw abortError(init.signal);
    throw new SpeechError(SPEECH_MESSAGES.requestFailed, undefined, { cause: error });
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new SpeechError(SPEECH_MESSAGES.proxyError(response.status), response.status, { cause: detail.slice(0, 500) });
  }
  return response;
}

export async function speechJson(url: string, init: RequestInit & { signal?: AbortSignal }): Promise<unknown> {
  const response = await speechFetch(url, init);
  try {
    return await response.json();
  } catch (error) {
    throw new SpeechError(SPEECH_MESSAGES.requestFailed, response.status, { cause: error });
  }
}
