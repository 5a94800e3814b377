import { z } from 'zod';
import { fitSlideDurations } from './slide-durations';
import { SLIDE_TEMPLATE_IDS, type SlideTemplateId } from './slide-templates';

/** Spec 001 §2 "template flow": a microlearning or a lesson video. */
export const TEMPLATE_FLOW_IDS = ['microlearning', 'lesson'] as const;
export type TemplateFlowId = (typeof TEMPLATE_FLOW_IDS)[number];

/** Spec 001 §9: the microlearning target is 120 s; longer videos are lessons. */
export const MICROLEARNING_TARGET_SECONDS = 120;

/** Spec 001 §3 "Template flow": id, name, slides (templateId, purpose, estimatedDuration), totalSlides. */
export const templateFlowSchema = z.object({
  id: z.enum(TEMPLATE_FLOW_IDS),
  name: z.string(),
  /** The length the flow was planned for, in seconds (the lesson heading names it in minutes). */
  targetSeconds: z.number().int().positive(),
  slides: z.array(z.object({ templateId: z.enum(SLIDE_TEMPLATE_IDS), purpose: z.string(), estimatedDuration: z.number().positive() })),
  totalSlides: z.number().int().nonnegative(),
});
export type TemplateFlow = z.infer<typeof templateFlowSchema>;

type Beat = { templateId: SlideTemplateId; purpose: string };

/** One focused idea: what it is, how to use it, the line to remember. */
const MICROLEARNING: Beat[] = [
  { templateId: 'title-slide', purpose: 'Topic and what you will learn' },
  { templateId: 'bullet-points', purpose: 'Key concept' },
  { templateId: 'bullet-points', purpose: 'How to apply it' },
  { templateId: 'focus-quote', purpose: 'Key takeaway' },
];

/** A lesson opens with objectives, teaches in rounds, and closes with a recap. */
const LESSON_OPEN: Beat[] = [
  { templateId: 'title-slide', purpose: 'Lesson title' },
  { templateId: 'bullet-points', purpose: 'Learning objectives' },
];
const LESSON_BODY: Beat[] = [
  { templateId: 'bullet-points', purpose: 'Core concept' },
  { templateId: 'bullet-points', purpose: 'Worked example' },
  { templateId: 'split-content', purpose: 'Common mistake and better practice' },
  { templateId: 'focus-quote', purpose: 'Check your understanding' },
];
const LESSON_CLOSE: Beat = { templateId: 'bullet-points', purpose: 'Recap and next steps' };

/** Lesson slide counts follow the presets' (spec 001 §9): about two slides a minute, plus one. */
const lessonSlideCount = (minutes: number) => Math.max(LESSON_OPEN.length + 1, 2 * minutes + 1);

const build = (id: TemplateFlowId, name: string, beats: Beat[], targetSeconds: number): TemplateFlow => {
  const durations = fitSlideDurations(
    beats.map((b) => b.templateId),
    targetSeconds,
  );
  const slides = beats.map((b, i) => ({ ...b, estimatedDuration: durations[i] as number }));
  return { id, name, targetSeconds, slides, totalSlides: slides.length };
};

/**
 * The template flow for a video length in minutes (spec 001 §9: 1 to 5): up to the 2-minute
 * microlearning target it is microlearning, beyond it a lesson of that many minutes.
 */
export function templateFlowFor(minutes: number): TemplateFlow {
  const m = Math.min(5, Math.max(1, Math.round(minutes)));
  if (m * 60 <= MICROLEARNING_TARGET_SECONDS) return build('microlearning', 'Microlearning', MICROLEARNING, m * 60);
  const beats = [...LESSON_OPEN];
  for (let i = 0; beats.length < lessonSlideCount(m) - 1; i++) beats.push(LESSON_BODY[i % LESSON_BODY.length] as Beat);
  beats.push(LESSON_CLOSE);
  return build('lesson', 'Lesson', beats, m * 60);
}

/**
 * Spec 001 §2 template flow step 1: the header and subtitle for the chosen flow. The spec's
 * microlearning subtitle "Quick 2-minute focused learning session" names its 2-minute target;
 * the length is the chosen one, so a 1-minute video says "Quick 1-minute…", as lessons do.
 */
export function templateFlowHeading(flow: Pick<TemplateFlow, 'id' | 'name' | 'targetSeconds'>): { title: string; subtitle: string } {
  const minutes = Math.max(1, Math.round(flow.targetSeconds / 60));
  return flow.id === 'microlearning'
    ? { title: 'Create Microlearning Video', subtitle: `Quick ${minutes}-minute focused learning session` }
    : { title: 'Create Lesson Video', subtitle: `Comprehensive ${minutes}-minute training lesson` };
}
