import { z } from 'zod';
import type { CaptionWord } from '../flows/captions';
import { QUIZ_PAUSE_SECONDS, type SlideQuiz, slideQuizSchema } from '../flows/slide-quiz';

/**
 * The quiz questions of a finished video (issue 22 item 1, decision 175), stored with it in
 * `videos.metadata.quizzes`: the share page, the embedded player and the LMS package stop the
 * video at `atSeconds` (where the narration pauses after reading the answers), let the viewer
 * answer, then play on to the spoken answer. Stored with the video, not read from the project,
 * so later edits to the slides never change what a published video asks.
 */
export const videoQuizSchema = z.object({
  /** Stable within the video: "q1", "q2"… (the SCORM interaction id). */
  id: z.string().regex(/^q\d{1,3}$/),
  slideIndex: z.number().int().min(0),
  atSeconds: z.number().finite().min(0),
  question: z.string(),
  answers: z.array(z.string()),
  correct: z.array(z.number().int().min(0)),
  explanation: z.string().default(''),
});
export type VideoQuiz = z.infer<typeof videoQuizSchema>;

/** The quizzes stored with a video; anything malformed reads as none. */
export function readVideoQuizzes(value: unknown): VideoQuiz[] {
  const parsed = z.array(videoQuizSchema).max(200).safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** A silence this much of the quiz pause (or longer) between two words is the quiz's pause. */
const PAUSE_SHARE = 0.8;

/**
 * Where a slide's quiz pause is in its spoken words, in ms from the slide's start: `stopMs` where
 * the last word before it ends (the players stop there), `revealMs` where the next word starts
 * (the slide marks the right answer then). Null when the narration never pauses that long.
 */
export function quizPause(words: readonly CaptionWord[]): { stopMs: number; revealMs: number } | null {
  for (let i = 1; i < words.length; i++) {
    const before = words[i - 1] as CaptionWord;
    const after = words[i] as CaptionWord;
    if (after.startMs - before.endMs >= QUIZ_PAUSE_SECONDS * 1000 * PAUSE_SHARE) return { stopMs: before.endMs, revealMs: after.startMs };
  }
  return null;
}

/**
 * The video's quizzes from its slides as rendered: each quiz slide stops where its narration
 * pauses, or, when its script has no pause, at the end of its own time (a moment before the next
 * slide). Slides without a valid quiz ask nothing.
 */
export function videoQuizzes(
  slides: readonly { quiz?: SlideQuiz | undefined }[],
  slideSeconds: readonly number[],
  slideWords: readonly (readonly CaptionWord[])[],
): VideoQuiz[] {
  const out: VideoQuiz[] = [];
  let start = 0;
  slides.forEach((slide, i) => {
    const seconds = slideSeconds[i] ?? 0;
    const quiz = slide.quiz && slideQuizSchema.safeParse(slide.quiz).success ? slide.quiz : null;
    if (quiz) {
      const pause = quizPause(slideWords[i] ?? []);
      const at = pause ? start + pause.stopMs / 1000 : start + Math.max(0, seconds - 0.25);
      out.push({ id: `q${out.length + 1}`, slideIndex: i, atSeconds: Number(at.toFixed(3)), ...quiz });
    }
    start += seconds;
  });
  return out;
}

/** Whether a response (the chosen answers' indexes) is exactly the right answers. */
export function isRightResponse(quiz: Pick<SlideQuiz, 'correct'>, response: readonly number[]): boolean {
  const chosen = new Set(response);
  return chosen.size === quiz.correct.length && quiz.correct.every((i) => chosen.has(i));
}
