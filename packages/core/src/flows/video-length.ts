import { z } from 'zod';
import {
  AVATAR_DURATIONS_SECONDS,
  DEFAULT_AVATAR_DURATION_SECONDS,
  DEFAULT_TEMPLATE_DURATION_MINUTES,
  TEMPLATE_DURATION_MINUTES,
  wordBudget,
} from './flow-constants';

/** Spec 001 §9: the longest video, in seconds (5 minutes, without a presenter). */
export const MAX_VIDEO_SECONDS = Math.max(...TEMPLATE_DURATION_MINUTES) * 60;

/** Decision 149: a slide's planned seconds; no slide is longer than the longest video. */
export const SLIDE_DURATION_SECONDS = { min: 1, max: MAX_VIDEO_SECONDS } as const;

/**
 * Decision 149: a finished narration may run this share past the chosen length (the product's own
 * pauses after each slide and a voice's pace from sentence to sentence); the overrun is never charged.
 * It is the band issue 19 promises a wizard-made video keeps (its chosen length within ±10 %,
 * decision 150): a video the wizard planned right is never refused for its voice's pace.
 */
export const VIDEO_LENGTH_TOLERANCE = 0.1;

/**
 * Decision 149: a render request is refused when the estimated narration runs past the chosen
 * length by more than the tolerance plus this share (how far a voice's real pace strays from the
 * estimate); closer calls are decided by the narration's measured length in the worker.
 */
export const NARRATION_ESTIMATE_MARGIN = 0.15;

/**
 * Decision 149: all narration scripts of one deck together. Twice the words the longest video holds
 * at the planned pace (150 words a minute at the default rate, decision 166), so no render can keep a worker
 * speaking for more than a few minutes; the characters bound languages written without spaces.
 */
export const MAX_SCRIPT_WORDS = 2 * wordBudget(MAX_VIDEO_SECONDS);
export const MAX_SCRIPT_CHARACTERS = 10 * MAX_SCRIPT_WORDS;

export type VideoKind = 'avatar' | 'non_avatar';

/**
 * Decision 160: the minutes a finished video is charged. A video within VIDEO_LENGTH_TOLERANCE of
 * the length held is charged that length (the band a wizard-made video keeps); one clearly shorter
 * (thin material, scripts cut by hand) is charged the minutes it actually runs, each minute it
 * starts counted whole, never more than was held and never less than one.
 */
export function chargedMinutes(heldMinutes: number, renderedSeconds: number): number {
  if (!(heldMinutes > 0)) return 0;
  if (!Number.isFinite(renderedSeconds) || renderedSeconds >= heldMinutes * 60 * (1 - VIDEO_LENGTH_TOLERANCE)) return heldMinutes;
  return Math.min(heldMinutes, Math.max(1, Math.ceil(renderedSeconds / 60 - 1e-9)));
}

/** "5 minutes 28 seconds", "1 minute", "45 seconds": a length as a person says it. */
export function spokenLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const m = Math.floor(whole / 60);
  const s = whole - m * 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (m === 0) return unit(s, 'second');
  return s ? `${unit(m, 'minute')} ${unit(s, 'second')}` : unit(m, 'minute');
}

export const VIDEO_LENGTH_MESSAGES = {
  minutes: 'Choose a video length of 1 to 5 minutes.',
  avatarSeconds: 'Choose a presenter video length of 60, 120 or 180 seconds.',
  slideDuration: `Each slide lasts 1 to ${MAX_VIDEO_SECONDS} seconds. Choose the slide's duration again.`,
  scriptsTooLong: `The narration scripts are too long: a video holds at most ${MAX_SCRIPT_WORDS.toLocaleString('en-US')} words (${MAX_SCRIPT_CHARACTERS.toLocaleString('en-US')} characters). Shorten the scripts.`,
  /** The narration (estimated before a render, measured during one) is longer than the chosen length. */
  narrationTooLong: (narrationSeconds: number, chosenSeconds: number, kind: VideoKind, estimated: boolean) => {
    const longest = kind === 'avatar' ? Math.max(...AVATAR_DURATIONS_SECONDS) : MAX_VIDEO_SECONDS;
    const todo = chosenSeconds < longest ? 'Shorten the scripts or choose a longer video length.' : 'Shorten the scripts.';
    return `The narration takes ${estimated ? 'about ' : ''}${spokenLength(narrationSeconds)}, longer than the video length you chose (${spokenLength(chosenSeconds)}). ${todo}`;
  },
} as const;

const oneOf = (choices: readonly number[]) => (value: unknown) => typeof value === 'number' && choices.includes(value);

/** Spec 001 §9: progress_data.duration, the video's minutes (1 to 5). */
export const videoMinutesSchema = z.unknown().refine(oneOf(TEMPLATE_DURATION_MINUTES), VIDEO_LENGTH_MESSAGES.minutes);
/** Spec 001 §9: progress_data.azureDuration, the presenter video's seconds (60, 120 or 180). */
export const avatarSecondsSchema = z.unknown().refine(oneOf(AVATAR_DURATIONS_SECONDS), VIDEO_LENGTH_MESSAGES.avatarSeconds);
/** A slide's `duration`: finite seconds within SLIDE_DURATION_SECONDS. */
export const slideSecondsSchema = z
  .unknown()
  .refine(
    (v) => typeof v === 'number' && Number.isFinite(v) && v >= SLIDE_DURATION_SECONDS.min && v <= SLIDE_DURATION_SECONDS.max,
    VIDEO_LENGTH_MESSAGES.slideDuration,
  );

