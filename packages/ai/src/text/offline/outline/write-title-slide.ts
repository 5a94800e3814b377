import { leansOnEarlierSentence } from '../../nlp/leans-on-earlier-sentence';
import type { SlideContent } from '../../text-generator';
import { distinctKeyphrases } from '../analysis/keyphrases';
import type { SourceSentence } from '../analysis/text-analysis';
import { withoutLengthFraming } from '../request/without-length-framing';
import { capitalize, countWords, ensureSentenceEnd, numberWord, stripTrailingPunctuation, titleCase } from '../text-shaping';
import { isAboutTheDocument } from './about-the-document';
import { isNameLine, readableTitle } from './headline';
import { imageKeywordFrom } from './image-keyword-from';
import { MAX_SUBTITLE_WORDS, materialSubtitle, standsAsSubtitle } from './material-subtitle';
import type { OutlineContext } from './outline-context';
import { MAX_TITLE_WORDS } from './outline-limits';
import { normalizeTitle, titleKey, uniqueTitle } from './slide-titles';
import { visualCuesFor } from './visual-cues-for';
import type { OutlineWriterState } from './writer-state';

/** Words a document's opening may take under the video's title when it is shown whole: a subtitle's (decision 213). */
export const MAX_OPENING_WORDS = MAX_SUBTITLE_WORDS;
/** Fewer words than a subtitle needs to say anything ("Travel Policy." under "Travel Policy"). */
const MIN_SUBTITLE_WORDS = 6;

/** The title slide: the video's name, its promise and an agenda of the sections' headings. */
export function writeTitleSlide(ctx: OutlineContext, state: OutlineWriterState): SlideContent {
  const all = ctx.analysis.sentences.filter((x) => !isAboutTheDocument(x.text));
  // The project's name without the length it was made for ("Fire Drill in Two Minutes" → "Fire Drill", decision 159).
  // A headline longer than a slide title ("City Opens First Protected Cycle Lane on Harbour Road") names the video whole (decision 191).
  const project = withoutLengthFraming(ctx.projectTitle);
  const docTitle = ctx.analysis.title ? readableTitle(ctx.analysis.title, ctx.analysis) : null;
  const headline = !project && ctx.topic === docTitle && countWords(ctx.topic) > MAX_TITLE_WORDS ? titleCase(ctx.topic) : null;
  if (headline) state.usedTitles.add(titleKey(headline));
  // A document's opening that is a name line ("Harbourline Backup Agent 3.2 / Administrator's Manual") is its
  // title, not a subtitle: it names a video the analysis found no title for (decision 205).
  const opening = ctx.opening.filter((x) => !leansOnEarlierSentence(x.text) && standsAsSubtitle(x.text));
  const nameLine = !ctx.analysis.title && opening.length === 1 && isNameLine(opening[0]?.text ?? '') ? stripTrailingPunctuation(opening[0]?.text ?? '') : null;
  const title = headline ?? uniqueTitle([project, ...(nameLine ? [nameLine] : []), ctx.topic], state, ctx.topic);
  const opener = [...all].sort((a, b) => b.score + (b.index === 0 ? 0.3 : 0) - (a.score + (a.index === 0 ? 0.3 : 0)) || a.index - b.index)[0];
  const agenda = ctx.plan
    .map((_, i) => ctx.headings[i])
    .filter((h): h is string => !!h && !titleKey(h).includes(titleKey(title)))
    .filter((h, k, all) => all.indexOf(h) === k)
    .slice(0, 3);
  const keyword = imageKeywordFrom(distinctKeyphrases(ctx.analysis.keyphrases, 6));
  const promise = briefPromise(ctx);
  // A document's opening too short for a slide of its own is said here, under the video's title (decision 191):
  // whole, in its order, when it fits a subtitle's length, else its best sentence, so its facts stay in the video.
  const told = nameLine ? [] : opening;
  const briefSays = (t: string) => flat(ctx.brief).includes(flat(t).slice(0, 60));
  // The subtitle is six to 25 words, every sentence whole, and never the brief's (decision 213): the
  // opening whole, else its best sentence that fits; else, where the brief named its subject beside
  // material, the material's first statement that stands alone (decision 205), then the best sentence;
  // without one, the best sentence (decision 191), then that first statement. A promise of six words
  // or more stands alone.
  // (the request restated, "How to handle customer refunds, for new retail cashiers.", is the brief's framing)
  const restated = ctx.analysis.request?.statement;
  const own = all.filter((x) => x.text !== restated && !(ctx.hasMaterials && briefSays(x.text)));
  const first = materialSubtitle(own);
  const promiseWords = promise ? countWords(promise) : 0;
  const fits = (ts: string[]) => {
    const n = promiseWords + ts.reduce((k, t) => k + countWords(t), 0);
    return n >= MIN_SUBTITLE_WORDS && n <= MAX_SUBTITLE_WORDS;
  };
  const candidates: string[][] = [
    ...(told.length > 1 ? [told.map((x) => x.text)] : []),
    ...[...told].sort((a, b) => b.score - a.score || a.index - b.index).map((x) => [x.text]),
    ...(ctx.hasMaterials && ctx.analysis.request?.subject ? [first, opener] : [opener, first])
      .filter((x): x is SourceSentence => !!x && x.text !== restated && !(ctx.hasMaterials && briefSays(x.text)))
      .map((x) => [x.text]),
  ];
  const lead = promiseWords >= MIN_SUBTITLE_WORDS ? (told.length && candidates.find(fits)) || [] : (candidates.find(fits) ?? []);
  const description = [...(promise ? [promise] : []), ...lead].map((t) => ensureSentenceEnd(t)).join(' ');
  return {
    title,
    description,
    keyPoints: agenda.map((h) => normalizeTitle(h)),
    visualCues: visualCuesFor('title-slide', title, keyword),
    imageKeyword: keyword,
  };
}

const flat = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * What a video made from a brief alone promises: the brief's subject ("How to report incidents in four
 * steps", "What you need to know about the clean desk rules"), never who it is for nor how long it is
 * (decision 205). With pasted text, a page or documents the brief only steers: the subtitle comes
 * from the material, so no words of the brief are shown ("How Fontconfig finds and configures fonts,
 * for desktop support staff" was the brief read back).
 */
function briefPromise(ctx: OutlineContext): string | null {
  const req = ctx.analysis.request;
  if (ctx.hasMaterials || !req?.subject) return null;
  if (/^about\s/i.test(req.subject)) return `What you need to know ${req.subject}`;
  return `${capitalize(req.subject)}${req.steps.length >= 2 ? ` in ${numberWord(req.steps.length)} steps` : ''}`;
}
