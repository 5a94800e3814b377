import { z } from 'zod';

/**
 * Frame shapes a video can be published in (issue 14): landscape for players and LMSs, vertical
 * for phones and social feeds, square for feeds that crop. The long side stays 1920 px (spec 001 §9
 * canvas), so a slide's type sizes keep their meaning in every shape.
 */
export const ASPECT_RATIOS = {
  '16:9': { width: 1920, height: 1080, label: 'Landscape', hint: 'Players, LMSs and presentations' },
  '9:16': { width: 1080, height: 1920, label: 'Vertical', hint: 'Phones, Stories, Reels and Shorts' },
  '1:1': { width: 1080, height: 1080, label: 'Square', hint: 'Social feeds' },
} as const;

export const ASPECT_RATIO_IDS = ['16:9', '9:16', '1:1'] as const;
export type AspectRatioId = (typeof ASPECT_RATIO_IDS)[number];
export const aspectRatioSchema = z.enum(ASPECT_RATIO_IDS);
export const DEFAULT_ASPECT_RATIO: AspectRatioId = '16:9';

export interface PageSize {
  width: number;
  height: number;
}

/** The canvas size of a shape; anything unknown is the spec's 1920×1080. */
export function pageSize(aspect: string | null | undefined): PageSize {
  const known = aspectRatioSchema.safeParse(aspect);
  const { width, height } = ASPECT_RATIOS[known.success ? known.data : DEFAULT_ASPECT_RATIO];
  return { width, height };
}

/** A stored value read leniently: old projects have none and render 16:9. */
export function readAspectRatio(value: unknown): AspectRatioId {
  const known = aspectRatioSchema.safeParse(value);
  return known.success ? known.data : DEFAULT_ASPECT_RATIO;
}

export type PageShape = 'landscape' | 'portrait' | 'square';

/**
 * Which layout family a page uses (decision 143): wide pages lay out as 16:9, tall ones as 9:16,
 * everything in between as 1:1. Lets any page size draw, not only the three published ones.
 */
export function pageShape(page: PageSize): PageShape {
  if (page.width >= page.height * 1.5) return 'landscape';
  if (page.height >= page.width * 1.5) return 'portrait';
  return 'square';
}
