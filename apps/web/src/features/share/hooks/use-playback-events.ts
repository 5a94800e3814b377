import { type PlaybackEvent, playbackBatches, type WatchedRange } from '@lectern/core';
import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import { sendPlaybackBatch } from '../api/share-api';
import { viewerId } from './viewer-id';

/** While playing, what was watched is sent this often (decision 182), besides on pause, end and page hide. */
export const PLAYBACK_FLUSH_MS = 15_000;
/** Two positions further apart than this between time updates are a jump the browser did not announce as a seek. */
const JUMP_SECONDS = 3;

interface Tracker {
  queue: PlaybackEvent[];
  /** Closed stretches not yet sent. */
  ranges: WatchedRange[];
  /** Where the stretch being watched began; null while not playing. */
  open: number | null;
  /** The last position seen while playing (a seek's `currentTime` is already the new one). */
  last: number;
  played: boolean;
}

/**
 * The share page's and embedded player's playback events (issue 22 items 3–4, decisions 177 and
 * 182): `play` once, the watched ranges (a range grows while playing and closes on seek, pause or
 * end), `ended`, and the quiz answers and questions the page reports. They are batched — every
 * 15 s while playing, on pause and end — and flushed with `sendBeacon` when the page is hidden.
 */
export function usePlaybackEvents(slug: string, video: RefObject<HTMLVideoElement | null>, ready: boolean) {
  const tracker = useRef<Tracker>({ queue: [], ranges: [], open: null, last: 0, played: false });

  const flush = useCallback(
    (hiding = false) => {
      const t = tracker.current;
      const element = video.current;
      // A stretch still being watched is sent up to now and goes on from here.
      if (t.open !== null && element) {
        const now = element.currentTime;
        if (now > t.open) t.ranges.push([t.open, now]);
        t.open = now;
        t.last = now;
      }
      if (t.ranges.length > 0) t.queue.push({ kind: 'progress', ranges: t.ranges.splice(0) });
      if (t.queue.length === 0) return;
      for (const batch of playbackBatches(viewerId(), t.queue.splice(0))) void sendPlaybackBatch(slug, batch, { hiding });
    },
    [slug, video],
  );

  useEffect(() => {
    const element = video.current;
    if (!ready || !element) return;
    const t = tracker.current;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stopTimer = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const close = (at: number) => {
      if (t.open !== null && at > t.open) t.ranges.push([t.open, at]);
      t.open = null;
    };
    const onPlay = () => {
      if (t.played) return;
      t.played = true;
      t.queue.push({ kind: 'play' });
    };
    const onPlaying = () => {
      close(t.last);
      t.open = element.currentTime;
      t.last = element.currentTime;
      timer ??= setInterval(() => flush(), PLAYBACK_FLUSH_MS);
    };
    const onTime = () => {
      const now = element.currentTime;
      if (t.open !== null && (now < t.last || now - t.last > JUMP_SECONDS)) {
        close(t.last);
        t.open = now;
      }
      t.last = now;
    };
    const onSeeking = () => {
      const playing = t.open !== null;
      close(t.last);
      t.last = element.currentTime;
      if (playing) t.open = element.currentTime;
    };
    const onPause = () => {
      close(element.currentTime);
      t.last = element.currentTime;
      stopTimer();
      // At the end the browser pauses, then ends: the end's flush sends both.
      if (!element.ended) flush();
    };
    const onEnded = () => {
      close(Number.isFinite(element.duration) ? element.duration : element.currentTime);
      stopTimer();
      if (t.ranges.length > 0) t.queue.push({ kind: 'progress', ranges: t.ranges.splice(0) });
      t.queue.push({ kind: 'ended' });
      flush();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush(true);
    };
    const onPageHide = () => flush(true);
    const media: [string, () => void][] = [
      ['play', onPlay],
      ['playing', onPlaying],
      ['timeupdate', onTime],
      ['seeking', onSeeking],
      ['pause', onPause],
      ['ended', onEnded],
    ];
    for (const [name, listener] of media) element.addEventListener(name, listener);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      for (const [name, listener] of media) element.removeEventListener(name, listener);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      stopTimer();
      // Leaving the page within the app: what was watched is still counted.
      flush(true);
      t.open = null;
    };
  }, [ready, video, flush]);

  return useMemo(
    () => ({
      /** The viewer checked an answer to a quiz stop (the server judges it against the video's own answers). */
      quizAnswer: (quizId: string, answers: number[]) => {
        tracker.current.queue.push({ kind: 'quiz-answer', quizId, answers });
        flush();
      },
      /** The viewer asked the assistant a question (its text is kept by the chat). */
      question: () => {
        tracker.current.queue.push({ kind: 'question' });
        flush();
      },
    }),
    [flush],
  );
}
