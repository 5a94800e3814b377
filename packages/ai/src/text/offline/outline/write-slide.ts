import type { PlannedSlide } from '../../outline-plan';
import type { SlideContent } from '../../text-generator';
import type { OutlineContext } from './outline-context';
import { writeClosingSlide } from './write-closing-slide';
import { writeContentSlide } from './write-content-slide';
import { writeQuoteSlide } from './write-quote-slide';
import { writeTitleSlide } from './write-title-slide';
import type { OutlineWriterState } from './writer-state';

/** Writes one planned slide from the source (deterministic: same context and state, same slide). */
export function writeOfflineSlide(ctx: OutlineContext, index: number, state: OutlineWriterState): SlideContent {
  const slide = ctx.plan[index] as PlannedSlide;
  if (slide.templateId === 'title-slide') return writeTitleSlide(ctx, state);
  if (slide.templateId === 'focus-quote') return writeQuoteSlide(ctx, index, state);
  if (index === ctx.plan.length - 1) return writeClosingSlide(ctx, index, state);
  return writeContentSlide(ctx, index, state);
}
