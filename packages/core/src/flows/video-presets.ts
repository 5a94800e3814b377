import { fitSlideDurations } from './slide-durations';
import type { SlideTemplateId } from './slide-templates';

/** Spec 001 §9: preset durations 60 to 300 s in 60 s steps. */
export const PRESET_DURATIONS = [60, 120, 180, 240, 300] as const;
export type PresetDuration = (typeof PRESET_DURATIONS)[number];

export const VIDEO_STYLE_IDS = ['executive-brief', 'story-journey', 'workshop-style', 'sales-persuasion', 'compliance-clarity'] as const;
export type VideoStyleId = (typeof VIDEO_STYLE_IDS)[number];

/** Spec 001 §3: the brief step offers these four; sales-persuasion exists but is not offered there. */
export const BRIEF_VIDEO_STYLES: readonly VideoStyleId[] = ['executive-brief', 'story-journey', 'workshop-style', 'compliance-clarity'];

export interface PresetSlide {
  templateId: SlideTemplateId;
  position: number;
  purpose: string;
  estimatedDuration: number;
}

export interface VideoStylePreset {
  id: VideoStyleId;
  name: string;
  description: string;
  recommendedFor: string;
  durationConfigs: Record<PresetDuration, { slideCount: number; slides: PresetSlide[] }>;
}

/** Spec 001 §9 "Preset slide counts for 60, 120, 180, 240, 300 s". */
const SLIDE_COUNTS: Record<VideoStyleId, readonly number[]> = {
  'executive-brief': [3, 4, 6, 8, 10],
  'story-journey': [3, 5, 7, 9, 11],
  'workshop-style': [3, 5, 7, 9, 11],
  'sales-persuasion': [4, 5, 7, 9, 11],
  'compliance-clarity': [3, 5, 7, 9, 11],
};

type Beat = { templateId: SlideTemplateId; purpose: string };

/**
 * The body of each style, repeated as needed between an opening title slide and a closing
 * slide. The spec gives only counts; the sequences express each style's intent.
 */
const STYLE_BEATS: Record<VideoStyleId, { body: Beat[]; close: Beat }> = {
  'executive-brief': {
    body: [
      { templateId: 'bullet-points', purpose: 'Situation and key facts' },
      { templateId: 'split-content', purpose: 'Options compared' },
      { templateId: 'bullet-points', purpose: 'Impact and numbers' },
      { templateId: 'focus-quote', purpose: 'Decision needed' },
    ],
    close: { templateId: 'focus-quote', purpose: 'Recommendation' },
  },
  'story-journey': {
    body: [
      { templateId: 'bullet-points', purpose: 'Where we start' },
      { templateId: 'focus-quote', purpose: 'The turning point' },
      { templateId: 'bullet-points', purpose: 'What changes' },
      { templateId: 'split-content', purpose: 'Before and after' },
    ],
    close: { templateId: 'focus-quote', purpose: 'The lesson to keep' },
  },
  'workshop-style': {
    body: [
      { templateId: 'bullet-points', purpose: 'Concept explained' },
      { templateId: 'bullet-points', purpose: 'Step by step' },
      { templateId: 'split-content', purpose: 'Do and don’t' },
      { templateId: 'focus-quote', purpose: 'Try it yourself' },
    ],
    close: { templateId: 'bullet-points', purpose: 'Recap and next steps' },
  },
  'sales-persuasion': {
    body: [
      { templateId: 'focus-quote', purpose: 'The problem' },
      { templateId: 'bullet-points', purpose: 'The solution' },
      { templateId: 'split-content', purpose: 'With and without' },
      { templateId: 'bullet-points', purpose: 'Proof and results' },
    ],
    close: { templateId: 'focus-quote', purpose: 'Call to action' },
  },
  'compliance-clarity': {
    body: [
      { templateId: 'bullet-points', purpose: 'The rule and why it exists' },
      { templateId: 'split-content', purpose: 'Acceptable and not acceptable' },
      { templateId: 'bullet-points', purpose: 'What to do' },
      { templateId: 'focus-quote', purpose: 'Where to get help' },
    ],
    close: { templateId: 'bullet-points', purpose: 'Summary of obligations' },
  },
};

/**
 * Slides for a style and duration: a title slide, the style's beats in turn, a closing slide;
 * durations add up to the target and each stays within its template's recommended range
 * (fitSlideDurations).
 */
export function planPresetSlides(styleId: VideoStyleId, durationSeconds: PresetDuration): PresetSlide[] {
  const count = SLIDE_COUNTS[styleId][PRESET_DURATIONS.indexOf(durationSeconds)] as number;
  const { body, close } = STYLE_BEATS[styleId];
  const beats: Beat[] = [{ templateId: 'title-slide', purpose: 'Title and promise' }];
  for (let i = 0; beats.length < count - 1; i++) beats.push(body[i % body.length] as Beat);
  beats.push(close);
  const durations = fitSlideDurations(
    beats.map((b) => b.templateId),
    durationSeconds,
  );
  return beats.map((b, i) => ({ ...b, position: i + 1, estimatedDuration: durations[i] as number }));
}

const preset = (id: VideoStyleId, name: string, description: string, recommendedFor: string): VideoStylePreset => ({
  id,
  name,
  description,
  recommendedFor,
  durationConfigs: Object.fromEntries(
    PRESET_DURATIONS.map((d) => {
      const slides = planPresetSlides(id, d);
      return [d, { slideCount: slides.length, slides }];
    }),
  ) as VideoStylePreset['durationConfigs'],
});

export const VIDEO_STYLE_PRESETS: Record<VideoStyleId, VideoStylePreset> = {
  'executive-brief': preset(
    'executive-brief',
    'Executive Brief',
    'Straight to the point: the facts, the options and a clear recommendation.',
    'Leadership updates, decisions, board and stakeholder briefings',
  ),
  'story-journey': preset(
    'story-journey',
    'Story Journey',
    'A narrative arc from where we are to where we are going, with a memorable lesson.',
    'Culture, change management, customer stories, onboarding welcome',
  ),
  'workshop-style': preset(
    'workshop-style',
    'Workshop Style',
    'Teach by doing: concepts, steps, dos and don’ts, and a recap.',
    'Skills training, how-to guides, software walkthroughs',
  ),
  'sales-persuasion': preset('sales-persuasion', 'Sales Persuasion', 'Problem, solution, proof and a call to action.', 'Product pitches, demos, marketing'),
  'compliance-clarity': preset(
    'compliance-clarity',
    'Compliance Clarity',
    'Rules made plain: what applies, what to do, and where to get help.',
    'Policy, security, safety and regulatory training',
  ),
};

/** Picks the preset duration for a wizard duration in minutes (1–5). */
export const presetDurationFor = (minutes: number): PresetDuration => (PRESET_DURATIONS.find((d) => d >= minutes * 60) ?? 300) as PresetDuration;
