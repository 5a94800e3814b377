import { type PlaybackVideo, readVideoChapters, readVideoQuizzes } from '@lectern/core';
import type { videos } from '@lectern/db';

/** What the figures need of a video, read from the video itself: its length, slide starts and quiz answers. */
export function playbackVideoOf(video: typeof videos.$inferSelect): PlaybackVideo {
  return {
    durationSeconds: video.duration === null ? 0 : Number(video.duration),
    slideStarts: readVideoChapters(video.metadata.chapters).map((c) => c.startSeconds),
    quizzes: readVideoQuizzes(video.metadata.quizzes).map((q) => ({ id: q.id, correct: q.correct })),
  };
}
