import {
  type AspectRatioId,
  AVATAR_WIZARD_STEPS,
  type BackgroundMusic,
  type BrandLogo,
  type BriefSteering,
  briefSteeringSchema,
  chosenVideoSeconds,
  DEFAULT_LANGUAGE,
  DEFAULT_TEMPLATE_DURATION_MINUTES,
  DEFAULT_THEME_ID,
  DEFAULT_TONE,
  findAvatar,
  needsTranslation,
  type ProgressData,
  readPublishOptions,
  type Slide,
  slideSchema,
  TEMPLATE_DURATION_MINUTES,
  type TemplateFlow,
  TONES,
  type Tone,
  type TranslationCache,
  templateFlowFor,
  templateFlowSchema,
  VIDEO_STYLE_IDS,
  type VideoFormat,
  type VideoStyleId,
} from '@lectern/core';
import { z } from 'zod';

/** Spec 001 §2 "Wizard for video without avatar": five steps. */
export const WIZARD_STEPS = ['Context', 'Outline', 'Scripts', 'Preview Slides', 'Generate Video'] as const;
/** Five steps without an avatar, six with one (spec 001 §2). */
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6;

/** The two wizards: video without avatar (native, azure) and video with avatar (experimental). */
export type WizardFlow = 'native' | 'avatar';

/** Where each screen sits in a wizard, so the shared step components move to the right place. */
export interface FlowSteps {
  context: WizardStep;
  /** Only the avatar wizard has the avatar step. */
  avatar?: WizardStep;
  outline: WizardStep;
  scripts: WizardStep;
  preview: WizardStep;
  generate: WizardStep;
}

export const NATIVE_STEPS: FlowSteps = { context: 1, outline: 2, scripts: 3, preview: 4, generate: 5 };
/** Spec 001 §4 "Wizard order": content submit → 2, avatar → 3, outline → 4, scripts → 5, preview → 6. */
export const AVATAR_STEPS: FlowSteps = { context: 1, avatar: 2, outline: 3, scripts: 4, preview: 5, generate: 6 };

export const FLOW_STEPS: Record<WizardFlow, FlowSteps> = { native: NATIVE_STEPS, avatar: AVATAR_STEPS };
export const FLOW_STEP_LABELS: Record<WizardFlow, readonly string[]> = { native: WIZARD_STEPS, avatar: AVATAR_WIZARD_STEPS };

/** Spec 001 §1 inputs: a brief, pasted text, a web page or a video link (read from its captions). */
export const CONTENT_SOURCES = ['brief', 'text', 'url', 'video'] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];

/** The stored logo also keeps the storage key the server render reads. */
export type StoredLogo = BrandLogo & { key?: string };

/** Spec 001 §3 progress_data fields this wizard reads and writes. */
export interface WizardState {
  slides: Slide[];
  projectTitle: string;
  selectedTheme: string;
  brandLogo: StoredLogo | null;
  /** Minutes, 1–5 (spec 001 §9). In the avatar wizard: azureDuration / 60, never saved. */
  duration: number;
  /** Avatar wizard: seconds, 60, 120 or 180 (spec 001 §3 progress_data.azureDuration, §9). */
  azureDuration: number;
  /** Avatar wizard: the chosen presenter's id (spec 001 §3 progress_data.selectedAvatar), null until chosen. */
  selectedAvatar: string | null;
  /** Avatar wizard: the chosen presenter's portrait url (spec 001 §3 progress_data.avatarUrl). */
  avatarUrl: string | null;
  /** Spec 001 §3 progress_data.selectedTemplateFlow: microlearning or lesson, following the duration. */
  selectedTemplateFlow: TemplateFlow;
  contentInput: string;
  contentSource: ContentSource;
  selectedStyle: VideoStyleId | '';
  useSupportingMaterials: boolean;
  tone: Tone;
  /** What the brief asked (tone, emphasis, quiz, topics), read with the outline; sent with the scripts request (docs/decisions/118). */
  briefSteering: BriefSteering | null;
  selectedVoice: string;
  selectedLanguage: string;
  currentStep: WizardStep;
  /** The furthest step reached, so earlier and later reached steps stay clickable (docs/decisions/070). */
  furthestStep: WizardStep;
  renderId: string | null;
  contentSubmitted: boolean;
  slidesGenerated: boolean;
  scriptsGenerated: boolean;
  slidesPreviewed: boolean;
  videoGenerated: boolean;
  finalVideoUrl: string | null;
  completedAt: string | null;
  /** Spec 001 §3 translatedSlides: the words of the slides per target language, with the hash of the English they came from. */
  translatedSlides: TranslationCache;
  /** Spec 001 §3: the content hash of the English slides at the last translation. */
  lastTranslatedSlidesHash: string | null;
  /** Publishing options (core PUBLISH_FIELDS, issue 14): the video's shape, chosen in Preview Slides. */
  aspectRatio: AspectRatioId;
  /** Decision 170, chosen in Preview Slides: bullet and comparison points appear as the narration reaches them. */
  revealPoints: boolean;
  /** Chosen on Generate Video: container, captions drawn into the picture, background music and its level. */
  videoFormat: VideoFormat;
  burnedCaptions: boolean;
  backgroundMusic: BackgroundMusic | null;
  musicVolume: number;
}

