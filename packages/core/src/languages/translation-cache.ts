import { needsTranslation } from '../flows/flow-constants';
import { translatedKeyVisual } from '../flows/key-visual';
import { translatedPointSources } from '../flows/point-sources';
import { quizProblem } from '../flows/slide-quiz';
import type { KeyVisual, PointSource } from '../flows/slide-schema';

/**
 * The per-language cache of a project's translated slides (spec 001 §3 progress_data
 * translatedSlides / lastTranslatedSlidesHash, §4 "Translation"): a translation is reused while the
 * English words it was made from are unchanged, and only the words are translated — images,
 * templates and order always come from the English slides.
 */

/** The words of a slide a viewer reads or hears (spec 001 §4: title, texts, script). */
export const TRANSLATED_TEXT_FIELDS = ['title', 'description', 'script', 'leftColumnTitle', 'rightColumnTitle'] as const;
export const TRANSLATED_LIST_FIELDS = ['keyPoints', 'leftColumnPoints', 'rightColumnPoints'] as const;

type TextField = (typeof TRANSLATED_TEXT_FIELDS)[number];
type ListField = (typeof TRANSLATED_LIST_FIELDS)[number];

/** A quiz's words, and its right answers, which a translation keeps (decision 182). */
export interface QuizText {
  question: string;
  answers: string[];
  correct: number[];
  explanation?: string;
}

/** The translatable part of a slide, keyed by the slide's id. */
export type SlideText = { id: string; quiz?: QuizText } & { [K in TextField]?: string } & { [K in ListField]?: string[] };

/** One cached translation: the words per slide, the title, and the hash of the English they came from. */
export interface CachedTranslation {
  hash: string;
  slides: SlideText[];
  projectTitle?: string;
}

export type TranslationCache = Record<string, CachedTranslation>;

/** Only the translatable words of a slide, in a fixed field order (so the hash does not depend on key order). */
export function slideText(slide: SlideText): SlideText {
  const out: SlideText = { id: slide.id };
  for (const f of TRANSLATED_TEXT_FIELDS) if (typeof slide[f] === 'string') out[f] = slide[f];
  for (const f of TRANSLATED_LIST_FIELDS) if (Array.isArray(slide[f])) out[f] = [...(slide[f] as string[])];
  // A quiz slide's question, answers and explanation are words a viewer reads too (decision 182).
  const quiz = slide.quiz;
  if (quiz && typeof quiz.question === 'string' && Array.isArray(quiz.answers) && Array.isArray(quiz.correct))
    out.quiz = { question: quiz.question, answers: [...quiz.answers], correct: [...quiz.correct], explanation: quiz.explanation ?? '' };
  return out;
}

/**
 * A content hash of the English slides' words (and the title): equal words give an equal hash,
 * any change to a title, text, point, script or the slide order gives another. cyrb53 (a 53-bit
 * string hash) runs the same in the browser and on the server without crypto APIs; it guards a
 * cache, not a secret.
 */
export function slidesContentHash(slides: readonly SlideText[], projectTitle = ''): string {
  const text = JSON.stringify([projectTitle, slides.map(slideText)]);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The cached translation for a language, if it was made from exactly these English words; none for English targets. */
export function currentTranslation(
  cache: TranslationCache,
  language: string,
  englishSlides: readonly SlideText[],
  projectTitle = '',
): CachedTranslation | null {
  if (!needsTranslation(language)) return null;
  const entry = cache[language];
  if (!entry || entry.hash !== slidesContentHash(englishSlides, projectTitle)) return null;
  return entry;
}

/** The English slides with each slide's words replaced by its translation (matched by id); a slide without one stays English. */
export function withTranslatedText<S extends SlideText & { pointSources?: PointSource[]; keyVisual?: KeyVisual | null }>(
  englishSlides: readonly S[],
  translated: readonly SlideText[],
): S[] {
  const byId = new Map(translated.map((t) => [t.id, t]));
  return englishSlides.map((slide) => {
    const t = byId.get(slide.id);
    if (!t) return slide;
    const copy = { ...slide };
    for (const f of TRANSLATED_TEXT_FIELDS) if (typeof t[f] === 'string' && typeof slide[f] === 'string') (copy as SlideText)[f] = t[f];
    for (const f of TRANSLATED_LIST_FIELDS) {
      const points = t[f];
      const english = slide[f];
      if (Array.isArray(points) && Array.isArray(english) && points.length === english.length) (copy as SlideText)[f] = [...points];
    }
    // Decision 182: a quiz's words are translated; which answers are right stays the English quiz's.
    // One that breaks a quiz rule (two answers translated alike, one grown past the limit) is not
    // taken: the project could not be saved with it, and the English quiz still works.
    if (slide.quiz && t.quiz && t.quiz.answers.length === slide.quiz.answers.length) {
      const quiz = { ...slide.quiz, question: t.quiz.question, answers: [...t.quiz.answers], explanation: t.quiz.explanation ?? slide.quiz.explanation };
      if (quizProblem(quiz) === null) copy.quiz = quiz;
    }
    // Decision 173: the designed visual is made again from the translated words.
    if (slide.keyVisual) copy.keyVisual = translatedKeyVisual(slide.keyVisual, { ...copy, title: copy.title ?? '' });
    // Decision 161: a translated point keeps the source of the English point at its position.
    if (slide.pointSources) {
      const sources = translatedPointSources(slide, copy);
      if (sources) copy.pointSources = sources;
      else delete copy.pointSources;
    }
    return copy;
  });
}
