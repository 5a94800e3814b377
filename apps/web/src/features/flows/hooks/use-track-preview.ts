import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Plays one music preview at a time: starting a track stops the one playing, pressing it again
 * pauses it, and the preview stops when it ends or the step is left.
 */
export function useTrackPreview() {
  const [playing, setPlaying] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    setPlaying(null);
  }, []);

  useEffect(() => stop, [stop]);

  const toggle = useCallback(
    (id: string, url: string) => {
      const wasPlaying = playing === id;
      stop();
      setFailed(null);
      if (wasPlaying) return;
      const element = new Audio(url);
      audio.current = element;
      element.addEventListener('ended', () => audio.current === element && stop());
      setPlaying(id);
      element.play().catch(() => {
        if (audio.current !== element) return;
        stop();
        setFailed(id);
      });
    },
    [playing, stop],
  );

  return { playing, failed, toggle, stop };
}
