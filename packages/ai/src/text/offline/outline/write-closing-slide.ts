import type { PlannedSlide } from '../../outline-plan';
import type { SlideContent } from '../../text-generator';
import { distinctKeyphrases } from '../analysis/keyphrases';
import { capitalize, joinList, lowerFirst, stripTrailingPunctuation } from '../text-shaping';
import { imageKeywordFrom } from './image-keyword-from';
import { joinNames } from './join-names';
import type { OutlineContext } from './outline-context';
import { titleKey, uniqueTitle } from './slide-titles';
import { visualCuesFor } from './visual-cues-for';
import type { OutlineWriterState } from './writer-state';

/**
 * What the closing slide recaps, never a point an earlier slide showed word for word (issue 20 item 4):
 * the brief's steps, else the topics of the slides (their titles); when those are the very points shown,
 * one line that runs through them briefly.
 */
export function recapPoints(steps: string[], named: string[], shown: Set<string>, all = false): string[] {
  const fresh = (items: string[]) => items.every((p) => !shown.has(titleKey(p)));
  // (`all`: every item, for the caller to group on its lines; else the first five)
  const some = (items: string[]) => (all ? items : items.slice(0, 5));
  if (steps.length >= 2 && fresh(steps)) return some(steps);
  const names = named.filter((t) => !shown.has(titleKey(t)));
  if (names.length >= 2 || (names.length === named.length && steps.length < 2)) return some(names);
  const items = steps.length >= 2 ? steps : named;
  // Titles are in Title Case: inside the line their words are lower-case, acronyms and names in capitals kept.
  const plain = (t: string) => (steps.length >= 2 ? lowerFirst(t) : t.replace(/\b[A-Z][a-z'’-]+\b/g, (w) => w.toLowerCase()));
  if (items.length >= 2) return [capitalize(joinList(items.slice(0, 5).map((p) => plain(stripTrailingPunctuation(p)))))];
  return names.slice(0, 5);
}

const wordsOf = (t: string) => t.split(/\s+/).filter(Boolean).length;
/** A title's parts ("Hotels, Meals and Daily Allowance" → Hotels, Meals, Daily Allowance). */
const partsOf = (t: string) => t.split(/\s*,\s+|\s+(?:and|&)\s+/i).filter(Boolean);

/**
 * Every topic the video covered on at most `max` lines (decision 194): neighbouring topics share a
 * line, the shortest pair first ("Claiming Expenses, Safety While Travelling and Exceptions"), so
 * no slide's topic is left out of the recap for want of room.
 */
export function groupTopics(names: string[], max: number): string[] {
  const out = [...names];
  while (out.length > Math.max(1, max)) {
    let at = 0;
    for (let k = 1; k + 1 < out.length; k++) if (wordsOf(`${out[k]} ${out[k + 1]}`) < wordsOf(`${out[at]} ${out[at + 1]}`)) at = k;
    out.splice(at, 2, joinNames([out[at] as string, out[at + 1] as string]));
  }
  return out;
}

/**
 * One line through every topic the video covered, for a closing Key Message with no message left to
 * show (decision 194): the slides' titles in their parts, each slide represented; when that runs past
 * `maxWords` or eight items, the longest titles give only their first part ("Claiming Expenses" for
 * "Claiming Expenses and Safety While Travelling") until it fits. Inside the line, words are lower-case.
 */
export function topicsLine(titles: string[], maxWords: number): string {
  const kept = titles.map((t) => partsOf(t));
  const items = () => kept.flat();
  const fits = () => items().length <= 8 && wordsOf(items().join(' ')) + 1 <= maxWords;
  while (!fits()) {
    const longest = kept.reduce(
      (best, p, k) => (p.length > 1 && (best < 0 || wordsOf(p.join(' ')) > wordsOf((kept[best] as string[]).join(' '))) ? k : best),
      -1,
    );
    if (longest < 0) break;
    kept[longest] = (kept[longest] as string[]).slice(0, 1);
  }
  const list = items().slice(0, 8);
  return list.length ? capitalize(joinList(list.map((t) => t.replace(/\b[A-Z][a-z'’-]+\b/g, (w) => w.toLowerCase())))) : '';
}

/** The closing slide of the outline: it names what the video covered. */
export function writeClosingSlide(ctx: OutlineContext, index: number, state: OutlineWriterState): SlideContent {
  const slide = ctx.plan[index] as PlannedSlide;
  // A closing content slide recaps by naming what the video covered (its content slides' titles),
  // never by showing their sentences again; a brief made of steps recaps its steps.
  const steps = ctx.analysis.request?.steps ?? [];
  // (a slide named after the video itself, its opening's "About …", is no topic to recap, decision 191)
  const named = state.contentTitles.filter((t) => t && !titleKey(t).includes(titleKey(ctx.topic)));
  const listed = recapPoints(steps.length >= 2 ? steps : [], named, state.shownPoints, true);
  // Every topic on at most five lines, four when the last line says what the video leaves out (write-outline.ts).
  const keyPoints = listed.length > 1 ? groupTopics(listed, ctx.leftOut.headings.length ? 4 : 5) : listed;
  const keyword = imageKeywordFrom(distinctKeyphrases(ctx.analysis.keyphrases, 6));
  const title = uniqueTitle([slide.purpose], state, slide.purpose);
  return {
    title,
    description: `A recap of ${clauseTitle(ctx.topic) ?? ctx.topic}.`,
    keyPoints,
    visualCues: visualCuesFor('bullet-points', title, keyword),
    imageKeyword: keyword,
  };
}
