import { z } from 'zod';
import { fillWords, slideWordsFor } from './slide-words';

/**
 * Quiz slides are real questions (issue 22 item 1, decision 175): a question, 2–5 answers, the
 * right one(s) and an explanation, carried by the slide as `quiz`. The rules live here once, for
 * the Outline step's editor, the project save, the text generators and the players.
 */
export const QUIZ_LIMITS = {
  minAnswers: 2,
  maxAnswers: 5,
  questionMaxChars: 300,
  answerMaxChars: 150,
  explanationMaxChars: 500,
} as const;

export const QUIZ_MESSAGES = {
  question: 'Write the quiz question.',
  questionTooLong: `Keep the quiz question under ${QUIZ_LIMITS.questionMaxChars} characters.`,
  answerCount: `A quiz question needs ${QUIZ_LIMITS.minAnswers} to ${QUIZ_LIMITS.maxAnswers} answers.`,
  answerEmpty: 'Fill in every answer, or remove the empty ones.',
  answerTooLong: `Keep each answer under ${QUIZ_LIMITS.answerMaxChars} characters.`,
  answerRepeated: 'Each answer must be different from the others.',
  correct: 'Mark at least one right answer.',
  correctUnknown: 'A right answer must be one of the answers.',
  allCorrect: 'At least one answer must be wrong, or the question asks nothing.',
  explanationTooLong: `Keep the explanation under ${QUIZ_LIMITS.explanationMaxChars} characters.`,
  invalid: 'A quiz slide needs a question, 2 to 5 answers and at least one right answer.',
} as const;

const sameText = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Spec-voice checks of one quiz, in the order a person fixes them; the first failing one is shown. */
export const slideQuizSchema = z
  .object(
    {
      question: z.string({ error: QUIZ_MESSAGES.question }),
      answers: z.array(z.string({ error: QUIZ_MESSAGES.answerEmpty }), { error: QUIZ_MESSAGES.answerCount }),
      correct: z.array(z.number({ error: QUIZ_MESSAGES.correctUnknown }).int({ error: QUIZ_MESSAGES.correctUnknown }), { error: QUIZ_MESSAGES.correct }),
      explanation: z.string({ error: QUIZ_MESSAGES.explanationTooLong }).default(''),
    },
    { error: QUIZ_MESSAGES.invalid },
  )
  .superRefine((quiz, ctx) => {
    const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
    if (!quiz.question.trim()) issue(QUIZ_MESSAGES.question, ['question']);
    else if (quiz.question.length > QUIZ_LIMITS.questionMaxChars) issue(QUIZ_MESSAGES.questionTooLong, ['question']);
    if (quiz.answers.length < QUIZ_LIMITS.minAnswers || quiz.answers.length > QUIZ_LIMITS.maxAnswers) issue(QUIZ_MESSAGES.answerCount, ['answers']);
    quiz.answers.forEach((answer, i) => {
      if (!answer.trim()) issue(QUIZ_MESSAGES.answerEmpty, ['answers', i]);
      else if (answer.length > QUIZ_LIMITS.answerMaxChars) issue(QUIZ_MESSAGES.answerTooLong, ['answers', i]);
      else if (quiz.answers.slice(0, i).some((other) => sameText(other) === sameText(answer))) issue(QUIZ_MESSAGES.answerRepeated, ['answers', i]);
    });
    if (quiz.correct.length === 0) issue(QUIZ_MESSAGES.correct, ['correct']);
    else if (quiz.correct.some((i) => i < 0 || i >= quiz.answers.length) || new Set(quiz.correct).size !== quiz.correct.length) {
      issue(QUIZ_MESSAGES.correctUnknown, ['correct']);
    } else if (quiz.answers.length >= QUIZ_LIMITS.minAnswers && quiz.correct.length >= quiz.answers.length) issue(QUIZ_MESSAGES.allCorrect, ['correct']);
    if (quiz.explanation.length > QUIZ_LIMITS.explanationMaxChars) issue(QUIZ_MESSAGES.explanationTooLong, ['explanation']);
  });
export type SlideQuiz = z.infer<typeof slideQuizSchema>;

/** The first message a quiz fails with, or null when it holds. */
export function quizProblem(quiz: unknown): string | null {
  const parsed = slideQuizSchema.safeParse(quiz);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? QUIZ_MESSAGES.invalid);
}

/** The quiz with trimmed texts and its right answers in order (what is saved). */
export function tidyQuiz(quiz: SlideQuiz): SlideQuiz {
  return {
    question: quiz.question.trim(),
    answers: quiz.answers.map((a) => a.trim()),
    correct: [...new Set(quiz.correct)].sort((a, b) => a - b),
    explanation: quiz.explanation.trim(),
  };
}

/** "A", "B", … as answers are shown and read out. */
export const quizAnswerLetter = (index: number) => String.fromCharCode(65 + index);

