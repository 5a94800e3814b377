import {
  type BriefSteering,
  briefSteeringSchema,
  DEFAULT_TONE,
  SLIDE_TEMPLATE_IDS,
  slideQuizSchema,
  slideSchema,
  TONES,
  type Tone,
  VIDEO_STYLE_IDS,
} from '@lectern/core';
import { z } from 'zod';
import { documentTreeSchema } from '../documents/tree/document-tree-schema';
import type { WithSupportingDocuments } from './supporting-materials';

/** Boundaries of the text-generation providers (DESIGN.md "Providers"); every adapter takes and returns these shapes. */

export const analyzeInputSchema = z.object({
  content: z.string().trim().min(1, 'Content is required'),
  /** Target video length in seconds. */
  targetDuration: z.number().positive().max(900).default(120),
  styleId: z.enum(VIDEO_STYLE_IDS).default('executive-brief'),
  /** BCP 47 language the content is written in; titles are Title Cased only in a language that does (core `titleCases`). Default en-US. */
  language: z.string().min(2).optional(),
});
export type AnalyzeInput = z.input<typeof analyzeInputSchema>;

export const analysisSchema = z.object({
  title: z.string(),
  summary: z.string(),
  sections: z.array(z.object({ heading: z.string(), keyPoints: z.array(z.string()) })),
  keySentences: z.array(z.string()),
  keywords: z.array(z.string()),
  wordCount: z.number().int().nonnegative(),
  suggestedSlideCount: z.number().int().positive(),
});
export type ContentAnalysis = z.infer<typeof analysisSchema>;

/** More parts than a readable web page has (ARTICLE_LIMITS keeps a page's text within bounds already). */
const MAX_SOURCE_TREE_NODES = 5_000;

export const outlineInputSchema = z
  .object({
    brief: z.string().default(''),
    sourceText: z.string().default(''),
    styleId: z.enum(VIDEO_STYLE_IDS),
    durationSeconds: z.number().positive().max(900),
    projectTitle: z.string().default(''),
    /** BCP 47 language the brief and sources are written in; titles are Title Cased only in a language that does (core `titleCases`). Default en-US. */
    language: z.string().min(2).optional(),
    /**
     * What the given sourceText is — pasted text, a web page or a video's captions, with its title — so a point from it names its
     * source (decision 161); a web page's structure comes with it (issue 20 item 1), so its points name their section.
     */
    sourceOrigin: z
      .object({
        kind: z.enum(['text', 'web', 'captions']),
        title: z.string().trim().max(300).default(''),
        tree: documentTreeSchema.refine((tree) => tree.nodes.length <= MAX_SOURCE_TREE_NODES, 'The page has too many parts to read.').optional(),
      })
      .optional(),
  })
  .refine((v) => (v.brief + v.sourceText).trim().length > 0, { message: 'A brief or source text is required', path: ['brief'] });
export type OutlineInput = z.input<typeof outlineInputSchema>;

/** What a provider writes for one planned slide; timing, ids and template come from the plan. */
export const slideContentSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().default(''),
  keyPoints: z.array(z.string()).default([]),
  visualCues: z.array(z.string()).default([]),
  imageKeyword: z.string().default(''),
  leftColumnTitle: z.string().optional(),
  leftColumnPoints: z.array(z.string()).optional(),
  rightColumnTitle: z.string().optional(),
  rightColumnPoints: z.array(z.string()).optional(),
  /** A comparison slide whose material states no contrast may be written as bullet points instead (the only change of template allowed). */
  templateId: z.enum(SLIDE_TEMPLATE_IDS).optional(),
  /** A quiz slide's question and answers (decision 175); one that breaks the quiz rules is dropped, not the slide. */
  quiz: slideQuizSchema.optional().catch(undefined),
});
export type SlideContent = z.infer<typeof slideContentSchema>;

/** What the brief asked of the video's form (decision 118); the schema lives with the flow constants. */
export { briefSteeringSchema };
export type BriefSteeringSummary = BriefSteering;

export const outlineResultSchema = z.object({
  slides: z.array(slideSchema).min(1),
  /** Spec 001 §4: the batch call failed and slides were written one by one. */
  usedPerSlideFallback: z.boolean(),
  /** 1-based positions of slides that got the "{Purpose} Slide" placeholder. */
  placeholderSlides: z.array(z.number().int().positive()),
  /** The brief's steering (decision 118); absent from providers that do not report it. */
  steering: briefSteeringSchema.optional(),
});
export type OutlineResult = z.infer<typeof outlineResultSchema>;

export const scriptsInputSchema = z.object({
  slides: z.array(slideSchema.partial({ id: true, order: true }).extend({ id: z.string().min(1) })).min(1),
  projectTitle: z.string().default(''),
  /** The tone chosen in the wizard; absent, the brief's stated tone, else Professional (decision 118, see `scriptTone`). */
  tone: z.enum(TONES).optional(),
  sourceText: z.string().default(''),
  styleId: z.enum(VIDEO_STYLE_IDS).default('executive-brief'),
  /** What the brief asked (decision 118): an emphasis makes the narration state the rules plainly. */
  steering: briefSteeringSchema.optional(),
  /** The narration voice chosen in the wizard, when known: the word budget uses its measured pace (core speech-pace, decision 150). */
  voice: z.string().trim().min(1).max(200).optional(),
});
export type ScriptsInput = z.input<typeof scriptsInputSchema>;

/** Decision 118: the tone the request names wins; without one, the tone the brief states; else spec 001 §3's default. */
export const scriptTone = (input: { tone?: Tone; steering?: { tone: Tone | null } }): Tone => input.tone ?? input.steering?.tone ?? DEFAULT_TONE;

export const scriptsResultSchema = z.object({
  scripts: z.array(z.object({ slideId: z.string(), script: z.string(), visualCues: z.array(z.string()) })),
});
export type ScriptsResult = z.infer<typeof scriptsResultSchema>;

export const keywordInputSchema = z.object({ text: z.string().default('') });
export type KeywordInput = z.input<typeof keywordInputSchema>;
export const keywordResultSchema = z.object({ keyword: z.string().min(1) });
export type KeywordResult = z.infer<typeof keywordResultSchema>;

export const translateInputSchema = z.object({ text: z.string(), targetLanguage: z.string().min(2) });
export type TranslateInput = z.input<typeof translateInputSchema>;
export const translateResultSchema = z.object({ text: z.string(), translated: z.boolean() });
export type TranslateResult = z.infer<typeof translateResultSchema>;

export type ProviderName = 'offline' | 'openai' | 'gemini';

export interface TextGenerator {
  readonly provider: ProviderName;
  analyze(input: AnalyzeInput): Promise<ContentAnalysis>;
  /** `documents`: the project's documents one by one with their structure trees (decision 157); their text is also in `sourceText`. */
  outline(input: OutlineInput & WithSupportingDocuments): Promise<OutlineResult>;
  scripts(input: ScriptsInput & WithSupportingDocuments): Promise<ScriptsResult>;
  keyword(input: KeywordInput): Promise<KeywordResult>;
  /** Never throws for provider failures: spec 001 §8 "translation calls log and return the original text". */
  translate(input: TranslateInput): Promise<TranslateResult>;
}

/** A provider failure with the message the user should see (spec 001 §8 "Text generation"). */
export class TextGenerationError extends Error {
  override readonly name = 'TextGenerationError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
