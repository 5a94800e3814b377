import { leansOnEarlierSentence } from '../../nlp/leans-on-earlier-sentence';
import type { SlideContent } from '../../text-generator';
import { distinctKeyphrases } from '../analysis/keyphrases';
import { withoutLengthFraming } from '../request/without-length-framing';
import { capitalize, countWords, ensureSentenceEnd, numberWord, shortenSentence, titleCase } from '../text-shaping';
import { imageKeywordFrom } from './image-keyword-from';
import type { OutlineContext } from './outline-context';
import { MAX_TITLE_WORDS } from './outline-limits';
import { normalizeTitle, titleKey, uniqueTitle } from './slide-titles';
import { visualCuesFor } from './visual-cues-for';
import type { OutlineWriterState } from './writer-state';

/** Words a document's opening may take under the video's title when it is shown whole. */
export const MAX_OPENING_WORDS = 30;

/** The title slide: the video's name, its promise and an agenda of the sections' headings. */
export function writeTitleSlide(ctx: OutlineContext, state: OutlineWriterState): SlideContent {
  const all = ctx.analysis.sentences;
  // The project's name without the length it was made for ("Fire Drill in Two Minutes" → "Fire Drill", decision 159).
  // A headline longer than a slide title ("City Opens First Protected Cycle Lane on Harbour Road") names the video whole (decision 191).
  const project = withoutLengthFraming(ctx.projectTitle);
  const headline = !project && ctx.topic === ctx.analysis.title && countWords(ctx.topic) > MAX_TITLE_WORDS ? titleCase(ctx.topic) : null;
  if (headline) state.usedTitles.add(titleKey(headline));
  const title = headline ?? uniqueTitle([project, ctx.topic], state, ctx.topic);
  const opener = [...all].sort((a, b) => b.score + (b.index === 0 ? 0.3 : 0) - (a.score + (a.index === 0 ? 0.3 : 0)) || a.index - b.index)[0];
  const agenda = ctx.plan
    .map((_, i) => ctx.headings[i])
    .filter((h): h is string => !!h && !titleKey(h).includes(titleKey(title)))
    .filter((h, k, all) => all.indexOf(h) === k)
    .slice(0, 3);
  const keyword = imageKeywordFrom(distinctKeyphrases(ctx.analysis.keyphrases, 6));
  const req = ctx.analysis.request;
  // A brief's subject is the promise of the video ("How to report incidents in four steps").
  const promise = req?.subject
    ? /^about\s/i.test(req.subject)
      ? `What ${!req.audience ? 'you need' : /\b(?:team|department|crew|group|board|unit)$/i.test(req.audience) ? `the ${req.audience} needs` : `${req.audience} need`} to know about ${req.subject.replace(/^about\s+/i, '')}`
      : `${capitalize(req.subject)}${req.steps.length >= 2 ? ` in ${numberWord(req.steps.length)} steps` : ''}${req.audience ? `, for ${req.audience}` : ''}`
    : null;
  // A document's opening too short for a slide of its own is said here, under the video's title (decision 191):
  // whole, in its order, when it fits a subtitle's length, else its best sentence, so its facts stay in the video.
  const opening = ctx.opening.filter((x) => !leansOnEarlierSentence(x.text));
  const whole = opening.length > 1 && opening.reduce((n, x) => n + x.words, 0) <= MAX_OPENING_WORDS;
  const best = [...opening].sort((a, b) => b.score - a.score || a.index - b.index)[0];
  const lead = whole ? opening.map((x) => x.text) : best ? [best.text] : opener && !promise ? [opener.text] : [];
  const description = [...(promise ? [promise] : []), ...lead].map((t) => ensureSentenceEnd(whole ? t : shortenSentence(t, 18))).join(' ');
  return {
    title,
    description,
    keyPoints: agenda.map((h) => normalizeTitle(h)),
    visualCues: visualCuesFor('title-slide', title, keyword),
    imageKeyword: keyword,
  };
}
