import type { PlannedSlide } from '../../outline-plan';
import type { SlideContent } from '../../text-generator';
import { distinctKeyphrases } from '../analysis/keyphrases';
import { capitalize, joinList, lowerFirst, stripTrailingPunctuation } from '../text-shaping';
import { imageKeywordFrom } from './image-keyword-from';
import type { OutlineContext } from './outline-context';
import { titleKey, uniqueTitle } from './slide-titles';
import { visualCuesFor } from './visual-cues-for';
import type { OutlineWriterState } from './writer-state';

/**
 * What the closing slide recaps, never a point an earlier slide showed word for word (issue 20 item 4):
 * the brief's steps, else the topics of the slides (their titles); when those are the very points shown,
 * one line that runs through them briefly.
 */
export function recapPoints(steps: string[], named: string[], shown: Set<string>): string[] {
  const fresh = (items: string[]) => items.every((p) => !shown.has(titleKey(p)));
  if (steps.length >= 2 && fresh(steps)) return steps.slice(0, 5);
  const names = named.filter((t) => !shown.has(titleKey(t)));
  if (names.length >= 2 || (names.length === named.length && steps.length < 2)) return names.slice(0, 5);
  const items = steps.length >= 2 ? steps : named;
  // Titles are in Title Case: inside the line their words are lower-case, acronyms and names in capitals kept.
  const plain = (t: string) => (steps.length >= 2 ? lowerFirst(t) : t.replace(/\b[A-Z][a-z'’-]+\b/g, (w) => w.toLowerCase()));
  if (items.length >= 2) return [capitalize(joinList(items.slice(0, 5).map((p) => plain(stripTrailingPunctuation(p)))))];
  return names.slice(0, 5);
}

/** The closing slide of the outline: it names what the video covered. */
export function writeClosingSlide(ctx: OutlineContext, index: number, state: OutlineWriterState): SlideContent {
  const slide = ctx.plan[index] as PlannedSlide;
  // A closing content slide recaps by naming what the video covered (its content slides' titles),
  // never by showing their sentences again; a brief made of steps recaps its steps.
  const steps = ctx.analysis.request?.steps ?? [];
  // (a slide named after the video itself, its opening's "About …", is no topic to recap, decision 191)
  const named = state.contentTitles.filter((t) => t && !titleKey(t).includes(titleKey(ctx.topic)));
  const keyPoints = recapPoints(steps.length >= 2 ? steps : [], named, state.shownPoints);
  const keyword = imageKeywordFrom(distinctKeyphrases(ctx.analysis.keyphrases, 6));
  const title = uniqueTitle([slide.purpose], state, slide.purpose);
  return { title, description: `A recap of ${ctx.topic}.`, keyPoints, visualCues: visualCuesFor('bullet-points', title, keyword), imageKeyword: keyword };
}
