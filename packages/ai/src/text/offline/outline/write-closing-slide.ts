import type { PlannedSlide } from '../../outline-plan';
import type { SlideContent } from '../../text-generator';
import { distinctKeyphrases } from '../analysis/keyphrases';
import { imageKeywordFrom } from './image-keyword-from';
import type { OutlineContext } from './outline-context';
import { titleKey, uniqueTitle } from './slide-titles';
import { visualCuesFor } from './visual-cues-for';
import type { OutlineWriterState } from './writer-state';

/** The closing slide of the outline: it names what the video covered. */
export function writeClosingSlide(ctx: OutlineContext, index: number, state: OutlineWriterState): SlideContent {
  const slide = ctx.plan[index] as PlannedSlide;
  // A closing content slide recaps by naming what the video covered (its content slides' titles),
  // never by showing their sentences again; a brief made of steps recaps its steps.
  const steps = ctx.analysis.request?.steps ?? [];
  const named = state.contentTitles.filter((t) => t && titleKey(t) !== titleKey(ctx.topic));
  const keyPoints = steps.length >= 2 ? steps.slice(0, 5) : named.slice(0, 5);
  const keyword = imageKeywordFrom(distinctKeyphrases(ctx.analysis.keyphrases, 6));
  const title = uniqueTitle([slide.purpose], state, slide.purpose);
  return { title, description: `A recap of ${ctx.topic}.`, keyPoints, visualCues: visualCuesFor('bullet-points', title, keyword), imageKeyword: keyword };
}
