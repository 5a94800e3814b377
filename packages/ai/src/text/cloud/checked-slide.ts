import type { PointSource } from '@lectern/core';
import { z } from 'zod';
import { splitSentences } from '../nlp/split-sentences';
import { withoutLengthFraming } from '../offline/request/without-length-framing';
import { framingIn } from '../point-checks/brief-framing';
import { sharedContentShare } from '../point-checks/content-words';
import { looksLikeCode } from '../point-checks/looks-like-code';
import { normalised } from '../point-checks/plain-words';
import { ATTRIBUTION_SHARE, pointProblems } from '../point-checks/point-checks';
import { type SlideContent, slideContentSchema } from '../text-generator';
import type { PlanSection } from './section-plan';

/**
 * Where a model says a point comes from: the section id(s) of the plan and the sentence it was made
 * from. A point that joins facts of several sections (a comparison, a recap) cites each of them.
 */
const citationSchema = z.object({
  point: z.string().trim().min(1),
  section: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(/[,;]\s*|\s+and\s+/)).map((id) => id.trim().replace(/^\[|\]$/g, '')).filter(Boolean)),
  sentence: z.string().trim().default(''),
});
export type Citation = z.infer<typeof citationSchema>;

/** A slide as a cloud model answers it: the slide's fields and its points' citations, malformed citations left out. */
export const citedSlideSchema = slideContentSchema.extend({
  pointSources: z
    .array(z.unknown())
    .default([])
    .transform((list) => list.flatMap((c) => citationSchema.safeParse(c).data ?? [])),
});
export type CitedSlide = z.infer<typeof citedSlideSchema>;

export interface CheckedSlide {
  /** The slide with its failing points repaired or left out. */
  content: SlideContent;
  /** Where each shown point comes from. */
  sources: PointSource[];
  /** Points that failed and could not be repaired, with why: the slide is asked again with these. */
  failed: { point: string; reasons: string[] }[];
}

/** A repair longer than this is a paragraph, not a point. */
const MAX_REPAIR_WORDS = 40;

const sameText = (a: string, b: string) => normalised(a) === normalised(b);

/** Share of content words, both ways, that makes a citation's point the same point. */
const SAME_POINT = 0.8;

/** The citation of a point: the one that repeats it, else one whose point has the same content words (a model that re-punctuated it). */
const citationOf = (point: string, citations: Citation[]) =>
  citations.find((c) => sameText(c.point, point)) ??
  citations.find((c) => sharedContentShare(point, c.point) >= SAME_POINT && sharedContentShare(c.point, point) >= SAME_POINT);

/** The page of the block holding a sentence, else the section's. */
function pageOf(section: PlanSection, sentence: string): number | undefined {
  const n = normalised(sentence);
  return section.blocks.find((b) => normalised(b.text).includes(n))?.page ?? section.page;
}

/** The section's sentence a point is closest to, for a source whose citation gave none that exists. */
function closestSentence(point: string, section: PlanSection): string {
  let best = '';
  let bestShare = -1;
  for (const s of splitSentences(section.text)) {
    const share = sharedContentShare(point, s.text);
    if (share > bestShare) [best, bestShare] = [s.text, share];
  }
  return best;
}

const sourceOf = (point: string, section: PlanSection, excerpt: string): PointSource => ({
  point,
  kind: section.kind,
  document: section.document.slice(0, 300),
  ...(pageOf(section, excerpt) ? { page: pageOf(section, excerpt) } : {}),
  section: section.path.slice(0, 9).map((h) => h.slice(0, 300)),
  excerpt: excerpt.slice(0, 2000),
});

/**
 * The point checks (decision 162) on one slide of a model's answer. A point that passes keeps its
 * citation as its source. A failing point is replaced by the sentence it cites when that sentence
 * is in the cited section and passes the same checks; otherwise it is left out and reported, so the
 * slide can be asked again with the reasons. Points without a valid citation cannot be attributed.
 */
export function checkSlide(slide: CitedSlide, sections: ReadonlyMap<string, PlanSection>, framing: readonly string[]): CheckedSlide {
  const sources: PointSource[] = [];
  const failed: CheckedSlide['failed'] = [];
  const checkList = (points: string[]) =>
    points.flatMap((raw) => {
      const point = raw.trim();
      if (!point) return [];
      const citation = citationOf(point, slide.pointSources);
      const cited = citation?.section.flatMap((id) => sections.get(id) ?? []) ?? [];
      const holder = citation?.sentence ? cited.find((c) => ` ${normalised(c.text)} `.includes(` ${normalised(citation.sentence)} `)) : undefined;
      const sentence = holder ? citation?.sentence : undefined;
      const section = holder ?? cited[0];
      const text = cited.length ? cited.map((c) => c.text).join('\n') : undefined;
      const problems = pointProblems(point, { framing, section: text, sentence });
      if (section && !problems.length) {
        sources.push(sourceOf(point, section, sentence ?? closestSentence(point, section)));
        return [point];
      }
      // The cited sentence repairs the point only when it is the point's own source (it says what the
      // point says) and passes the checks itself; a fact the slide already shows is not shown twice.
      const repair = sentence?.replace(/^[-*•]\s+/, '');
      if (
        section &&
        repair &&
        repair.split(/\s+/).length <= MAX_REPAIR_WORDS &&
        sharedContentShare(point, repair) >= ATTRIBUTION_SHARE &&
        !pointProblems(repair, { framing, section: text, sentence: repair }).length
      ) {
        if (sources.some((s) => sameText(s.point, repair))) return [];
        sources.push(sourceOf(repair, section, repair));
        return [repair];
      }
      failed.push({ point, reasons: problems.map((p) => p.reason) });
      return [];
    });
  const { pointSources: _citations, ...fields } = slide;
  const content: SlideContent = {
    ...fields,
    keyPoints: checkList(slide.keyPoints),
    // Decision 159: a title loses the length the video was made for ("A 3-Minute Introduction to MFA" → "Introduction to MFA").
    title: framingIn(slide.title, framing) ? withoutLengthFraming(slide.title).replace(/^an?\s+/i, '') || slide.title : slide.title,
    // The description is shown too: code or the brief's framing there is dropped, not shipped.
    description: looksLikeCode(slide.description) || framingIn(slide.description, framing) ? '' : slide.description,
  };
  if (slide.leftColumnPoints) content.leftColumnPoints = checkList(slide.leftColumnPoints);
  if (slide.rightColumnPoints) content.rightColumnPoints = checkList(slide.rightColumnPoints);
  return { content, sources, failed };
}
