import { z } from 'zod';
import { type PointSource, pointSourceSchema } from './slide-schema';

/**
 * Rules for where a slide's points come from (issue 20 item 3, decision 161), shared by the
 * Outline step, the project save and the translation view.
 */

/** The document a point from the brief names: the line reads "from your brief". */
export const BRIEF_SOURCE_NAME = 'Your brief';
/** Pasted text is the person's own words too: "from your text". */
export const PASTED_TEXT_SOURCE_NAME = 'Your text';

export const POINT_SOURCE_MESSAGES = {
  invalid: 'A slide’s point sources must each name the point, its document and the words it comes from.',
} as const;

export const pointSourcesSchema = z.array(pointSourceSchema).max(60);

type WithPoints = {
  keyPoints?: readonly string[];
  leftColumnPoints?: readonly string[];
  rightColumnPoints?: readonly string[];
  pointSources?: readonly PointSource[];
};

/** Every point a slide shows: key points, then each column's points. */
export const slidePoints = (slide: WithPoints): string[] =>
  [slide.keyPoints, slide.leftColumnPoints, slide.rightColumnPoints].flatMap((list) => (Array.isArray(list) ? list.filter((p) => typeof p === 'string') : []));

/**
 * The slide with only the sources of points it still shows: a source is keyed by its point's text,
 * so a point the person rewrote (or removed) loses its source and no stale one is shown or saved.
 */
export function withCurrentPointSources<S extends WithPoints>(slide: S): S {
  if (slide.pointSources === undefined) return slide;
  const shown = new Set(slidePoints(slide));
  const kept = slide.pointSources.filter((s) => shown.has(s.point));
  if (kept.length === slide.pointSources.length) return slide;
  const { pointSources: _dropped, ...rest } = slide;
  return (kept.length ? { ...rest, pointSources: kept } : rest) as S;
}

/** The source of one point as shown, if it has one. */
export const sourceOfPoint = (slide: WithPoints, point: string): PointSource | undefined => slide.pointSources?.find((s) => s.point === point);

/**
 * A translated slide's sources (decision 161): each translated point keeps the source of the
 * English point at the same position in the same list; the excerpt stays in the document's own
 * words, which is what a trainer checks against.
 */
export function translatedPointSources(english: WithPoints, translated: WithPoints): PointSource[] | undefined {
  if (!english.pointSources?.length) return undefined;
  const out: PointSource[] = [];
  for (const field of ['keyPoints', 'leftColumnPoints', 'rightColumnPoints'] as const) {
    const from = english[field] ?? [];
    const to = translated[field] ?? [];
    if (from.length !== to.length) continue;
    from.forEach((point, i) => {
      const source = sourceOfPoint(english, point);
      const now = to[i];
      if (source && now !== undefined && !out.some((s) => s.point === now)) out.push({ ...source, point: now });
    });
  }
  return out.length ? out : undefined;
}

/** Where in its document a point is: "p. 3" (Page 3), or for a deck "slide 4" (Slide 4); null when not known. */
export function pointSourcePage(source: PointSource): { label: 'Page' | 'Slide'; short: string } | null {
  if (source.page === undefined) return null;
  // A deck's pages are its slides.
  return /\.pptx$/i.test(source.document) ? { label: 'Slide', short: `slide ${source.page}` } : { label: 'Page', short: `p. ${source.page}` };
}

/**
 * The quiet line under a point in the Outline step: "from benefits.pdf · p. 3 · Health insurance"
 * (the page only when known, a deck's slide as "slide 4", the innermost heading), "from your brief"
 * for the brief's points.
 */
export function pointSourceLine(source: PointSource): string {
  const name = source.kind === 'brief' ? source.document.charAt(0).toLowerCase() + source.document.slice(1) : source.document;
  const parts = [`from ${name}`];
  const page = pointSourcePage(source);
  if (page) parts.push(page.short);
  const heading = source.section[source.section.length - 1];
  if (heading) parts.push(heading);
  return parts.join(' · ');
}

/** The progress_data fields that hold slides (spec 001 §3: the slides, and the English ones beside a translation). */
const SLIDE_LISTS = ['slides', 'englishContent'] as const;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Whether every slide of saved progress carries well-formed sources (or none): a slide that fails the schema is not drawn. */
export function pointSourcesAreValid(progress: Record<string, unknown>): boolean {
  return SLIDE_LISTS.every((field) => {
    const slides = progress[field];
    if (!Array.isArray(slides)) return true;
    return slides.every((s) => !isObject(s) || s.pointSources === undefined || pointSourcesSchema.safeParse(s.pointSources).success);
  });
}

/** Saved progress whose slides keep only the sources of points they still show (withCurrentPointSources on each). */
export function withCurrentPointSourcesIn<P extends Record<string, unknown>>(progress: P): P {
  const out: Record<string, unknown> = { ...progress };
  for (const field of SLIDE_LISTS) {
    const slides = progress[field];
    if (Array.isArray(slides)) out[field] = slides.map((s) => (isObject(s) && Array.isArray(s.pointSources) ? withCurrentPointSources(s as WithPoints) : s));
  }
  return out as P;
}
