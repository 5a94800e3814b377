import { TranslationError, type Translator } from '@lectern/ai';
import {
  DEFAULT_LANGUAGE,
  findLanguage,
  pointSourcesSchema,
  QUIZ_PAUSE_MARK,
  quizProblem,
  quizSlideText,
  type SlideQuiz,
  scriptParts,
  slideQuizSchema,
  TRANSLATION_MAX_CHARACTERS,
  TRANSLATION_MAX_TEXT_CHARACTERS,
  TRANSLATION_MAX_TEXTS,
  TRANSLATION_MESSAGES,
  translatedPointSources,
} from '@lectern/core';
import type { Db } from '@lectern/db';
import { z } from 'zod';
import { AppError, validationError } from '../http/errors';
import { ownedProjectRow } from '../projects/project-use-cases';
import { claimProjectConversion } from './language-conversions';

/** The words of a slide a viewer reads or hears (spec 001 §4 "Translation": title, texts, script); other fields pass through untouched. */
const translatableSlideSchema = z.looseObject({
  id: z.string().min(1).max(200),
  title: z.string().default(''),
  description: z.string().optional(),
  keyPoints: z.array(z.string()).optional(),
  script: z.string().optional(),
  leftColumnTitle: z.string().optional(),
  leftColumnPoints: z.array(z.string()).optional(),
  rightColumnTitle: z.string().optional(),
  rightColumnPoints: z.array(z.string()).optional(),
});
type TranslatableSlide = z.infer<typeof translatableSlideSchema>;

export const translateProjectSchema = z.object({
  targetLanguage: z.string().refine((code) => findLanguage(code) !== undefined, { message: 'Choose a language from the list' }),
  slides: z.array(translatableSlideSchema).min(1, 'No slides available').max(200, 'A video has at most 200 slides'),
  projectTitle: z.string().optional(),
});
export type TranslateProjectInput = z.infer<typeof translateProjectSchema>;

export interface TranslateProjectResult {
  targetLanguage: string;
  slides: TranslatableSlide[];
  projectTitle?: string;
  /** False when the target is English: nothing was translated or counted. */
  translated: boolean;
  /** The account's language conversions after this translation (spec 000 §3). */
  languageConversions?: { used: number; quota: number };
}

const TEXT_FIELDS = ['title', 'description', 'script', 'leftColumnTitle', 'rightColumnTitle'] as const;
const LIST_FIELDS = ['keyPoints', 'leftColumnPoints', 'rightColumnPoints'] as const;
const PAUSE_MARK = /\[pause\]/i;

/**
 * A quiz slide shows its quiz (decision 175): when the English slide's question and lettered
 * answers are the quiz's own, the translation shows the translated quiz the same way, letters kept.
 */
function showsItsQuiz(slide: TranslatableSlide, quiz: SlideQuiz): boolean {
  const shown = quizSlideText(quiz);
  const points = slide.keyPoints ?? [];
  return (
    (slide.description ?? '').trim() === shown.description &&
    points.length === shown.keyPoints.length &&
    points.every((p, i) => p.trim() === shown.keyPoints[i])
  );
}

/**
 * Every text of the deck in one list, and a function that writes translations back into copies
 * of the slides. A script is sent in its spoken parts, so a translator never sees (or translates)
 * its pause mark; a quiz's question, answers and explanation are translated with the rest, its
 * right answers kept by position (decision 182).
 */
