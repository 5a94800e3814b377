import {
  avatarVisibleFor,
  DEFAULT_IMAGE_KEYWORD,
  MAX_BULLET_POINTS,
  planPresetSlides,
  presetDurationFor,
  quizSlideText,
  type Slide,
  type SlideTemplateId,
  tidyQuiz,
  type VideoStyleId,
} from '@lectern/core';
import { withSlideKeywords } from './slide-keywords';
import { type OutlineResult, type SlideContent, slideContentSchema } from './text-generator';

export interface PlannedSlide {
  position: number;
  templateId: SlideTemplateId;
  purpose: string;
  duration: number;
}

/**
 * The slides a style asks for (spec 001 §9 preset plan for the nearest preset duration), with
 * durations rescaled so they add up to the requested length exactly.
 */
export function planOutline(styleId: VideoStyleId, durationSeconds: number): PlannedSlide[] {
  const preset = planPresetSlides(styleId, presetDurationFor(durationSeconds / 60));
  const presetTotal = preset.reduce((s, p) => s + p.estimatedDuration, 0);
  const target = Math.max(Math.round(durationSeconds), preset.length);
  const durations = preset.map((p) => Math.max(1, Math.round((p.estimatedDuration * target) / presetTotal)));
  const drift = target - durations.reduce((a, b) => a + b, 0);
  const longest = durations.indexOf(Math.max(...durations));
  durations[longest] = (durations[longest] as number) + drift;
  return preset.map((p, i) => ({ position: p.position, templateId: p.templateId, purpose: p.purpose, duration: durations[i] as number }));
}

/** Column titles a comparison slide's purpose implies. */
export function columnTitlesFor(purpose: string): [string, string] {
  const p = purpose.toLowerCase();
  if (p.includes('before')) return ['Before', 'After'];
  if (p.includes('do and')) return ['Do', 'Don’t'];
  if (p.includes('not acceptable')) return ['Acceptable', 'Not Acceptable'];
  if (p.includes('without')) return ['With', 'Without'];
  return ['Option A', 'Option B'];
}

/** Spec 001 §4: a slide that could not be written gets "{Purpose} Slide" and a placeholder key point. */
export function placeholderContent(slide: PlannedSlide): SlideContent {
  const content: SlideContent = {
    title: `${slide.purpose} Slide`,
    description: '',
    keyPoints: [`Add the key point for “${slide.purpose.toLowerCase()}” here`],
    visualCues: [],
    imageKeyword: DEFAULT_IMAGE_KEYWORD,
  };
  if (slide.templateId === 'split-content') {
    const [left, right] = columnTitlesFor(slide.purpose);
    Object.assign(content, { leftColumnTitle: left, leftColumnPoints: ['Add a point here'], rightColumnTitle: right, rightColumnPoints: ['Add a point here'] });
  }
  return content;
}

export interface OutlineWriters {
  /** Writes every slide in one call (spec 001 §4 "first tries one batch call"). */
  batch(plan: PlannedSlide[]): Promise<unknown[]>;
  /** Writes one slide, knowing the slides before it. */
  single(slide: PlannedSlide, plan: PlannedSlide[], previous: SlideContent[]): Promise<unknown>;
}

/**
 * Spec 001 §4 outline generation: one batch call; on failure one call per slide; a slide that
 * still fails gets a placeholder. Every provider goes through this, so the rule holds for all.
 */
export async function composeOutline(
  plan: PlannedSlide[],
  writers: OutlineWriters,
  onError?: (stage: 'batch' | 'slide', error: unknown) => void,
): Promise<OutlineResult> {
  let contents: SlideContent[] | null = null;
  let usedPerSlideFallback = false;
  const placeholderSlides: number[] = [];
  try {
    const raw = await writers.batch(plan);
    if (!Array.isArray(raw) || raw.length !== plan.length) throw new Error(`Expected ${plan.length} slides, got ${Array.isArray(raw) ? raw.length : 'none'}`);
    contents = raw.map((r) => slideContentSchema.parse(r));
  } catch (error) {
    onError?.('batch', error);
    usedPerSlideFallback = true;
    contents = [];
    for (const slide of plan) {
      try {
        contents.push(slideContentSchema.parse(await writers.single(slide, plan, contents)));
      } catch (slideError) {
        onError?.('slide', slideError);
        placeholderSlides.push(slide.position);
        contents.push(placeholderContent(slide));
      }
    }
  }
  // Each slide's picture keyword comes from its own words (decision 115).
  const slides = withSlideKeywords(plan.map((p, i) => toSlide(p, contents[i] as SlideContent, i === plan.length - 1)));
  return { slides, usedPerSlideFallback, placeholderSlides };
}

/**
 * Issue rule "comparisons only where the source compares": a comparison may become bullet points. So may
 * a closing Key Message with no message left to show: its recap of the topics is a list, not a quotation
 * (decision 198). Nothing else changes template.
 */
const templateOf = (plan: PlannedSlide, content: SlideContent, isLast: boolean) =>
  (plan.templateId === 'split-content' || (isLast && plan.templateId === 'focus-quote')) && content.templateId === 'bullet-points'
    ? 'bullet-points'
    : plan.templateId;

function toSlide(plan: PlannedSlide, content: SlideContent, isLast = false): Slide {
  const templateId = templateOf(plan, content, isLast);
  const keyPoints = content.keyPoints
    .map((k) => k.trim())
    .filter(Boolean)
    .slice(0, MAX_BULLET_POINTS);
  const slide: Slide = {
    id: `slide-${plan.position}`,
    order: plan.position - 1,
    title: content.title.trim(),
    description: content.description.trim(),
    script: '',
    duration: plan.duration,
    keyPoints,
    templateId,
    visualCues: content.visualCues.filter((v) => v.trim()),
    avatarVisible: avatarVisibleFor(templateId, [content.title, content.description, ...keyPoints].join(' ')),
    imageKeyword: content.imageKeyword.trim() || DEFAULT_IMAGE_KEYWORD,
  };
  // Decision 175: a quiz slide shows its question and lettered answers, whichever provider wrote it.
  if (content.quiz && templateId !== 'split-content' && templateId !== 'title-slide') {
    const quiz = tidyQuiz(content.quiz);
    Object.assign(slide, { quiz, ...quizSlideText(quiz) });
  }
  if (templateId === 'split-content') {
    const [left, right] = columnTitlesFor(plan.purpose);
    slide.leftColumnTitle = content.leftColumnTitle?.trim() || left;
    slide.leftColumnPoints = (content.leftColumnPoints ?? []).filter((p) => p.trim());
    slide.rightColumnTitle = content.rightColumnTitle?.trim() || right;
    slide.rightColumnPoints = (content.rightColumnPoints ?? []).filter((p) => p.trim());
  }
  return slide;
}
