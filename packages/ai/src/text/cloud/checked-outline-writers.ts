import type { PointSource } from '@lectern/core';
import { z } from 'zod';
import type { OutlineWriters, PlannedSlide } from '../outline-plan';
import type { SlideContent } from '../text-generator';
import { type CitedSlide, checkSlide, citedSlideSchema } from './checked-slide';
import { type OutlineSource, outlineBatchPrompt, outlineSlidePrompt, reaskSlidePrompt } from './prompts';
import type { PlanSection } from './section-plan';

export interface CheckedOutlineDeps {
  /** Asks and validates with a schema (the cloud generator's `completeValid`). */
  ask<T>(prompt: string, schema: z.ZodType<T>): Promise<T>;
  sections: PlanSection[];
  framing: readonly string[];
  source: OutlineSource;
  projectTitle: string;
  log(message: string): void;
}

/**
 * The outline writers of a cloud model with the point checks on every answer (decision 162): each
 * slide's points are checked; failing points are repaired from their cited sentence; a slide with a
 * point that cannot be repaired is asked again once with the reasons; what still fails is left out.
 * The sources of the points shown are kept by slide position for `pointSources`.
 */
export function checkedOutlineWriters(plan: PlannedSlide[], deps: CheckedOutlineDeps) {
  const byId = new Map(deps.sections.map((s) => [s.id, s]));
  const sources = new Map<number, PointSource[]>();

  async function checked(slide: PlannedSlide, answer: CitedSlide, previous: SlideContent[]): Promise<SlideContent> {
    let result = checkSlide(answer, byId, deps.framing);
    if (result.failed.length) {
      deps.log(`Slide ${slide.position} asked again: ${result.failed.map((f) => `"${f.point}" (${f.reasons.join('; ')})`).join(', ')}`);
      try {
        const again = await deps.ask(reaskSlidePrompt(outlineSlidePrompt(slide, plan, previous, deps.source), result.failed), citedSlideSchema);
        result = checkSlide(again, byId, deps.framing);
        // Points that still fail are left out, never shown.
        if (result.failed.length) deps.log(`Slide ${slide.position}: left out ${result.failed.map((f) => `"${f.point}"`).join(', ')}`);
      } catch (error) {
        // The first answer's passing and repaired points stand; its failing points are already left out.
        deps.log(`Slide ${slide.position} could not be asked again: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    sources.set(slide.position, result.sources);
    return result.content;
  }

  const writers: OutlineWriters = {
    async batch() {
      const answer = await deps.ask(
        outlineBatchPrompt(plan, deps.source, deps.projectTitle),
        z.object({ slides: z.array(citedSlideSchema).length(plan.length, `Expected exactly ${plan.length} slides`) }),
      );
      const out: SlideContent[] = [];
      for (const [i, slide] of plan.entries()) out.push(await checked(slide, answer.slides[i] as CitedSlide, out));
      return out;
    },
    async single(slide, all, previous) {
      return checked(slide, await deps.ask(outlineSlidePrompt(slide, all, previous, deps.source), citedSlideSchema), previous);
    },
  };

  /** The sources of a slide's points as shown (points cut by the slide's limits lose theirs). */
  const sourcesFor = (position: number, shown: string[]) => (sources.get(position) ?? []).filter((s) => shown.includes(s.point));
  return { writers, sourcesFor };
}
