import { TextGenerationError } from '../text-generator';

/** Sends one prompt and returns the model's answer as parsed JSON; `signal` ends the call early. */
export type JsonCompletion = (prompt: string, options?: { signal?: AbortSignal }) => Promise<unknown>;

/**
 * Spec 001 §8: on a non-OK response the body's message is used, else "HTTP {status}: {statusText}".
 * Both OpenAI-compatible servers and Gemini put it at `error.message`; some servers use `message`.
 */
export async function errorFromResponse(response: Response): Promise<TextGenerationError> {
  let message = '';
  try {
    const body = (await response.json()) as { error?: { message?: unknown } | string; message?: unknown };
    const candidate = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message);
    if (typeof candidate === 'string') message = candidate.trim();
  } catch {
    // Not JSON: fall back to the status line.
  }
  return new TextGenerationError(message || `HTTP ${response.status}: ${response.statusText}`, response.status);
}

/** Models sometimes wrap JSON in a Markdown fence; take the object inside. */
export function parseModelJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  const body = (fenced ? fenced[1] : text)?.trim() ?? '';
  try {
    return JSON.parse(body);
  } catch {
    const start = body.indexOf('{');
    const end = body.lastIndexOf('}');
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(body.slice(start, end + 1));
      } catch {
        // fall through
      }
    }
    throw new TextGenerationError('The text provider returned an answer that is not valid JSON.');
  }
}

export async function postJson(
  fetchImpl: typeof fetch,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    const timeout = AbortSignal.timeout(timeoutMs);
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new TextGenerationError(timedOut ? 'The text provider did not answer in time.' : 'The text provider could not be reached.');
  }
  if (!response.ok) throw await errorFromResponse(response);
  try {
    return await response.json();
  } catch {
    throw new TextGenerationError('The text provider returned an answer that is not valid JSON.');
  }
}