/** Whether the quiz has more than one right answer (checkboxes rather than a radio group). */
export const isMultipleChoice = (quiz: Pick<SlideQuiz, 'correct'>) => quiz.correct.length > 1;

/**
 * The seconds of silence the narration leaves after reading the answers, before it gives the
 * right one (issue 22 item 1): time to think, within the slide's own time.
 */
export const QUIZ_PAUSE_SECONDS = 3;
/**
 * Where the pause goes in a script: the voices never say it; the narration is spoken in parts
 * with QUIZ_PAUSE_SECONDS of silence between them. A person editing the script sees it and can move it.
 */
export const QUIZ_PAUSE_MARK = '[pause]';

const PAUSE_SPLIT = /\s*\[pause\]\s*/i;

/** A script's spoken parts, split where it pauses; a script without a pause is one part. */
export function scriptParts(script: string): string[] {
  return script
    .split(PAUSE_SPLIT)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A script as heard: its pause marks left out. */
export const spokenScript = (script: string) => scriptParts(script).join(' ');

const sentence = (text: string) => {
  const t = text.trim();
  return /[.!?…]["'”’)]*$/.test(t) ? t : `${t}.`;
};
const bare = (text: string) => text.trim().replace(/[.!?;:,]+$/, '');

/** "A, 30 days; B, 60 days; or C, 90 days": the answers as read out, with their letters. */
export function readAnswers(answers: readonly string[]): string {
  const read = answers.map((a, i) => `${quizAnswerLetter(i)}, ${bare(a)}`);
  if (read.length < 2) return read.join('');
  return `${read.slice(0, -1).join('; ')}; or ${read.at(-1)}`;
}

/** "The answer is B, 60 days." or "The right answers are A, … and C, …." */
export function answerLine(quiz: SlideQuiz): string {
  const right = quiz.correct.filter((i) => i >= 0 && i < quiz.answers.length).map((i) => `${quizAnswerLetter(i)}, ${bare(quiz.answers[i] as string)}`);
  if (right.length <= 1) return `The answer is ${right[0] ?? ''}.`;
  return `The right answers are ${right.slice(0, -1).join('; ')} and ${right.at(-1)}.`;
}

const contentWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 3);

/** Whether the explanation says something the question and its answers do not (a word of four letters or more). */
export function addsToQuestion(quiz: SlideQuiz): boolean {
  const heard = new Set(contentWords([quiz.question, ...quiz.answers].join(' ')));
  return contentWords(quiz.explanation).some((w) => !heard.has(w));
}

/**
 * The narration of a quiz slide (issue 22 item 1): the question, its answers read out, the pause,
 * then the answer and the explanation. Every generator writes it this way; a person may edit it.
 */
export function quizScript(quiz: SlideQuiz, lead = ''): string {
  const choices = isMultipleChoice(quiz) ? `Choose every right answer: ${readAnswers(quiz.answers)}.` : `Is it ${readAnswers(quiz.answers)}?`;
  const ask = [lead.trim(), sentence(quiz.question), choices].filter(Boolean).join(' ');
  // An explanation that only restates the question and its answer is not said twice (the slide's time is short).
  const says = quiz.explanation.trim() && addsToQuestion(quiz) ? sentence(quiz.explanation) : '';
  const reveal = [answerLine(quiz), says].filter(Boolean).join(' ');
  return `${ask} ${QUIZ_PAUSE_MARK} ${reveal}`;
}

/** "B. 60 days": an answer as the slide shows it. */
export const quizPoint = (answer: string, index: number) => `${quizAnswerLetter(index)}. ${answer.trim()}`;

/**
 * What a quiz slide shows (decision 175): the question as its description and the lettered
 * answers as its points, so every template, shape and renderer draws it like any slide.
 */
export function quizSlideText(quiz: SlideQuiz): { description: string; keyPoints: string[] } {
  return { description: quiz.question.trim(), keyPoints: quiz.answers.map(quizPoint) };
}

/** A new quiz as the Outline step starts one: two empty answers, none marked yet. */
export const emptyQuiz = (question = ''): SlideQuiz => ({ question, answers: ['', ''], correct: [], explanation: '' });

/** How the slide marks a right answer once the narration gives it (decision 175), in English. */
export const QUIZ_RIGHT_MARK = ' — right answer';

/**
 * The quiz slide as drawn after the pause: its right answers marked, in the slide's language
 * (decision 188: slide-words, English when it has none); any other slide as it is.
 */
export function revealedQuizSlide<S extends { keyPoints: string[]; quiz?: SlideQuiz | undefined }>(slide: S, language?: string): S {
  if (!slide.quiz) return slide;
  const right = new Set(slide.quiz.correct.map((i) => quizPoint(slide.quiz?.answers[i] ?? '', i)));
  const mark = slideWordsFor(slide.keyPoints.join(' '), language).rightAnswer;
  return { ...slide, keyPoints: slide.keyPoints.map((p) => (right.has(p) ? fillWords(mark, { answer: p }) : p)) };
}
