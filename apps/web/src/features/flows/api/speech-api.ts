import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { sortVoices, type Voice } from '../model/preview-rules';

/** The output languages the server's voices serve (core's language list, decision 138), sorted by name. */
export function useLanguages() {
  return useQuery({
    queryKey: ['tts', 'languages'],
    queryFn: () => api<{ languages: { code: string; name: string; nativeName?: string }[] }>('/api/tts/languages').then((r) => r.languages),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useVoices(language: string) {
  return useQuery({
    queryKey: ['tts', 'voices', language],
    // Spec 001 §8: a failed listing is an empty list ("No voices available").
    queryFn: () =>
      api<{ voices: Voice[] }>(`/api/tts/voices?language=${encodeURIComponent(language)}`)
        .then((r) => sortVoices(r.voices ?? []))
        .catch(() => [] as Voice[]),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: Boolean(language),
  });
}

/** POST /api/tts answers a WAV body; errors are JSON `{ error }`. */
export async function synthesizePreview(body: { text: string; languageCode: string; voiceName: string }): Promise<Blob> {
  return (await requestPreview(body)).blob();
}

/**
 * A slide's narration with when each of its points appears (decision 170: the server times them
 * from the voice's words with core pointStarts, as the render does).
 */
export async function narrationPreview(body: { text: string; languageCode: string; voiceName: string; points: string[] }) {
  const res = await requestPreview(body);
  const header = res.headers.get('X-Point-Starts');
  const pointStarts = header ? header.split(',').map(Number) : body.points.map(() => 0);
  return { audio: await res.blob(), pointStarts };
}

async function requestPreview(body: { text: string; languageCode: string; voiceName: string; points?: string[] }): Promise<Response> {
  let res: Response;
  try {
    res = await fetch('/api/tts', { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new ApiError('Backend proxy request failed', 0);
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(data?.error ?? `Backend proxy error: ${res.status}`, res.status);
  }
  return res;
}