function gather(input: TranslateProjectInput) {
  const texts: string[] = [];
  const setters: ((translated: string) => void)[] = [];
  const add = (text: string, set: (translated: string) => void) => {
    texts.push(text);
    setters.push(set);
  };
  const quizzes: (SlideQuiz | null)[] = [];
  const slides = input.slides.map((slide) => {
    const copy: TranslatableSlide = { ...slide };
    const quiz = slideQuizSchema.safeParse(slide.quiz);
    const shown = quiz.success && showsItsQuiz(slide, quiz.data) ? quiz.data : null;
    quizzes.push(shown);
    for (const field of TEXT_FIELDS) {
      const text = slide[field];
      if (typeof text !== 'string' || (shown && field === 'description')) continue;
      if (field === 'script' && PAUSE_MARK.test(text)) {
        const parts = scriptParts(text);
        const done: string[] = [];
        for (const [i, part] of parts.entries())
          add(part, (t) => {
            done[i] = t;
            copy.script = done.join(` ${QUIZ_PAUSE_MARK} `);
          });
        continue;
      }
      add(text, (t) => {
        copy[field] = t;
      });
    }
    for (const field of LIST_FIELDS) {
      if (!slide[field] || (shown && field === 'keyPoints')) continue;
      const list = [...slide[field]];
      copy[field] = list;
      for (const [i, point] of list.entries())
        add(point, (t) => {
          list[i] = t;
        });
    }
    if (quiz.success) {
      const translatedQuiz: SlideQuiz = { ...quiz.data, answers: [...quiz.data.answers] };
      copy.quiz = translatedQuiz;
      add(quiz.data.question, (t) => {
        translatedQuiz.question = t;
      });
      for (const [i, answer] of quiz.data.answers.entries())
        add(answer, (t) => {
          translatedQuiz.answers[i] = t;
        });
      if (quiz.data.explanation.trim())
        add(quiz.data.explanation, (t) => {
          translatedQuiz.explanation = t;
        });
    }
    return copy;
  });
  if (input.projectTitle !== undefined) add(input.projectTitle, () => {});
  const apply = (translated: string[]) => {
    for (const [i, text] of translated.entries()) setters[i]?.(text);
    slides.forEach((slide, i) => {
      // A translated quiz that breaks a quiz rule (answers translated alike, one grown past the
      // limit) could not be saved: that slide keeps its English quiz, and shows it.
      const english = input.slides[i] as TranslatableSlide;
      if (slide.quiz !== undefined && quizProblem(slide.quiz) !== null) slide.quiz = english.quiz;
      const shown = quizzes[i];
      if (shown) Object.assign(slide, quizSlideText(slide.quiz as SlideQuiz));
      // Decision 161: a translated point keeps the source of the English point at its position.
      if (Array.isArray(english.pointSources)) {
        const sources = translatedPointSources({ ...english, pointSources: pointSourcesSchema.catch([]).parse(english.pointSources) }, slide);
        if (sources) slide.pointSources = sources;
        else delete slide.pointSources;
      }
    });
    return { slides, projectTitle: input.projectTitle !== undefined ? translated[texts.length - 1] : undefined };
  };
  return { texts, apply };
}

function checkSize(texts: string[]) {
  if (texts.length > TRANSLATION_MAX_TEXTS) throw new AppError(TRANSLATION_MESSAGES.tooMuchText, 'payload_too_large');
  if (texts.some((t) => t.length > TRANSLATION_MAX_TEXT_CHARACTERS)) throw validationError(TRANSLATION_MESSAGES.textTooLong);
  if (texts.reduce((sum, t) => sum + t.length, 0) > TRANSLATION_MAX_CHARACTERS) throw new AppError(TRANSLATION_MESSAGES.tooMuchText, 'payload_too_large');
}

/** A provider's failure in the product's words: 504 for no answer in time, 400 for a language it lacks, else 502. */
export function translationFailure(error: unknown): unknown {
  if (!(error instanceof TranslationError)) return error;
  if (error.reason === 'timeout') return new AppError(TRANSLATION_MESSAGES.timedOut, 'gateway_timeout');
  if (error.reason === 'unsupported') return validationError(error.message);
  return new AppError(TRANSLATION_MESSAGES.failed(error.message), 'bad_gateway');
}

/**
 * Translates a project's slides into the target language in one batch (issue 11 items 2–3,
 * decision 141): the owner's project only; English targets are returned as they are; the account
 * needs language conversion and a remaining quota. The project's conversion is claimed before the
 * provider is asked, so a refusal makes no provider call and parallel translations cannot overrun
 * the quota; a failed translation gives the claim back (decision 151).
 */
export async function translateProject(
  deps: { db: Db; translator: Translator | null },
  userId: string,
  projectId: string,
  input: TranslateProjectInput,
  signal?: AbortSignal,
): Promise<TranslateProjectResult> {
  await ownedProjectRow(deps.db, userId, projectId);
  const target = findLanguage(input.targetLanguage)?.code ?? input.targetLanguage;
  // Lectern writes in English; an English target is the content itself (spec 001 §9: en-US and en-GB are not translated).
  if (target.split('-')[0] === 'en') return { targetLanguage: target, slides: input.slides, projectTitle: input.projectTitle, translated: false };
  if (!deps.translator) throw new AppError(TRANSLATION_MESSAGES.notConfigured, 'unavailable');
  const { texts, apply } = gather(input);
  checkSize(texts);
  const claim = await claimProjectConversion(deps.db, userId, projectId);
  let translated: string[];
  try {
    translated = await deps.translator.translate(texts, { from: DEFAULT_LANGUAGE, to: target, signal });
  } catch (error) {
    await claim.settle(false);
    throw translationFailure(error);
  }
  await claim.settle(true);
  return {
    targetLanguage: target,
    ...apply(translated),
    translated: true,
    languageConversions: { used: claim.used, quota: claim.quota },
  };
}
