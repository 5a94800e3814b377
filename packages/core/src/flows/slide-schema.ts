import { z } from 'zod';
import { slideQuizSchema } from './slide-quiz';
import { SLIDE_TEMPLATE_IDS } from './slide-templates';

/** Spec 001 §3 "Image" as stored on a slide (attribution for stock sources). */
export const slideImageSchema = z.object({
  url: z.string(),
  keywords: z.array(z.string()).default([]),
  source: z.enum(['generated', 'upload', 'unsplash', 'shutterstock']).default('generated'),
  unsplashId: z.string().optional(),
  shutterstockId: z.string().optional(),
  attribution: z.object({ author: z.string(), authorUrl: z.string().optional(), source: z.string() }).optional(),
  /** The source was told this photo is used (spec 001 §7 download tracking), so it is told once. */
  downloadTracked: z.boolean().optional(),
});
export type SlideImage = z.infer<typeof slideImageSchema>;

/**
 * Where one point of a slide comes from (issue 20 item 3): the document (its file name, a page's
 * title, "Your brief"), the page where it has pages, the section's heading path, and the source's
 * own sentence or list item the point was made from, so a trainer can check a fact in one click.
 * Keyed by the point's text: a point the user rewrites is no longer the source's words and loses
 * its source; reordering keeps it.
 */
export const pointSourceSchema = z.object({
  point: z.string(),
  kind: z.enum(['document', 'web', 'captions', 'brief']),
  document: z.string().max(300),
  page: z.number().int().positive().optional(),
  /** Heading path from the top, outermost first: ["Benefits", "Health insurance"]. */
  section: z.array(z.string().max(300)).max(9).default([]),
  /** The source's own sentence or list item, as extracted. */
  excerpt: z.string().max(2000),
});
export type PointSource = z.infer<typeof pointSourceSchema>;

/**
 * A designed visual drawn where a picture would stand when no picture is about the slide
 * (issue 21 item 3, decision 173): a key figure the slide states ("600,000" with "iterations of
 * PBKDF2"), a step's number, or a key term, in the theme's colours. Chosen by keyVisualFor.
 */
export const keyVisualSchema = z.object({
  kind: z.enum(['figure', 'term', 'step']),
  text: z.string().trim().min(1).max(40),
  caption: z.string().trim().max(120).optional(),
});
export type KeyVisual = z.infer<typeof keyVisualSchema>;

/**
 * Spec 001 §3 "Slide". The slide document (in progress_data.slides) is the single source of
 * truth for the browser preview and the server render (DESIGN.md); imageBlob is never saved.
 */
export const slideSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  description: z.string().default(''),
  script: z.string().default(''),
  duration: z.number().positive(),
  order: z.number().int().nonnegative(),
  keyPoints: z.array(z.string()).default([]),
  templateId: z.enum(SLIDE_TEMPLATE_IDS),
  visualCues: z.array(z.string()).default([]),
  avatarVisible: z.boolean().default(false),
  imageKeyword: z.string().default(''),
  contextualImage: slideImageSchema.nullable().optional(),
  availableImages: z.array(slideImageSchema).optional(),
  userSelectedNoImage: z.boolean().optional(),
  /** Drawn in the picture's place when the slide has no picture and no "No Image" choice (decision 173). */
  keyVisual: keyVisualSchema.nullable().optional(),
  leftColumnTitle: z.string().optional(),
  leftColumnPoints: z.array(z.string()).optional(),
  rightColumnTitle: z.string().optional(),
  rightColumnPoints: z.array(z.string()).optional(),
  /** Where the slide's points (key points and column points) come from (issue 20 item 3); a point without an entry has no known source. */
  pointSources: z.array(pointSourceSchema).max(60).optional(),
  /**
   * A quiz slide's question (issue 22 item 1, decision 175). Quiz slides made before it carry
   * their answer only in a visual cue: they load and play as before, asking nothing.
   */
  quiz: slideQuizSchema.optional(),
});
export type Slide = z.infer<typeof slideSchema>;

/** Spec 001 §3 "Brand logo" (url to a project asset, natural size). */
export const brandLogoSchema = z.object({ url: z.string(), width: z.number().positive(), height: z.number().positive() });
export type BrandLogo = z.infer<typeof brandLogoSchema>;
