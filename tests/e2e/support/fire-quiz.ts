import type { APIRequestContext } from '@playwright/test';
import { type RenderedVideo, renderedVideo } from './rendered-video';

/** The fire-safety quiz (decision 175): a real question, its answers, the right one and why. */
export const FIRE_QUIZ = {
  question: 'Where do you meet when the alarm sounds?',
  answers: ['The north car park', 'The front door'],
  correct: [0],
  explanation: 'Everyone meets at the north car park.',
};

/** A title and a quiz slide: the narration asks, pauses three seconds, then answers; players stop at the question. */
export const FIRE_QUIZ_SLIDES = [
  { id: 's1', title: 'Fire Safety', description: 'A quick check', script: 'Welcome.', duration: 3, order: 0, templateId: 'title-slide', keyPoints: [] },
  {
    id: 's2',
    title: 'Quick Quiz',
    description: FIRE_QUIZ.question,
    script: `${FIRE_QUIZ.question} Is it A, the north car park; or B, the front door? [pause] The answer is A, the north car park. ${FIRE_QUIZ.explanation}`,
    duration: 14,
    order: 1,
    templateId: 'bullet-points',
    keyPoints: ['A. The north car park', 'B. The front door'],
    quiz: FIRE_QUIZ,
  },
];

/** A new account's rendered "Fire Quiz" video of FIRE_QUIZ_SLIDES, for the share page and the LMS packages. */
export const fireQuizVideo = (request: APIRequestContext, prefix: string): Promise<RenderedVideo> =>
  renderedVideo(request, prefix, 'Fire Quiz', FIRE_QUIZ_SLIDES);
