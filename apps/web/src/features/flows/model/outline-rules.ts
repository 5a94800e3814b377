import {
  DURATION_WARNING_THRESHOLD_SECONDS,
  defaultSlideDuration,
  quizProblem,
  quizSlideText,
  type Slide,
  type SlideQuiz,
  type SlideTemplateId,
  tidyQuiz,
  withCurrentPointSources,
} from '@lectern/core';

/** The fields the outline editor changes on one slide. */
export interface SlideDraft {
  title: string;
  description: string;
  keyPoints: string[];
  leftColumnTitle: string;
  leftColumnPoints: string[];
  rightColumnTitle: string;
  rightColumnPoints: string[];
  /** A quiz slide's question, answers, right ones and explanation (decision 175); null on other slides. */
  quiz: SlideQuiz | null;
}

/** Spec 001 §5: each list keeps at least one input row. */
const rows = (list: readonly string[] | undefined) => (list && list.length > 0 ? [...list] : ['']);

export function draftOf(slide: Slide): SlideDraft {
  return {
    title: slide.title,
    description: slide.description,
    keyPoints: rows(slide.keyPoints),
    leftColumnTitle: slide.leftColumnTitle ?? '',
    leftColumnPoints: rows(slide.leftColumnPoints),
    rightColumnTitle: slide.rightColumnTitle ?? '',
    rightColumnPoints: rows(slide.rightColumnPoints),
    quiz: slide.quiz ? { ...slide.quiz, answers: [...slide.quiz.answers], correct: [...slide.quiz.correct] } : null,
  };
}

/** Decision 175: the quiz rule a draft breaks, in the product's words, or null when it can be saved. */
export const draftProblem = (draft: SlideDraft): string | null => (draft.quiz ? quizProblem(tidyQuiz(draft.quiz)) : null);

const kept = (list: string[]) => list.map((p) => p.trim()).filter(Boolean);

/**
 * Spec 001 §5: blank key points are dropped on save; a split-layout slide keeps its column
 * fields. Changed text drops the slide's rendered image (§4), which here is derived on draw.
 */
export function applyDraft(slide: Slide, draft: SlideDraft): Slide {
  const next: Slide = { ...slide, title: draft.title.trim() || slide.title, description: draft.description.trim(), keyPoints: kept(draft.keyPoints) };
  if (slide.templateId === 'split-content') {
    next.leftColumnTitle = draft.leftColumnTitle.trim();
    next.leftColumnPoints = kept(draft.leftColumnPoints);
    next.rightColumnTitle = draft.rightColumnTitle.trim();
    next.rightColumnPoints = kept(draft.rightColumnPoints);
  }
  // Decision 175: a quiz slide shows its question and lettered answers like any slide's text.
  if (draft.quiz) {
    const quiz = tidyQuiz(draft.quiz);
    Object.assign(next, { quiz, ...quizSlideText(quiz) });
  } else if (next.quiz) {
    delete next.quiz;
  }
  // Decision 161: a point the person rewrote is no longer the source's words and loses its source.
  return withCurrentPointSources(next);
}

const renumber = (slides: Slide[]) => slides.map((s, i) => ({ ...s, order: i }));

/** A slide id not used yet, in the spec's "slide-N" form. */
function freshId(slides: readonly Slide[]): string {
  const used = new Set(slides.map((s) => s.id));
  let n = slides.length + 1;
  while (used.has(`slide-${n}`)) n += 1;
  return `slide-${n}`;
}

/** Spec 001 §4: a new slide goes after the current one and all order values are renumbered. */
export function insertSlideAfter(slides: readonly Slide[], index: number, templateId: SlideTemplateId): { slides: Slide[]; index: number } {
  const slide: Slide = {
    id: freshId(slides),
    title: 'New Slide',
    description: '',
    script: '',
    // Spec 001 §9: the template's fixed duration (30 s fallback).
    duration: defaultSlideDuration(templateId),
    order: 0,
    keyPoints: templateId === 'bullet-points' ? ['Add your first key point'] : [],
    templateId,
    visualCues: [],
    avatarVisible: false,
    imageKeyword: '',
    ...(templateId === 'split-content'
      ? { leftColumnTitle: 'Before', leftColumnPoints: ['First point'], rightColumnTitle: 'After', rightColumnPoints: ['First point'] }
      : {}),
  };
  const at = Math.min(Math.max(index + 1, 0), slides.length);
  return { slides: renumber([...slides.slice(0, at), slide, ...slides.slice(at)]), index: at };
}

/** Spec 001 §5: at least one slide must remain. */
export const canDeleteSlide = (slides: readonly Slide[]) => slides.length > 1;

export function deleteSlide(slides: readonly Slide[], index: number): Slide[] {
  if (!canDeleteSlide(slides)) return [...slides];
  return renumber(slides.filter((_, i) => i !== index));
}

export const totalDuration = (slides: readonly Slide[]) => slides.reduce((sum, s) => sum + s.duration, 0);

/** Spec 001 §5: warn when the total differs from the target by more than 30 seconds. */
export function durationWarning(totalSeconds: number, targetSeconds: number): { direction: 'over' | 'under'; differenceSeconds: number } | null {
  const difference = totalSeconds - targetSeconds;
  if (Math.abs(difference) <= DURATION_WARNING_THRESHOLD_SECONDS) return null;
  return { direction: difference > 0 ? 'over' : 'under', differenceSeconds: Math.abs(difference) };
}