/** The slide lists of progress_data that carry slide durations and scripts (spec 001 §3). */
const SLIDE_LISTS = ['slides', 'englishContent'] as const;

const objects = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)) : [];

/** Words and characters of the scripts of one slide list. */
export function scriptSize(slides: readonly { script?: unknown }[]): { words: number; characters: number } {
  let words = 0;
  let characters = 0;
  for (const slide of slides) {
    if (typeof slide.script !== 'string') continue;
    const text = slide.script.trim();
    if (!text) continue;
    words += text.split(/\s+/).length;
    characters += text.length;
  }
  return { words, characters };
}

export const scriptsWithinCap = (slides: readonly { script?: unknown }[]) => {
  const size = scriptSize(slides);
  return size.words <= MAX_SCRIPT_WORDS && size.characters <= MAX_SCRIPT_CHARACTERS;
};

/**
 * Decision 149: what a project write may say about the video's length: the chosen length, each
 * slide's duration (in the slides, the English slides and the saved translations) and the size
 * of the scripts. Fields that are absent are not checked.
 */
export function videoLengthIssues(data: Record<string, unknown>): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const check = (schema: z.ZodType, value: unknown, path: (string | number)[]) => {
    if (value === undefined) return;
    const result = schema.safeParse(value);
    if (!result.success) issues.push({ path, message: result.error.issues[0]?.message ?? VIDEO_LENGTH_MESSAGES.minutes });
  };
  check(videoMinutesSchema, data.duration, ['duration']);
  check(avatarSecondsSchema, data.azureDuration, ['azureDuration']);
  for (const list of SLIDE_LISTS) {
    const slides = objects(data[list]);
    for (const [i, slide] of slides.entries()) check(slideSecondsSchema, slide.duration, [list, i, 'duration']);
    if (!scriptsWithinCap(slides)) issues.push({ path: [list], message: VIDEO_LENGTH_MESSAGES.scriptsTooLong });
  }
  const translations = data.translatedSlides;
  if (translations !== null && typeof translations === 'object' && !Array.isArray(translations)) {
    for (const [hash, entry] of Object.entries(translations)) {
      const slides = objects((entry as { slides?: unknown } | null)?.slides);
      for (const [i, slide] of slides.entries()) check(slideSecondsSchema, slide.duration, ['translatedSlides', hash, 'slides', i, 'duration']);
    }
  }
  return issues;
}

/** A stored number, or a number written as text by an older wizard. */
const storedNumber = (raw: unknown) => (typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : Number.NaN);

/**
 * The video's chosen length in seconds, read the way the wizards read it (decision 149): a value
 * outside the spec's choices, saved before writes were checked, counts as the default the wizard
 * shows for it, never as itself. Without a presenter: progress_data.duration in minutes (1 to 5,
 * default 2). With one: azureDuration in seconds (60, 120, 180), else duration as minutes (1 to 3,
 * or the seconds older avatar projects saved there), default 120.
 */
export function chosenVideoSeconds(data: Record<string, unknown>, kind: VideoKind): number {
  if (kind === 'non_avatar') {
    const minutes = storedNumber(data.duration);
    return (TEMPLATE_DURATION_MINUTES as readonly number[]).includes(minutes) ? minutes * 60 : DEFAULT_TEMPLATE_DURATION_MINUTES * 60;
  }
  const avatarChoices = AVATAR_DURATIONS_SECONDS as readonly number[];
  const seconds = storedNumber(data.azureDuration);
  if (avatarChoices.includes(seconds)) return seconds;
  const duration = storedNumber(data.duration);
  if (avatarChoices.includes(duration * 60)) return duration * 60;
  if (avatarChoices.includes(duration)) return duration;
  return DEFAULT_AVATAR_DURATION_SECONDS;
}

/**
 * Progress as a wizard may save it after reading an older project (decision 149): a chosen length
 * outside the spec's choices is left out (the wizard shows and uses its default) and each slide's
 * duration is brought within SLIDE_DURATION_SECONDS, so such a project can be opened and saved again.
 */
export function withValidDurations<T extends Record<string, unknown>>(data: T): T {
  const copy: Record<string, unknown> = { ...data };
  if (copy.duration !== undefined && !videoMinutesSchema.safeParse(copy.duration).success) delete copy.duration;
  if (copy.azureDuration !== undefined && !avatarSecondsSchema.safeParse(copy.azureDuration).success) delete copy.azureDuration;
  const clamp = (slide: unknown) => {
    if (slide === null || typeof slide !== 'object' || Array.isArray(slide)) return slide;
    const { duration } = slide as { duration?: unknown };
    if (duration === undefined || slideSecondsSchema.safeParse(duration).success) return slide;
    const seconds = typeof duration === 'number' && Number.isFinite(duration) ? duration : SLIDE_DURATION_SECONDS.min;
    return { ...slide, duration: Math.min(SLIDE_DURATION_SECONDS.max, Math.max(SLIDE_DURATION_SECONDS.min, seconds)) };
  };
  for (const list of SLIDE_LISTS) if (Array.isArray(copy[list])) copy[list] = (copy[list] as unknown[]).map(clamp);
  const translations = copy.translatedSlides;
  if (translations !== null && typeof translations === 'object' && !Array.isArray(translations)) {
    copy.translatedSlides = Object.fromEntries(
      Object.entries(translations).map(([hash, entry]) => {
        const slides = (entry as { slides?: unknown } | null)?.slides;
        return [hash, Array.isArray(slides) ? { ...(entry as object), slides: slides.map(clamp) } : entry];
      }),
    );
  }
  return copy as T;
}