const stepOf = (max: number) => z.coerce.number().int().min(1).max(max);
const str = (fallback: string) => z.string().catch(fallback);
const bool = z.boolean().catch(false);

const slideTextSchema = z.looseObject({ id: z.string() });
const translationCacheSchema = z
  .record(z.string(), z.object({ hash: z.string(), slides: z.array(slideTextSchema), projectTitle: z.string().optional() }))
  .catch({});

const logoSchema = z.object({ url: z.string().min(1), key: z.string().optional(), width: z.number().positive(), height: z.number().positive() });

/** Reads saved progress leniently: a malformed field falls back to its default, bad slides are skipped. */
export function readWizardState(data: ProgressData | null | undefined, projectName: string, flow: WizardFlow = 'native'): WizardState {
  const d = data ?? {};
  const step = stepOf(FLOW_STEP_LABELS[flow].length);
  // Spec 001 §9: avatar durations are 60, 120 or 180 s (default 120), stored in seconds. Read as the
  // server reads them for the minutes it holds (core chosenVideoSeconds, decision 149).
  const azureDuration = chosenVideoSeconds(d, 'avatar');
  const avatar = findAvatar(typeof d.selectedAvatar === 'string' ? d.selectedAvatar : null);
  // Spec 001 §3/§4: with a translation, progress_data.slides holds the translated slides (what the
  // render reads) and englishContent the English ones, which are what the wizard edits.
  const english = Array.isArray(d.englishContent) && d.englishContent.length > 0 ? d.englishContent : d.slides;
  const slides = z
    .array(z.unknown())
    .catch([])
    .parse(english)
    .map((s) => slideSchema.safeParse(s))
    .flatMap((r) => (r.success ? [r.data] : []))
    .sort((a, b) => a.order - b.order);
  // The avatar wizard's outline targets its own duration: minutes derived from azureDuration.
  const duration = flow === 'avatar' ? azureDuration / 60 : chosenVideoSeconds(d, 'non_avatar') / 60;
  const currentStep = step.catch(1).parse(d.currentStep ?? 1) as WizardStep;
  const furthest = step.catch(currentStep).parse(d.furthestStep ?? currentStep) as WizardStep;
  const durationMinutes = (TEMPLATE_DURATION_MINUTES as readonly number[]).includes(duration) ? duration : DEFAULT_TEMPLATE_DURATION_MINUTES;
  // A stored flow that no longer matches the duration (or none, from before flows were stored) is planned again.
  const storedFlow = templateFlowSchema.safeParse(d.selectedTemplateFlow);
  const selectedTemplateFlow =
    storedFlow.success && storedFlow.data.targetSeconds === durationMinutes * 60 ? storedFlow.data : templateFlowFor(durationMinutes);
  const publish = readPublishOptions(d);
  return {
    slides,
    projectTitle: str(projectName).parse(d.originalEnglishTitle ?? d.projectTitle ?? projectName) || projectName,
    selectedTheme: str(DEFAULT_THEME_ID).parse(d.selectedTheme ?? d.theme ?? DEFAULT_THEME_ID),
    brandLogo: logoSchema
      .nullable()
      .catch(null)
      .parse(d.brandLogo ?? null),
    duration: durationMinutes,
    azureDuration,
    selectedAvatar: avatar?.id ?? null,
    avatarUrl: avatar ? (typeof d.avatarUrl === 'string' && d.avatarUrl ? d.avatarUrl : avatar.imageUrl) : null,
    selectedTemplateFlow,
    contentInput: str('').parse(d.contentInput ?? ''),
    contentSource: z
      .enum(CONTENT_SOURCES)
      .catch('brief')
      .parse(d.contentSource ?? 'brief'),
    selectedStyle: z
      .enum(VIDEO_STYLE_IDS)
      .or(z.literal(''))
      .catch('')
      .parse(d.selectedStyle ?? ''),
    useSupportingMaterials: bool.parse(d.useSupportingMaterials ?? false),
    tone: z
      .enum(TONES)
      .catch(DEFAULT_TONE)
      .parse(d.tone ?? DEFAULT_TONE),
    briefSteering: briefSteeringSchema
      .nullable()
      .catch(null)
      .parse(d.briefSteering ?? null),
    selectedVoice: str('').parse(d.selectedVoice ?? ''),
    selectedLanguage: str(DEFAULT_LANGUAGE).parse(d.selectedLanguage ?? DEFAULT_LANGUAGE) || DEFAULT_LANGUAGE,
    currentStep,
    furthestStep: Math.max(currentStep, furthest) as WizardStep,
    renderId: z
      .string()
      .nullable()
      .catch(null)
      .parse(d.renderId ?? null),
    contentSubmitted: bool.parse(d.contentSubmitted ?? false),
    slidesGenerated: bool.parse(d.slidesGenerated ?? false),
    scriptsGenerated: bool.parse(d.scriptsGenerated ?? false),
    slidesPreviewed: bool.parse(d.slidesPreviewed ?? false),
    videoGenerated: bool.parse(d.videoGenerated ?? false),
    finalVideoUrl: z
      .string()
      .nullable()
      .catch(null)
      .parse(d.finalVideoUrl ?? null),
    completedAt: z
      .string()
      .nullable()
      .catch(null)
      .parse(d.completedAt ?? null),
    translatedSlides: translationCacheSchema.parse(d.translatedSlides ?? {}) as TranslationCache,
    lastTranslatedSlidesHash: z
      .string()
      .nullable()
      .catch(null)
      .parse(d.lastTranslatedSlidesHash ?? null),
    aspectRatio: publish.aspect,
    revealPoints: publish.revealPoints,
    videoFormat: publish.format,
    burnedCaptions: publish.burnedCaptions,
    backgroundMusic: publish.music,
    musicVolume: publish.musicVolume,
  };
}

/** Spec 001 §4 "Translation": choosing an English language clears the translations. */
export function clearTranslationsForEnglish(asked: Partial<WizardState>): Partial<WizardState> {
  if (asked.selectedLanguage === undefined || needsTranslation(asked.selectedLanguage)) return asked;
  return { ...asked, translatedSlides: {}, lastTranslatedSlidesHash: null };
}

/** Spec 001 §2/§4: once a final video exists, every step is locked. */
export const isLocked = (s: Pick<WizardState, 'finalVideoUrl' | 'videoGenerated'>) => Boolean(s.finalVideoUrl) || s.videoGenerated;

/** Fields of the state one wizard does not own, left out of what it saves (the avatar wizard keeps `duration` untouched). */
export const UNSAVED_FIELDS: Record<WizardFlow, readonly (keyof WizardState)[]> = {
  native: ['azureDuration', 'selectedAvatar', 'avatarUrl'],
  avatar: ['duration'],
};
