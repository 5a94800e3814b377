import type { PlannedSlide } from '../../outline-plan';
import type { SlideContent } from '../../text-generator';
import { termsOf } from '../analysis/terms-of';
import { joinList } from '../text-shaping';
import type { OutlineContext } from './outline-context';
import { quizSlide, quizSlot } from './quiz-slide';
import { titleKey } from './slide-titles';
import { writeOfflineSlide } from './write-slide';
import { newWriterState } from './writer-state';

/** Writes every slide in order (the offline "batch call"). */
export function writeOfflineOutline(ctx: OutlineContext): SlideContent[] {
  const state = newWriterState();
  // The title slide names the video first; slides with their own material then claim their headings before quotes and closers.
  const order = ctx.plan.map((_, i) => i).sort((a, b) => rank(ctx, a) - rank(ctx, b) || a - b);
  const out: SlideContent[] = [];
  for (const i of order) {
    const slide = writeOfflineSlide(ctx, i, state);
    out[i] = slide;
    // The points a body slide shows, so the closing recap never shows them again word for word (issue 20 item 4).
    if (ctx.plan[i]?.templateId !== 'title-slide' && ctx.plan[i]?.templateId !== 'focus-quote')
      for (const p of [...slide.keyPoints, ...(slide.leftColumnPoints ?? []), ...(slide.rightColumnPoints ?? [])]) state.shownPoints.add(titleKey(p));
  }
  // A quiz the brief asks for is a real question slide, placed before the close (a Key Message slot first).
  if (ctx.analysis.steering.quiz) {
    const q = quizSlot(ctx.plan);
    const quiz = q >= 0 ? quizSlide(ctx, state) : null;
    if (quiz && q >= 0) out[q] = { ...quiz, ...(ctx.plan[q]?.templateId === 'split-content' ? { templateId: 'bullet-points' as const } : {}) };
  }
  // What the plan left out is named on the closing slide (decision 178): a recap shows it as its last
  // point; a closing message carries it after the message.
  const note = leftOutNote(ctx.leftOut.headings, ctx.leftOut.documents);
  const closing = out[out.length - 1];
  if (note && closing && out.length > 1) {
    out[out.length - 1] =
      closing.templateId === 'focus-quote' || (ctx.plan[out.length - 1]?.templateId === 'focus-quote' && closing.templateId !== 'bullet-points')
        ? { ...closing, description: [closing.description, note].filter(Boolean).join(' ') }
        : { ...closing, keyPoints: [...closing.keyPoints.slice(0, MAX_CLOSING_POINTS - 1), note] };
  }
  // Each topic the brief names is covered, or the outline says the materials do not cover it.
  const missing = missingTopics(ctx.analysis.steering.topics, out);
  const last = out[out.length - 1];
  if (missing.length && last && out.length > 1) {
    const note = `The materials do not cover ${joinList(missing)}.`;
    out[out.length - 1] = { ...last, description: [last.description, note].filter(Boolean).join(' ') };
  }
  return out;
}

const MAX_CLOSING_POINTS = 5;
/** Left-out sections named one by one; beyond these, counted. */
const NAMED_LEFT_OUT = 3;

/**
 * The closing slide's line on what the video leaves out (decision 178): "Not covered here: Travel
 * Insurance and Gifts — see the Benefits Guide.", the document named by its own title, never its
 * file name (a learner never sees a file name, spec 001 §7).
 */
export function leftOutNote(headings: string[], documents: string[]): string | null {
  if (headings.length === 0) return null;
  const more = headings.length - NAMED_LEFT_OUT;
  const named = more > 1 ? [...headings.slice(0, NAMED_LEFT_OUT), `${more} more sections`] : headings;
  const see = documents.length ? ` — see ${joinList(documents.map(namedDocument))}` : '';
  return `Not covered here: ${joinList(named)}${see}.`;
}

/**
 * A document named in a sentence: "the" only before a title that ends on what the document is ("the
 * Benefits Guide", "the Travel Policy"); a title that opens on its own article or names its subject
 * ("The Contoso Courier", "Benefits & Perks") is said as it is.
 */
const namedDocument = (title: string) => (/^(?:the|a|an)\s/i.test(title) || !DOCUMENT_NOUN.test(title.trim()) ? title : `the ${title}`);
const DOCUMENT_NOUN =
  /\b(?:guide|guidance|policy|handbook|manual|document|report|newsletter|charter|plan|code|FAQ|agreement|contract|licen[cs]e|procedure|standard|notes|overview|brochure|leaflet|booklet|presentation|deck|article|page|letter|memo|checklist|statement|constitution|specification|terms)$/i;

/** Topics of the brief ("Cover dental, vision and family leave") that no slide mentions. */
export function missingTopics(topics: string[], slides: SlideContent[]): string[] {
  const said = new Set(
    termsOf(slides.flatMap((s) => [s.title, s.description, ...s.keyPoints, ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])]).join(' ')),
  );
  // A word said in another form covers it ("the mileage rate" is said by "45 cents per mile"): a shared stem of four letters or more.
  const stems = [...said].filter((s) => s.length >= 4);
  const saidAs = (x: string) => said.has(x) || (x.length >= 4 && stems.some((s) => x.startsWith(s) || s.startsWith(x)));
  return topics.filter((t) => {
    const terms = termsOf(t);
    return terms.length > 0 && !terms.some(saidAs);
  });
}

const rank = (ctx: OutlineContext, i: number) => {
  const p = ctx.plan[i] as PlannedSlide;
  if (p.templateId === 'title-slide') return 0;
  // The rules a brief asks to make unmistakable are claimed first, so no other slide takes them.
  if (i === ctx.rulesSlot) return 0.25;
  // A comparison claims the sentences that state a contrast before other slides show them as plain points.
  if (p.templateId === 'split-content' && ctx.groups[i]?.length) return 0.5;
  return ctx.groups[i]?.length ? 1 : 2;
};
