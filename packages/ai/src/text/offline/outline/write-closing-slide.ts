import { spokenWords } from '@lectern/core';
import type { PlannedSlide } from '../../outline-plan';
import type { SlideContent } from '../../text-generator';
import { distinctKeyphrases } from '../analysis/keyphrases';
import { nextStepSentence } from '../narration/closing-pieces';
import { clauseTitle } from '../narration/framing-clause-title';
import { capitalize, countWords, joinList, lowerFirst, stripTrailingPunctuation, titleCase } from '../text-shaping';
import { imageKeywordFrom } from './image-keyword-from';
import { joinNames } from './join-names';
import { leftOutNote, namedLeftOut } from './left-out-note';
import { actionName } from './message-topics';
import type { OutlineContext } from './outline-context';
import { MAX_TITLE_WORDS } from './outline-limits';
import { normalizeTitle, titleKey, uniqueTitle } from './slide-titles';
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

/**
 * The closing slide of the outline: it shows what its narration says, in the same order (decision 216).
 * A brief made of steps recaps its steps; otherwise the close shows what the viewer has not heard yet:
 * the sections the video left out ("Also in Benefits & Perks: Dental Cover and Vision Insurance") and
 * the source's own next step ("Contact the benefits team at benefits@contoso.example"), which the
 * voice says too (narration/closing-pieces.ts). The topics every slide's transition already named are
 * not listed again: the voice no longer says them, and a viewer would read headings the presenter
 * never says. With nothing new, the close shows no list: a short close under the video's subject.
 */
export function writeClosingSlide(ctx: OutlineContext, index: number, state: OutlineWriterState): SlideContent {
  const slide = ctx.plan[index] as PlannedSlide;
  const keyword = imageKeywordFrom(distinctKeyphrases(ctx.analysis.keyphrases, 6));
  const steps = ctx.analysis.request?.steps ?? [];
  // (the steps themselves, when no slide showed them as they are: the voice recaps a brief's steps)
  // (the voice says a brief's steps on the close, lead-pieces.ts: the slide shows them, or one line through them when a slide showed them as they are)
  if (steps.length >= 2) {
    const listed = recapPoints(steps, [], state.shownPoints, true);
    const keyPoints = listed.length > 1 ? groupTopics(listed, 5) : listed;
    const title = uniqueTitle([slide.purpose], state, slide.purpose);
    return {
      title,
      description: `A recap of ${clauseTitle(ctx.topic) ?? ctx.topic}.`,
      keyPoints,
      visualCues: visualCuesFor('bullet-points', title, keyword),
      imageKeyword: keyword,
    };
  }
  const note = leftOutNote(ctx.leftOut.headings, ctx.leftOut.documents);
  const shown = (s: { index: number; text: string }) => state.pointUses.has(s.index) || state.shownPoints.has(titleKey(stripTrailingPunctuation(s.text)));
  const next = nextStepSentence(ctx.analysis.sentences, shown, MAX_NEXT_STEP_WORDS);
  const keyPoints = [...(note ? [note] : []), ...(next ? [stripTrailingPunctuation(next.text)] : [])];
  if (next) state.pointUses.set(next.index, (state.pointUses.get(next.index) ?? 0) + 1);
  // Named by what it holds, like every other slide: where the rest is, then what to do next; with neither, the video's subject.
  const action = next ? actionName(next.text) : null;
  const candidates = [
    ...(note ? leftOutTitle(ctx.leftOut.headings, ctx.leftOut.documents) : []),
    ...(action && countWords(action) <= MAX_TITLE_WORDS ? [titleCase(action)] : []),
    ...(next ? ['Your Next Step'] : []),
    // (the voice closes on "let's bring the main points on … together": the slide says the same, under the video's subject)
    `${ctx.topic}: Main Points`,
    `Main Points on ${ctx.topic}`,
  ];
  // (a title is said in at most eight words' time, as every slide's)
  const title = uniqueTitle(
    candidates.filter((t) => spokenWords(normalizeTitle(t)) <= MAX_TITLE_WORDS),
    state,
    slide.purpose,
  );
  return {
    title,
    description: `A recap of ${clauseTitle(ctx.topic) ?? ctx.topic}.`,
    keyPoints,
    visualCues: visualCuesFor('bullet-points', title, keyword),
    imageKeyword: keyword,
  };
}

/** A next step shown on a slide is read in one glance: a longer one is left to the source. */
const MAX_NEXT_STEP_WORDS = 25;

/**
 * A left-out line's title names what it lists ("Further Reading: Dental Cover and Vision Insurance"),
 * its first two sections when they fit a title; else the place ("Further Reading in Benefits & Perks").
 */
function leftOutTitle(all: string[], documents: string[]): string[] {
  const headings = namedLeftOut(all, documents);
  const first = joinNames(headings.slice(0, 2));
  return [`Further Reading: ${first}`, `Further Reading: ${headings[0] ?? ''}`, ...documents.map((d) => `Further Reading in ${d}`)].filter(
    (t) => countWords(t) <= MAX_TITLE_WORDS && !/:\s*$/.test(t),
  );
}
