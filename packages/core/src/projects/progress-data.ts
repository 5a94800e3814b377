import { z } from 'zod';
import { POINT_SOURCE_MESSAGES, pointSourcesAreValid } from '../flows/point-sources';
import { quizProblem } from '../flows/slide-quiz';
import { videoLengthIssues } from '../flows/video-length';
import { PUBLISH_FIELDS, PUBLISH_OPTION_MESSAGES, revealPointsSchema } from '../publishing/publish-options';

/**
 * Ceiling for one project's progress_data (spec 001 §3), measured as UTF-8 JSON. A five-minute
 * video's slides, scripts and pasted source text fit with room to spare; a project list that
 * carries every project's progress stays small enough to load quickly.
 */
export const PROGRESS_DATA_MAX_BYTES = 2 * 1024 * 1024;
/** Nesting deeper than this is never written by the wizards and only costs the server stack. */
export const PROGRESS_DATA_MAX_DEPTH = 32;
/** More slides than any preset makes (spec 001 §9: at most 5 minutes). */
export const PROGRESS_DATA_MAX_SLIDES = 200;

export const PROGRESS_DATA_MESSAGES = {
  tooLarge: `This project is too large to save (its progress is over ${PROGRESS_DATA_MAX_BYTES / (1024 * 1024)} MB). Shorten the pasted text or remove some slides, then try again.`,
  invalid: 'Project progress must be an object of saved wizard fields.',
  tooDeep: 'Project progress is nested too deeply to save.',
  slides: `Project progress can hold up to ${PROGRESS_DATA_MAX_SLIDES} slides, each an object.`,
  flag: 'Project progress flags must be true or false.',
  step: 'Project progress step must be a whole number from 1 to 7.',
} as const;

/** Bytes of the value as stored (UTF-8 JSON), or Infinity when it cannot be written as JSON. */
export function jsonByteLength(value: unknown): number {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? Number.POSITIVE_INFINITY : new TextEncoder().encode(text).byteLength;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Deepest nesting of arrays and objects, walked without recursion so hostile input cannot exhaust the stack. */
export function jsonDepth(value: unknown, stopAt = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > stopAt) return deepest;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, level]);
  }
  return deepest;
}

/**
 * Fields only a render writes (spec 001 §4 "Project completion", "Avatar persistence and resume").
 * A project save keeps the stored values of these, whatever it sends: a wizard that read the
 * project before a render finished must not erase its video or its presenter clips.
 */
export const RENDER_OWNED_PROGRESS_FIELDS = [
  'finalVideoUrl',
  'videoGenerated',
  'completedAt',
  'azureVideoUrl',
  'azureVideosGenerated',
  'compositionAttempted',
  'azureVideo',
] as const;

// Spec 001 §4 "Progress percentage" reads these flags; they must stay booleans to be counted.
const COMPLETION_FLAGS = ['contentSubmitted', 'slidesGenerated', 'scriptsGenerated', 'slidesPreviewed', 'videoGenerated'] as const;

/**
 * progress_data (spec 001 §3) is open-ended: the wizards own its fields. The server requires a
 * plain object within the size and depth ceilings, checks the fields it reads itself (completion
 * flags, steps, the slide list, the video's length: decision 149) and keeps everything else as sent.
 */
export const progressDataSchema = z
  .record(z.string().max(200, PROGRESS_DATA_MESSAGES.invalid), z.unknown(), { message: PROGRESS_DATA_MESSAGES.invalid })
  .superRefine((data, ctx) => {
    // Depth first (walked without recursion; JSON.stringify of a very deep value overflows the
    // stack), then size: nothing else is walked on a value that is too big.
    if (jsonDepth(data, PROGRESS_DATA_MAX_DEPTH) > PROGRESS_DATA_MAX_DEPTH) {
      ctx.addIssue({ code: 'custom', message: PROGRESS_DATA_MESSAGES.tooDeep });
      return;
    }
    if (jsonByteLength(data) > PROGRESS_DATA_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', message: PROGRESS_DATA_MESSAGES.tooLarge, params: { payloadTooLarge: true } });
      return;
    }
    for (const flag of COMPLETION_FLAGS) {
      if (data[flag] !== undefined && typeof data[flag] !== 'boolean') ctx.addIssue({ code: 'custom', path: [flag], message: PROGRESS_DATA_MESSAGES.flag });
    }
    for (const key of ['currentStep', 'furthestStep']) {
      const step = data[key];
      if (step !== undefined && !(typeof step === 'number' && Number.isInteger(step) && step >= 1 && step <= 7)) {
        ctx.addIssue({ code: 'custom', path: [key], message: PROGRESS_DATA_MESSAGES.step });
      }
    }
    const slides = data.slides;
    if (
      slides !== undefined &&
      !(Array.isArray(slides) && slides.length <= PROGRESS_DATA_MAX_SLIDES && slides.every((s) => s !== null && typeof s === 'object' && !Array.isArray(s)))
    ) {
      ctx.addIssue({ code: 'custom', path: ['slides'], message: PROGRESS_DATA_MESSAGES.slides });
    }
    // Decision 170: the Preview Slides switch is saved as true or false; the render reads it.
    const reveal = data[PUBLISH_FIELDS.revealPoints];
    if (reveal !== undefined && !revealPointsSchema.safeParse(reveal).success) {
      ctx.addIssue({ code: 'custom', path: [PUBLISH_FIELDS.revealPoints], message: PUBLISH_OPTION_MESSAGES.revealPoints });
    }
    // Decision 161: a slide whose sources fail the schema would be skipped by the render and the wizard.
    if (!pointSourcesAreValid(data)) ctx.addIssue({ code: 'custom', path: ['slides'], message: POINT_SOURCE_MESSAGES.invalid });
    // Decision 175: a slide whose quiz breaks its rules would be skipped by the render: refused with the rule it breaks.
    const quizIssue = quizProblemIn(data);
    if (quizIssue) ctx.addIssue({ code: 'custom', path: ['slides'], message: quizIssue });
    // Decision 149: the chosen length, slide durations and script size are checked at every write.
    for (const issue of videoLengthIssues(data)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type ProgressData = z.infer<typeof progressDataSchema>;

/** The first quiz rule a saved slide breaks ("Slide 3: Mark at least one right answer."), or null. */
export function quizProblemIn(progress: Record<string, unknown>): string | null {
  for (const field of ['slides', 'englishContent']) {
    const slides = progress[field];
    if (!Array.isArray(slides)) continue;
    for (const [i, slide] of slides.entries()) {
      if (slide === null || typeof slide !== 'object' || (slide as { quiz?: unknown }).quiz === undefined) continue;
      const problem = quizProblem((slide as { quiz: unknown }).quiz);
      if (problem) return `Slide ${i + 1}: ${problem}`;
    }
  }
  return null;
}
