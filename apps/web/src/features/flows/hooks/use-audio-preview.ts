import { useCallback, useEffect, useRef, useState } from 'react';
import { synthesizePreview } from '../api/speech-api';

export const AUDIO_PREVIEW_RESET_MS = 3000;

/**
 * Spec 001 §4: the audio preview plays and resets after 3 seconds or when stopped. The WAV
 * from POST /api/tts plays through an object URL that is released on reset.
 */
export function useAudioPreview() {
  const [state, setState] = useState<'idle' | 'loading' | 'playing'>('idle');
  const [error, setError] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const url = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const run = useRef(0);

  const reset = useCallback(() => {
    run.current += 1;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    audio.current?.pause();
    audio.current = null;
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
    setState('idle');
  }, []);

  useEffect(() => reset, [reset]);

  const play = useCallback(
    async (input: { text: string; languageCode: string; voiceName: string }) => {
      reset();
      const mine = run.current;
      setError(null);
      setState('loading');
      try {
        const blob = await synthesizePreview(input);
        if (mine !== run.current) return;
        url.current = URL.createObjectURL(blob);
        audio.current = new Audio(url.current);
        setState('playing');
        timer.current = setTimeout(reset, AUDIO_PREVIEW_RESET_MS);
        await audio.current.play();
      } catch (err) {
        if (mine !== run.current) return;
        reset();
        setError((err as Error).message || 'Could not play the preview.');
      }
    },
    [reset],
  );

  return { state, error, play, stop: reset };
}
