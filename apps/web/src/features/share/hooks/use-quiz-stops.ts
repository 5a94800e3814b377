import type { VideoQuiz } from '@lectern/core';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** Playing past a stop by more than this is a seek, not playback: the question is not asked then. */
const CROSSING_SECONDS = 1.5;

/**
 * Decision 175: the video stops at each quiz the first time playback reaches it; the viewer answers
 * or skips, and it plays on. Seeking past a question does not ask it; each is asked once.
 */
export function useQuizStops(video: RefObject<HTMLVideoElement | null>, quizzes: readonly VideoQuiz[]) {
  const [active, setActive] = useState<VideoQuiz | null>(null);
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const element = video.current;
    if (!element || quizzes.length === 0) return;
    let last = element.currentTime;
    const onTime = () => {
      const now = element.currentTime;
      const due = quizzes.find((q) => !asked.current.has(q.id) && last <= q.atSeconds && now >= q.atSeconds && now - q.atSeconds < CROSSING_SECONDS);
      last = now;
      if (!due) return;
      asked.current.add(due.id);
      element.pause();
      setActive(due);
    };
    const onSeeked = () => {
      last = element.currentTime;
    };
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('seeked', onSeeked);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('seeked', onSeeked);
    };
  }, [video, quizzes]);
  const resume = () => {
    setActive(null);
    const element = video.current;
    if (element) {
      element.focus();
      void element.play()?.catch(() => {});
    }
  };
  return { active, resume };
}
