import { useCallback, useEffect, useRef, useState } from 'react';
import { narrationPreview } from '../api/speech-api';

export interface NarrationPreviewInput {
  text: string;
  languageCode: string;
  voiceName: string;
  /** The slide's points in the order they appear (slides revealPoints); none to show the slide whole. */
  points: string[];
}

/**
 * Decision 170: the Preview Slides player. Plays a slide's narration and tells how many of its
 * points the video shows at each moment (`revealed`, undefined while nothing plays or the slide
 * reveals nothing), from the server's timing of the same voice (core pointStarts), so the preview
 * builds the slide as the video does.
 */
export function useNarrationPreview() {
  const [state, setState] = useState<'idle' | 'loading' | 'playing'>('idle');
  const [revealed, setRevealed] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const url = useRef<string | null>(null);
  const frame = useRef<number | null>(null);
  const run = useRef(0);

  const stop = useCallback(() => {
    run.current += 1;
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    audio.current?.pause();
    audio.current = null;
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
    setState('idle');
    setRevealed(undefined);
  }, []);

  useEffect(() => stop, [stop]);

  const play = useCallback(
    async (input: NarrationPreviewInput) => {
      stop();
      const mine = run.current;
      setError(null);
      setState('loading');
      try {
        const { audio: blob, pointStarts } = await narrationPreview(input);
        if (mine !== run.current) return;
        url.current = URL.createObjectURL(blob);
        const player = new Audio(url.current);
        audio.current = player;
        player.addEventListener('ended', () => mine === run.current && stop());
        // Each animation frame: the points whose time has come (a point appears ≤ 0.2 s before its first word).
        const tick = () => {
          if (mine !== run.current) return;
          if (input.points.length) setRevealed(pointStarts.filter((s) => s <= player.currentTime).length);
          frame.current = requestAnimationFrame(tick);
        };
        setState('playing');
        tick();
        await player.play();
      } catch (err) {
        if (mine !== run.current) return;
        stop();
        setError((err as Error).message || 'Could not play the narration.');
      }
    },
    [stop],
  );

  return { state, revealed, error, play, stop };
}
